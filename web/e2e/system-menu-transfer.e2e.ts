import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, storedToken } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

type Api = (method: 'GET' | 'POST' | 'DELETE', url: string, data?: object) => Promise<unknown>;

function api(request: APIRequestContext, token: string): Api {
  return async (method, url, data) => {
    const res = await request.fetch(url, { method, headers: { authorization: token }, data });
    const body = (await res.json()) as { code: number; msg: string; data: unknown };
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.msg}`);
    return body.data;
  };
}

type Node = { id: string; enCode: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('menu export and import', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('exports a directory, refuses a wrong file, imports the copy under another directory', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    // The app keeps its settings as JSON text: the token arrives quoted.
    const call = api(s.context.request, JSON.parse((await storedToken(page)) as string));
    const menu = (body: object) =>
      call('POST', '/api/system/Menu', { parentId: '-1', category: 'Web', ...body }) as Promise<{
        id: string;
      }>;
    const source = await menu({ fullName: '采购管理', enCode: 'e2e.purchase', type: 1, sortCode: 80 });
    const page1 = await menu({
      parentId: source.id,
      fullName: '采购订单',
      enCode: 'e2e.purchase.order',
      type: 2,
      urlAddress: 'e2e/purchaseOrder',
      icon: 'FileTextOutlined',
    });
    await call('POST', '/api/system/ModuleButton', {
      moduleId: page1.id,
      enCode: 'btn_add',
      fullName: '新增',
    });
    await menu({ fullName: '归档', enCode: 'e2e.archive', type: 1, sortCode: 81 });

    await page.goto('/system/menu');
    await page.getByRole('cell', { name: '采购管理' }).waitFor();
    await page.getByRole('button', { name: /展开全部/ }).click();
    // exact: another file's story puts a 采购订单<suffix> menu on the same server
    await page.getByRole('cell', { name: '采购订单', exact: true }).waitFor();
    await settle(page);

    const row = page.getByRole('row').filter({ hasText: 'e2e.purchase' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: buttonName('导出') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^采购管理_\d{8}\.json$/);
    const file = path.join(tmpdir(), `e2e-menu-${Date.now()}.json`);
    await download.saveAs(file);
    await screenshot(page, 'system-menu-transfer-list');

    // A JSON file that is not a menu export: the dialog says so and nothing changes.
    const wrong = path.join(tmpdir(), `e2e-wrong-${Date.now()}.json`);
    await writeFile(wrong, JSON.stringify({ hello: 'world' }));
    await page
      .getByRole('button', { name: /导\s*入$/ })
      .first()
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入菜单' });
    // The footer's primary button (导入); by role it is sometimes missed while antd's focus lock moves.
    const importButton = dialog.locator('.ant-modal-footer .ant-btn-primary');
    await dialog.getByText('点击或将文件拖拽到这里上传').waitFor();
    await dialog.locator('input[type=file]').setInputFiles(wrong);
    await importButton.click();
    await dialog.getByText('导入文件不是菜单导出文件').waitFor();
    await screenshot(page, 'system-menu-transfer-refused');

    // The real file, under 归档, with codes in use renamed.
    await dialog.locator('.ant-upload-list-item').hover();
    await dialog.locator('.ant-upload-list-item button').first().click();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-tree').getByTitle('归档', { exact: true }).click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await dialog.getByRole('checkbox', { name: '编码已存在时自动重命名' }).check();
    await expect(dialog.getByText('导入文件不是菜单导出文件').count()).resolves.toBe(0);
    await page.waitForTimeout(300); // the checkbox's check animation
    await screenshot(page, 'system-menu-transfer-dialog');
    await importButton.click();
    await page.getByText('导入成功，共 2 个菜单，其中 2 个编码已重命名').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /展开全部/ }).click();
    const copied = page.getByRole('cell', { name: 'e2e.purchase.order.copy' });
    await copied.waitFor();
    await settle(page);
    await copied.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // the rows' expand animation
    await screenshot(page, 'system-menu-transfer-copy');

    // The copy sits under 归档 with its button.
    const tree = (await call('GET', '/api/system/Menu?keyword=e2e')) as { list: Node[] };
    const archived = flatten(tree.list).find((n) => n.enCode === 'e2e.archive') as Node;
    expect(flatten(archived.children ?? []).map((n) => n.enCode)).toEqual([
      'e2e.purchase.copy',
      'e2e.purchase.order.copy',
    ]);
    const copyPage = flatten(tree.list).find((n) => n.enCode === 'e2e.purchase.order.copy') as Node;
    const buttons = (await call('GET', `/api/system/ModuleButton/${copyPage.id}/List`)) as {
      list: { enCode: string }[];
    };
    expect(buttons.list.map((b) => b.enCode)).toEqual(['btn_add']);

    // Leave the menus as they were for other scenarios: leaves first.
    const all = flatten(tree.list).filter((n) => n.enCode.startsWith('e2e.'));
    for (const n of all.reverse()) await call('DELETE', `/api/system/Menu/${n.id}`);
  });
});
