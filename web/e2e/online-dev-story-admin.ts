import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  choose,
  dropFromPalette,
  formItem,
  panelRow,
  pickFrom,
  pickInPopup,
  selectedControl,
  setLabel,
} from './online-dev-story-fixture';
import { api, buttonName, settle } from './support/actions';
import { screenshot } from './support/browser';

/** The administrator's part of the purchase-order story, step by step, all through the UI. */

export interface StoryDesign {
  id: string;
  name: string;
  /** vModel of each main-form and sub-table field, by its label */
  fields: Record<string, string>;
}

interface StoredControl {
  __vModel__?: string;
  __config__: { label: string; jnpfKey: string; children?: StoredControl[] };
  expression?: unknown[];
}

const bar = (page: Page) => page.getByTestId('design-editor-bar');

/** The designer bar's 保存, then 发布 when asked. */
async function saveDesign(page: Page, release: boolean): Promise<void> {
  await bar(page)
    .getByRole('button', { name: buttonName('保存') })
    .click();
  await page.getByText('设计已保存').last().waitFor();
  if (!release) return;
  await bar(page)
    .getByRole('button', { name: buttonName('发布') })
    .click();
  await page
    .getByText(/已发布为 V\d+/)
    .last()
    .waitFor();
}

/** 在线开发 › Web设计: the design's row, its designer opened. */
export async function openDesigner(page: Page, name: string): Promise<void> {
  await page.goto('/onlineDev/webDesign');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  await row.getByText('设计', { exact: true }).click();
  await page.getByTestId('palette-comInput').waitFor();
}

