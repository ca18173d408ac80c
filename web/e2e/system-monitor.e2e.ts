import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('system monitor', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows the gauges and figures, and moves on by itself every 5 s', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/monitor');
    for (const chart of [
      'CPU使用率仪表盘',
      '内存使用率仪表盘',
      '磁盘使用率仪表盘',
      'CPU与内存使用率趋势图',
    ]) {
      await page.getByRole('img', { name: chart }).locator('canvas').waitFor();
    }
    await page.getByText('每5秒刷新').waitFor();
    const stamp = page.getByText(/^更新于 \d\d:\d\d:\d\d$/);
    const first = await stamp.textContent();
    await page.getByText('Node.js').waitFor();
    await screenshot(page, 'system-monitor');
    // Without any click the page asks again: the stamp moves on.
    await expect.poll(() => stamp.textContent(), { timeout: 12_000, interval: 500 }).not.toBe(first);
  });
});
