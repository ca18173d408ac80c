import { newControl } from '@app/common/form';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/**
 * 在线开发 › 列表设计 and the generated page: an administrator designs the list of a form, releases the design
 * to a menu; the menu's page then creates, edits, searches and exports records.
 */

function customerForm() {
  const name = newControl('comInput', 101);
  name.__config__.label = '客户名称';
  name.__config__.required = true;
  const amount = newControl('numInput', 102);
  amount.__config__.label = '金额';
  const level = newControl('select', 103);
  level.__config__.label = '客户等级';
  level.__config__.dataType = 'static';
  level.__slot__ = {
    options: [
      { id: 'A', fullName: '重点客户' },
      { id: 'B', fullName: '普通客户' },
    ],
  };
  return { idGlobal: 103, fields: [name, amount, level] };
}

async function designedCustomer(page: Page, code: string, name: string): Promise<string> {
  const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', {
    type: 1,
    fullName: name,
    enCode: code,
    webType: 2,
    formData: JSON.stringify(customerForm()),
  });
  expect(created.code, created.msg).toBe(200);
  return created.data.id;
}

/** The input of a designed form's field, found from its label (the field's cell holds both). */
const field = (scope: Locator, label: string) =>
  scope.locator('label', { hasText: label }).locator('xpath=..').locator('input').first();

describe('online development: the list designer and the generated page', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('designs a list, releases it to a menu, and the page creates, edits, searches and exports', async () => {
    const { page } = s;
    const code = `cust${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    const name = `客户档案${code.slice(-4)}`;
    const id = await designedCustomer(page, code, name);

    await page.goto('/onlineDev/webDesign');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await row.getByText('设计', { exact: true }).click();
    const bar = page.getByTestId('design-editor-bar');
    await bar.getByText('列表设计').click();

    // an empty list cannot be saved: the problem is shown above the designer
    await page.getByText('列表字段不允许为空').waitFor();
    await page.getByRole('button', { name: buttonName('全部添加') }).click();
    await page.getByRole('textbox', { name: '列名' }).first().waitFor();
    await expect(page.getByRole('textbox', { name: '列名' }).count()).resolves.toBe(3);
    await page.getByRole('checkbox', { name: '排序' }).nth(1).check();

    await page.getByText('查询字段', { exact: true }).click();
    await page.getByRole('checkbox', { name: /客户名称/ }).check();
    await page.getByRole('checkbox', { name: /客户等级/ }).check();
    await page.getByText('模糊查询').waitFor();

    await page.getByRole('checkbox', { name: '导出' }).check();
    await page.getByRole('checkbox', { name: '批量删除' }).check();
    await page.getByRole('checkbox', { name: '详情' }).check();
    await expect(page.getByText('列表字段不允许为空').count()).resolves.toBe(0);
    await screenshot(page, 'online-dev-list-designer');

    await bar.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('设计已保存').waitFor();
    const saved = await api<{ columnData: string }>(page, 'GET', `/api/visualdev/Base/${id}`);
    const columns = JSON.parse(saved.data.columnData);
    expect(columns.columnList.map((c: { label: string }) => c.label)).toEqual([
      '客户名称',
      '金额',
      '客户等级',
    ]);
    expect(columns.columnList[1].sortable).toBe(true);
    expect(columns.searchList.map((i: { searchType: number }) => i.searchType)).toEqual([2, 1]);
    expect(columns.btnsList.map((b: { value: string }) => b.value)).toEqual([
      'add',
      'download',
      'batchRemove',
    ]);

    await bar.getByRole('button', { name: buttonName('发布') }).click();
    await page.getByText('已发布为 V2').waitFor();
    await bar.getByRole('button', { name: buttonName('发布到菜单') }).click();
    const menuDialog = page.getByRole('dialog', { name: '发布到菜单' });
    await expect(menuDialog.getByLabel('菜单名称').inputValue()).resolves.toBe(name);
    await screenshot(page, 'online-dev-release-menu');
    await menuDialog.getByRole('button', { name: buttonName('发布到菜单') }).click();
    await page.getByText(/已发布到菜单/).waitFor();

    const menus = await api<{ list: { id: string; fullName: string; urlAddress: string | null }[] }>(
      page,
      'GET',
      `/api/system/Menu?keyword=${encodeURIComponent(code.slice(-4))}&category=Web`,
    );
    const flat = (nodes: { children?: unknown[] }[]): { fullName: string; urlAddress: string | null }[] =>
      nodes.flatMap((n) => [n as never, ...flat((n.children ?? []) as never)]);
    const menu = flat(menus.data.list).find((m) => m.fullName === name);
    expect(menu?.urlAddress).toBeTruthy();

    // the page of the menu (the shell reads the menus again at a new load)
    await page.goto(`/${String(menu?.urlAddress).replace(/^\/+/, '')}`);
    await page.getByRole('button', { name: /新增/ }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新增/ }).click();
    const form = page.getByRole('dialog', { name: '新建' });
    await form.getByRole('button', { name: buttonName('确定') }).click();
    await form.getByText('客户名称不能为空').waitFor();
    await field(form, '客户名称').fill('华东建材');
    await field(form, '金额').fill('1200');
    await screenshot(page, 'online-dev-page-form');
    await form.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('新建成功').waitFor();
    await page.getByRole('row', { name: /华东建材/ }).waitFor();

    await page.getByRole('button', { name: /新增/ }).click();
    await field(form, '客户名称').fill('西南物流');
    await form.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('row', { name: /西南物流/ }).waitFor();

    // edit: the record comes back in the form
    await page
      .getByRole('row', { name: /华东建材/ })
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await expect(field(edit, '客户名称').inputValue()).resolves.toBe('华东建材');
    await field(edit, '客户名称').fill('华东建材集团');
    await edit.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('修改成功').waitFor();
    // the edit kept what it did not touch
    await page
      .getByRole('row', { name: /华东建材集团/ })
      .getByText('1200')
      .waitFor();

    // search by the fuzzy name
    await page.locator('[data-search="comInputField101"] input').fill('西南');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect.poll(() => page.getByRole('row', { name: /华东建材集团/ }).count()).toBe(0);
    await page.getByRole('row', { name: /西南物流/ }).waitFor();
    await screenshot(page, 'online-dev-page-list');
    await page.getByRole('button', { name: buttonName('重置') }).click();
    await page.getByRole('row', { name: /华东建材集团/ }).waitFor();

    // export: the ticked columns of the rows found
    await page.getByRole('button', { name: /导出/ }).click();
    const exportDialog = page.getByRole('dialog', { name: '导出数据' });
    await exportDialog.getByRole('checkbox', { name: '金额' }).uncheck();
    const exported = page.waitForResponse((r) => r.url().includes('/Actions/Export'));
    await exportDialog.getByRole('button', { name: buttonName('导出') }).click();
    const answer = await exported;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-disposition']).toMatch(/\.xlsx/);
    expect(answer.request().postDataJSON()).toMatchObject({
      selectKey: ['comInputField101', 'selectField103'],
    });

    // detail and batch delete
    await page
      .getByRole('row', { name: /西南物流/ })
      .getByRole('button', { name: '详情' })
      .click();
    await page.getByRole('dialog', { name: '详情' }).getByText('西南物流').waitFor();
    await screenshot(page, 'online-dev-page-detail');
    await page
      .getByRole('dialog', { name: '详情' })
      .getByRole('button', { name: buttonName('关闭') })
      .last()
      .click();
    await page
      .getByRole('row', { name: /西南物流/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /西南物流/ }).count()).toBe(0);
  });
});