/** A new function (表单加列表) made from the list's 新建功能 dialog. */
export async function createDesign(page: Page, name: string, code: string): Promise<string> {
  await page.goto('/onlineDev/webDesign');
  await page.getByRole('columnheader', { name: '页面类型' }).waitFor();
  await page.getByRole('button', { name: /新建功能/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('编码').fill(code);
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await page.getByRole('row', { name: new RegExp(name) }).waitFor();
  const found = await api<{ list: { id: string }[] }>(
    page,
    'GET',
    `/api/visualdev/Base?type=1&keyword=${code}`,
  );
  return found.data.list[0].id;
}

async function clickFormula(page: Page, keys: string[]) {
  const panel = page.getByTestId('designer-panel');
  for (const key of keys) await panel.getByRole('button', { name: key, exact: true }).click();
}

/**
 * The purchase order's form, dragged and clicked from the palette: 单据组件 on a seeded rule, 供应商 (required),
 * 结算方式 from a dictionary, 采购员 (user picker), 采购类型, 备注, the sub-table 采购明细 (商品, 数量, 单价 and
 * 金额 = 数量 × 单价, its 合计 row over 数量 and 金额) and 合计 over its 金额. One undo and redo on the way. Saved.
 */
export async function designPurchaseForm(page: Page): Promise<void> {
  const canvas = page.getByTestId('designer-canvas');
  await dropFromPalette(page, 'billRule', canvas, 'bottom');
  await setLabel(page, '订单编号');
  await choose(page, panelRow(page, '单据模板'), '采购单');

  await page.getByTestId('palette-comInput').click();
  await setLabel(page, '供应商');
  await panelRow(page, '是否必填').getByRole('switch').click();

  await dropFromPalette(page, 'select', canvas, 'bottom');
  await setLabel(page, '结算方式');
  await panelRow(page, '数据来源').getByText('数据字典').click();
  await choose(page, panelRow(page, '字典类型'), '结算方式', '结算');

  await dropFromPalette(page, 'userSelect', canvas, 'bottom');
  await setLabel(page, '采购员');

  await page.getByTestId('palette-radio').click();
  await setLabel(page, '采购类型');
  const names = page.getByTestId('designer-panel').getByRole('textbox', { name: '选项名' });
  await names.nth(0).fill('常规采购');
  await names.nth(1).fill('紧急采购');

  await page.getByTestId('palette-comInput').click();
  await setLabel(page, '备注');

  await dropFromPalette(page, 'table', canvas, 'bottom');
  await setLabel(page, '采购明细');
  const table = await selectedControl(page);
  await panelRow(page, '合计').getByRole('switch').click();
  const columns = page.getByTestId(`designer-list-${table.formId}-0`);
  await dropFromPalette(page, 'comInput', columns, 'right');
  await setLabel(page, '商品');
  await dropFromPalette(page, 'numInput', columns, 'right');
  await setLabel(page, '数量');
  await dropFromPalette(page, 'numInput', columns, 'right');
  await setLabel(page, '单价');
  await dropFromPalette(page, 'calculate', columns, 'right');
  await setLabel(page, '金额');
  await clickFormula(page, ['采购明细.数量', '×', '采购明细.单价']);
  await page.getByTestId('designer-formula').getByText('[采购明细.数量] × [采购明细.单价]').waitFor();
  await settle(page);
  await screenshot(page, 'story-designer-column');

  // the 合计 row adds up 数量 and 金额; 单价 is no quantity to add up
  await page.getByTestId(`designer-item-${table.formId}`).click({ position: { x: 24, y: 8 } });
  await expect.poll(async () => (await selectedControl(page)).formId).toBe(table.formId);
  const summed = panelRow(page, '合计列');
  await pickFrom(page, summed.locator('.ant-select').first(), '数量');
  await pickInPopup(page, '金额');
  await page.keyboard.press('Escape');
  await expect
    .poll(() => summed.locator('.ant-select-selection-item').allTextContents())
    .toEqual(['数量', '金额']);
  await settle(page);
  await screenshot(page, 'story-designer-summary');

  // undo takes the last addition back, redo brings it again
  const items = page.locator('[data-testid^="designer-item-"]');
  const before = await items.count();
  await page.getByTestId('palette-calculate').click();
  await expect.poll(() => items.count()).toBe(before + 1);
  await page.getByRole('button', { name: /撤销/ }).click();
  await expect.poll(() => items.count()).toBe(before);
  await page.getByRole('button', { name: /重做/ }).click();
  await expect.poll(() => items.count()).toBe(before + 1);
  const total = items.last();
  await total.click();
  await setLabel(page, '合计');
  await clickFormula(page, ['采购明细.金额']);
  await page.getByTestId('designer-formula').getByText('[采购明细.金额]').waitFor();
  await settle(page);
  await screenshot(page, 'story-designer');
  await saveDesign(page, false);
}

/** The saved form read back: each field's vModel by label, and the shape the story built. */
export async function savedFields(page: Page, id: string): Promise<Record<string, string>> {
  const saved = await api<{ formData: string }>(page, 'GET', `/api/visualdev/Base/${id}`);
  const fields = (JSON.parse(saved.data.formData) as { fields: StoredControl[] }).fields;
  const byLabel: Record<string, string> = {};
  for (const field of fields) {
    byLabel[field.__config__.label] = String(field.__vModel__);
    for (const column of field.__config__.children ?? [])
      byLabel[`${field.__config__.label}.${column.__config__.label}`] = String(column.__vModel__);
  }
  expect(fields.map((f) => f.__config__.jnpfKey)).toEqual([
    'billRule',
    'comInput',
    'select',
    'userSelect',
    'radio',
    'comInput',
    'table',
    'calculate',
  ]);
  const lines = fields[6].__config__.children ?? [];
  expect(lines.map((c) => c.__config__.label)).toEqual(['商品', '数量', '单价', '金额']);
  expect(lines[3].expression).toEqual([
    { __vModel__: `${byLabel.采购明细}.${byLabel['采购明细.数量']}`, label: '采购明细.数量' },
    '×',
    { __vModel__: `${byLabel.采购明细}.${byLabel['采购明细.单价']}`, label: '采购明细.单价' },
  ]);
  return byLabel;
}

/**
 * "Binds it to new tables": the designer's 数据表 tab, 根据表单创建数据表 in the platform database. The design
 * comes back bound: a main table and one for the sub-table's lines, every control on a column of them.
 */
export async function bindToNewTables(page: Page, id: string, tableName: string): Promise<string[]> {
  await bar(page).getByText('数据表', { exact: true }).click();
  await page.getByTestId('design-tables-name').fill(tableName);
  await page.getByTestId('design-tables-create').click();
  await page.getByText(/已创建数据表：/).waitFor();
  await settle(page);
  await screenshot(page, 'story-designer-tables');
  const saved = await api<{ tables: string | null }>(page, 'GET', `/api/visualdev/Base/${id}`);
  const tables = JSON.parse(saved.data.tables || '[]') as { table: string; typeId: string | number }[];
  expect(tables.map((t) => t.table)).toEqual([
    tableName,
    expect.stringMatching(new RegExp(`^${tableName}_`)),
  ]);
  return tables.map((t) => t.table);
}

/**
 * 列表设计: every column, 供应商 (fuzzy) and 结算方式 (equal) as search fields, the 结算方式 dictionary as the tree
 * on the left, 导出 and 导入, button and column permissions; saved, released, released to a new menu.
 */
export async function designListAndRelease(page: Page, name: string): Promise<void> {
  await bar(page).getByText('列表设计').click();
  await page.getByRole('button', { name: buttonName('全部添加') }).click();
  await page.getByRole('textbox', { name: '列名' }).first().waitFor();
  await page.getByText('查询字段', { exact: true }).click();
  await page.getByRole('checkbox', { name: /供应商/ }).check();
  await page.getByRole('checkbox', { name: /结算方式/ }).check();
  await page.getByText('模糊查询').waitFor();
  await page.getByText('等于查询').waitFor();

  const body = page.locator('body');
  await page.getByRole('radio', { name: '左侧树形+普通表格' }).check();
  await formItem(body, '树标题').locator('input').fill('结算方式');
  await choose(page, formItem(body, '数据字典'), '结算方式', '结算');
  await choose(page, formItem(body, '关联字段'), '结算方式');
  await page.getByRole('checkbox', { name: '导出' }).check();
  await page.getByRole('checkbox', { name: '导入' }).check();
  await page.getByRole('switch', { name: '按钮权限' }).click();
  await page.getByRole('switch', { name: '列表权限' }).click();
  await expect(page.getByText(/列表设计有 \d+ 个问题/).count()).resolves.toBe(0);
  await page.getByText('列表类型', { exact: true }).scrollIntoViewIfNeeded();
  await settle(page);
  await screenshot(page, 'story-list-designer');
  await saveDesign(page, true);
  await bar(page)
    .getByRole('button', { name: buttonName('发布到菜单') })
    .click();
  const menuDialog = page.getByRole('dialog', { name: '发布到菜单' });
  await expect(menuDialog.getByLabel('菜单名称').inputValue()).resolves.toBe(name);
  await menuDialog.getByRole('button', { name: buttonName('发布到菜单') }).click();
  await page.getByText(/已发布到菜单/).waitFor();
}

/** 角色管理 › 新建角色: a business role. */
export async function createRole(page: Page, role: string, code: string): Promise<void> {
  await page.goto('/permission/role');
  await page.getByRole('button', { name: '新建角色' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('角色名称').fill(role);
  await dialog.getByLabel('角色编码').fill(code);
  await dialog.getByLabel('角色类型').click();
  await pickInPopup(page, '业务角色');
  await dialog.getByRole('button', { name: buttonName('确定') }).click();
  await page.getByRole('cell', { name: role }).waitFor();
}

/**
 * 权限授权: the role gets one menu and, when `items` names a button and a column of it, every button and
 * every column of the menu (the wizard's 全选 on those steps).
 */
export async function grantMenu(
  page: Page,
  role: string,
  menu: string,
  items?: { button: string; column: string },
): Promise<void> {
  await page.goto('/permission/authorize');
  await page.getByPlaceholder('搜索名称、编码或组织').fill(role);
  await page.getByRole('option', { name: new RegExp(role) }).click();
  const tree = page.locator('.ant-tree');
  await tree.getByText(menu, { exact: true }).waitFor();
  await tree
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText(menu, { exact: true }) })
    .locator('.ant-tree-checkbox')
    .click();
  await tree.locator('.ant-tree-checkbox-checked').first().waitFor();
  for (const item of items ? [items.button, items.column] : []) {
    await page.getByRole('button', { name: '下一步' }).click();
    await tree.locator('.ant-tree-treenode', { hasText: item }).first().waitFor();
    await page.getByRole('button', { name: '全选' }).click();
    await tree.locator('.ant-tree-checkbox-checked').first().waitFor();
  }
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await page.getByText('授权已保存').waitFor();
}

/** 联动规则 in the designer: when 采购类型 is 紧急采购, 备注 is required; saved and released again. */
export async function addLinkageAndRelease(page: Page): Promise<void> {
  const panel = page.getByTestId('designer-panel');
  await panel.getByRole('tab', { name: '联动规则' }).click();
  await panel.getByRole('button', { name: /添加规则/ }).click();
  const card = panel.locator('.ant-card').last();
  const selects = card.locator('.ant-select');
  // the card's selects in order: all/any, the condition's field and operator, its value, the effect, targets
  await pickFrom(page, selects.nth(1), '采购类型');
  await pickFrom(page, selects.nth(3), '紧急采购');
  await pickFrom(page, selects.nth(4), '必填');
  await pickFrom(page, selects.nth(5), '备注');
  await page.keyboard.press('Escape');
  await card.getByText('规则有效').waitFor();
  await screenshot(page, 'story-designer-linkage');
  await saveDesign(page, true);
}
