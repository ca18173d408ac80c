import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('scheduled tasks (定时任务)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('creates a prune-logs task every minute, explains a wrong cron, runs it now and shows the run in its log', async () => {
    const { page } = s;
    const suffix = Date.now().toString(36);
    const name = `清理旧日志${suffix}`;
    await signInAsAdmin(page);
    await page.goto('/system/task');
    await page.getByRole('button', { name: /新建任务/ }).waitFor();
    await settle(page);
    await screenshot(page, 'system-schedule-task-empty');

    await page.getByRole('button', { name: /新建任务/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').fill(name);
    await dialog.getByLabel('任务编码').fill(`prune${suffix}`);
    // A wrong expression: the helper says which field is wrong and what it allows.
    await dialog.getByLabel('Cron 表达式').fill('61 * * * *');
    await dialog.getByTestId('cron-error').getByText('「分钟」字段“61”无效, 允许的值为 0-59').waitFor();
    await screenshot(page, 'system-schedule-task-cron-error');
    await dialog.getByText('每分钟', { exact: true }).click();
    expect(await dialog.getByLabel('Cron 表达式').inputValue()).toBe('* * * * *');
    await dialog.getByTestId('cron-next').locator('li').nth(4).waitFor();
    await dialog.getByLabel('保留天数').fill('3650');
    await screenshot(page, 'system-schedule-task-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('清理日志', { exact: true }).waitFor();
    await row.getByText('* * * * *', { exact: true }).waitFor();

    await row.getByRole('button', { name: buttonName('立即执行') }).click();
    await page.getByText(/执行成功\(\d+ ms\)：已删除 \d+ 条 3650 天前的日志/).waitFor();
    await settle(page);
    await screenshot(page, 'system-schedule-task-list');

    await row.getByRole('button', { name: buttonName('日志') }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(`执行日志 - ${name}`).waitFor();
    const run = drawer.getByRole('row').filter({ hasText: '手动' });
    await run.first().waitFor();
    await run.first().getByText('成功', { exact: true }).waitFor();
    await run
      .first()
      .getByText(/^\d+ ms$/)
      .waitFor();
    await settle(page);
    await page.waitForTimeout(400); // the drawer slides in
    await screenshot(page, 'system-schedule-task-log');
    await drawer.locator('.ant-drawer-close').click();

    // Clean up: the task goes with its log.
    await row.getByRole('button', { name: buttonName('删除') }).click();
    await page.getByText('此操作将永久删除该数据, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await row.waitFor({ state: 'detached' });
  });
});
