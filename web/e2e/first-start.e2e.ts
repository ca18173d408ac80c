import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

// Issue 15 item 9: a first start shows no empty list among the seeded screens. The walk visits every menu
// page the administrator has, as the menu lists them, and counts the rows of each page's list.

interface MenuNode {
  fullName: string;
  urlAddress: string | null;
  children?: MenuNode[];
}

function leaves(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((m) => (m.children?.length ? leaves(m.children) : m.urlAddress ? [m] : []));
}

/** Pages that hold no list of records: a wizard, a diagnosis form, gauges, settings, a sync form. */
const NOT_LISTS = new Set([
  'permission/authorize',
  'permission/explain',
  'system/monitor',
  'system/sysConfig',
  'systemData/dataSync',
]);

/** Rows of the page's list: table rows, the cards of 系统图标 (divs named by their icon) or of 发起流程 (flows). */
const ROWS = '.ant-table-row, div[data-icon], [data-testid="launch-flow"]';
async function rowsOf(page: Page): Promise<number> {
  const list = page.locator('.ant-layout-content');
  await list.locator(`${ROWS}, .ant-empty`).first().waitFor();
  await settle(page);
  return list.locator(ROWS).count();
}

describe('a first start (issue 15 item 9)', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows rows in every list of every menu page', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const { data } = await api<{ menuList: MenuNode[] }>(page, 'GET', '/api/oauth/CurrentUser');
    const pages = leaves(data.menuList).filter((m) => !NOT_LISTS.has(m.urlAddress as string));
    expect(pages.length).toBeGreaterThan(15);
    const empty: string[] = [];
    for (const menu of pages) {
      await page.goto(`/${menu.urlAddress}`);
      const rows = await rowsOf(page);
      await screenshot(page, `first-start-${(menu.urlAddress as string).replace('/', '-')}`);
      if (rows === 0) empty.push(`${menu.fullName} /${menu.urlAddress}`);
    }
    expect(empty).toEqual([]);
  });

  it('has made its first backup and shows the run in the backup task', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    // The backup task is due at the first start: the scheduler's first look runs it.
    await expect
      .poll(
        async () => (await api<{ list: unknown[] }>(page, 'GET', '/api/system/DataBackup')).data.list.length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    const tasks = await api<{ list: { enCode: string; runCount: number }[] }>(
      page,
      'GET',
      '/api/scheduletask',
    );
    expect(tasks.data.list.find((task) => task.enCode === 'DatabaseBackup')?.runCount).toBeGreaterThan(0);
  });

  it('answers the demo data interfaces from the demo business database', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const { data } = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      '/api/system/DataInterface',
    );
    const byCity = data.list.find((row) => row.enCode === 'customersByCity');
    expect(byCity).toBeDefined();
    const answer = await api<{ data: { name: string }[] }>(
      page,
      'GET',
      `/api/system/DataInterface/${byCity?.id}/Actions/Response?city=${encodeURIComponent('深圳')}`,
    );
    expect(answer.data.data.map((row) => row.name)).toEqual(['深圳创联电子有限公司']);
  });
});
