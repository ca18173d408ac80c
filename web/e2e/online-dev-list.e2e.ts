import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultColumnData, newControl } from '@app/common/form';
import ExcelJS from 'exceljs';
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

interface DictionaryTypeNode {
  id: string;
  enCode: string;
  children?: DictionaryTypeNode[];
}

interface MenuNode {
  id: string;
  fullName: string;
  enCode: string;
  urlAddress: string | null;
  children?: MenuNode[];
}

/** Every node of a tree answer (menus, dictionary types), depth first. */
const flatTree = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatTree(n.children ?? [])]);

/** The address of the Web menu named `name` (the page a released design became). */
async function menuAddress(page: Page, name: string): Promise<string> {
  const menus = await api<{ list: MenuNode[] }>(
    page,
    'GET',
    `/api/system/Menu?keyword=${encodeURIComponent(name)}&category=Web`,
  );
  const menu = flatTree(menus.data.list).find((m) => m.fullName === name);
  expect(menu?.urlAddress, name).toBeTruthy();
  return `/${String(menu?.urlAddress).replace(/^\/+/, '')}`;
}

/** A design made, released and put in a menu through the API, as the designer's buttons do. */
async function releasedDesign(page: Page, name: string, form: object, columns: object) {
  const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', {
    type: 1,
    fullName: name,
    enCode: `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    webType: 2,
    formData: JSON.stringify(form),
    columnData: JSON.stringify(columns),
  });
  expect(created.code, created.msg).toBe(200);
  const id = created.data.id;
  const released = await api(page, 'POST', `/api/visualdev/Base/${id}/Actions/Release`);
  expect(released.code, released.msg).toBe(200);
  const menu = await api<{ id: string }>(page, 'POST', `/api/visualdev/Base/${id}/Actions/Menu`, {
    parentId: '-1',
    fullName: name,
  });
  expect(menu.code, menu.msg).toBe(200);
  return { id, menuId: menu.data.id };
}

/** Records of a released design, made as its page's form sends them. */
async function addRecords(page: Page, design: { id: string; menuId: string }, rows: object[]) {
  for (const values of rows) {
    const made = await api(page, 'POST', `/api/visualdev/OnlineDev/${design.id}`, {
      data: JSON.stringify(values),
      menuId: design.menuId,
    });
    expect(made.code, made.msg).toBe(200);
  }
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

    // the page of the menu (the shell reads the menus again at a new load)
    await page.goto(await menuAddress(page, name));
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
    // the keyword looks into the list's columns
    await page.getByRole('textbox', { name: '请输入关键词查询' }).fill('建材');
    await page.getByRole('button', { name: buttonName('查询') }).click();
    await expect.poll(() => page.getByRole('row', { name: /西南物流/ }).count()).toBe(0);
    await page.getByRole('button', { name: buttonName('重置') }).click();
    await page.getByRole('row', { name: /西南物流/ }).waitFor();

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

  it('shows a tree on the left that filters the rows (type 2), and rows grouped by a field (type 3)', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const types = await api<{ list: DictionaryTypeNode[] }>(page, 'GET', '/api/system/DictionaryType');
    const sex = flatTree(types.data.list).find((type) => type.enCode === 'sex');
    expect(sex).toBeDefined();
    const items = await api<{ list: { id: string; fullName: string }[] }>(
      page,
      'GET',
      `/api/system/DictionaryData/${sex?.id}/Data/Selector`,
    );
    const male = items.data.list.find((item) => item.fullName === '男');
    const female = items.data.list.find((item) => item.fullName === '女');

    const name = newControl('comInput', 101);
    name.__config__.label = '姓名';
    const gender = newControl('select', 102);
    gender.__config__.label = '性别';
    gender.__config__.dataType = 'dictionary';
    gender.__config__.dictionaryType = sex?.id;
    const form = { idGlobal: 102, fields: [name, gender] };
    const columnList = [
      { label: '姓名', prop: 'comInputField101', align: 'left', sortable: true, width: null },
      { label: '性别', prop: 'selectField102', align: 'center', sortable: false, width: 120 },
    ];
    const suffix = Date.now().toString(36).slice(-4);
    const treeName = `访客树${suffix}`;
    const tree = await releasedDesign(page, treeName, form, {
      ...defaultColumnData(),
      columnList,
      type: 2,
      treeTitle: '性别',
      treeDataSource: 'dictionary',
      treeDictionary: sex?.id,
      treeRelation: 'selectField102',
    });
    const person = (who: string, item?: { id: string }) => ({
      comInputField101: who,
      selectField102: item?.id,
    });
    await addRecords(page, tree, [person('张伟', male), person('李娜', female), person('王强', male)]);

    await page.goto(await menuAddress(page, treeName));
    await page.getByRole('row', { name: /李娜/ }).waitFor();
    await page.getByRole('tree').getByText('男', { exact: true }).click();
    await expect.poll(() => page.getByRole('row', { name: /李娜/ }).count()).toBe(0);
    await page.getByRole('row', { name: /张伟/ }).waitFor();
    await page.getByRole('row', { name: /王强/ }).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-page-tree');
    // choosing the node again shows every row
    await page.getByRole('tree').getByText('男', { exact: true }).click();
    await page.getByRole('row', { name: /李娜/ }).waitFor();

    // a sortable column sorts in the server (sidx), by code point here: 张 < 李 < 王
    const sorted = page.waitForRequest(
      (r) => r.url().includes('/List') && r.postDataJSON()?.sidx === 'comInputField101',
    );
    await page.getByRole('columnheader', { name: '姓名' }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ sort: 'asc' });
    await expect
      .poll(() => page.locator('.ant-table-tbody tr.ant-table-row').first().textContent())
      .toContain('张伟');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await screenshot(page, 'online-dev-page-tree-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    const groupName = `访客分组${suffix}`;
    const grouped = await releasedDesign(page, groupName, form, {
      ...defaultColumnData(),
      columnList,
      type: 3,
      hasPage: false,
      groupField: 'selectField102',
    });
    await addRecords(page, grouped, [person('赵敏', female), person('孙磊', male)]);
    await page.goto(await menuAddress(page, groupName));
    await page.getByRole('row', { name: /赵敏/ }).waitFor();
    await page.getByRole('row', { name: /孙磊/ }).waitFor();
    // a group's heading row has no actions and cannot be ticked; the paging row is gone
    await expect(page.getByText(/共 \d+ 条/).count()).resolves.toBe(0);
    await settle(page);
    await screenshot(page, 'online-dev-page-grouped');
  });

  it('imports a sheet: the template, a preview naming the refused row, then only the rows that pass', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const suffix = Date.now().toString(36).slice(-4);
    const name = `供应商${suffix}`;
    await releasedDesign(page, name, customerForm(), {
      ...defaultColumnData(),
      columnList: [
        { label: '客户名称', prop: 'comInputField101', align: 'left', sortable: false, width: null },
        { label: '金额', prop: 'numInputField102', align: 'right', sortable: false, width: 120 },
      ],
      btnsList: [
        { value: 'add', label: '新增' },
        { value: 'upload', label: '导入' },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(['客户名称', '金额']);
    sheet.addRow([`远洋贸易${suffix}`, 800]);
    sheet.addRow(['', 5]);
    const file = path.join(tmpdir(), `online-import-${suffix}.xlsx`);
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));

    await page.goto(await menuAddress(page, name));
    await page.getByRole('button', { name: /导入/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入数据' });
    const template = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /下载导入模板/ }).click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: buttonName('检查') }).click();
    await dialog.getByText(/1 行可以导入，1 行有误/).waitFor();
    await dialog.getByText(/第 3 行/).waitFor();
    await screenshot(page, 'online-dev-page-import');
    await dialog.getByRole('button', { name: /导入 1 行/ }).click();
    await dialog.getByText(/已导入 1 行/).waitFor();
    await rm(file, { force: true });
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('row', { name: new RegExp(`远洋贸易${suffix}`) }).waitFor();
  });
});
