import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/**
 * The designer's 数据表 (issue 16 item 2, decision 075): a form's tables created from the form and used by
 * its released page, and a form bound to existing tables of the demo data source, column by column.
 */

const run = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

/** Drags a palette entry with the mouse (dnd-kit starts after 5 px) into a list's right end. */
async function dropInto(page: Page, jnpfKey: string, list: Locator): Promise<void> {
  const from = await page.getByTestId(`palette-${jnpfKey}`).boundingBox();
  const box = await list.boundingBox();
  if (!from || !box) throw new Error('palette or drop list not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 30, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** A row of the property panel by its exact label. */
const panelRow = (page: Page, label: string) =>
  page
    .getByTestId('designer-panel')
    .locator('.ant-form-item:visible')
    .filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

async function setLabel(page: Page, label: string): Promise<void> {
  const input = panelRow(page, '控件标题').locator('input');
  await input.fill(label);
  await expect.poll(() => input.inputValue()).toBe(label);
}

/** Adds a sub-table at the end of the form and answers the drop list of its columns. */
async function addSubTable(page: Page, label: string): Promise<Locator> {
  await page.getByTestId('palette-table').click();
  await setLabel(page, label);
  const selected = page.locator('[data-testid^="designer-item-"][data-selected]').last();
  const formId = String(await selected.getAttribute('data-testid')).replace('designer-item-', '');
  return page.getByTestId(`designer-list-${formId}-0`);
}

/** Picks an option of the antd select popup that is open. */
const pickInPopup = (page: Page, text: string | RegExp) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();

/** The control on the canvas whose label is `label` (the last such, innermost). */
const canvasItem = (page: Page, label: string) =>
  page
    .locator('[data-testid^="designer-item-"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

async function newDesign(page: Page, name: string, code: string): Promise<string> {
  const created = await api<{ id: string }>(page, 'POST', '/api/visualdev/Base', {
    type: 1,
    fullName: name,
    enCode: `${code}${run}`,
    webType: 2,
  });
  expect(created.code, created.msg).toBe(200);
  return created.data.id;
}

async function openDesigner(page: Page, name: string): Promise<Locator> {
  await page.goto('/onlineDev/webDesign');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  await row.getByText('设计', { exact: true }).click();
  await page.getByTestId('palette-comInput').waitFor();
  return page.getByTestId('design-editor-bar');
}

interface StoredControl {
  __vModel__?: string;
  __config__: { label: string; tableName?: string; children?: StoredControl[] };
}

describe('online development: 数据表', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('creates the tables from the form, and the released page keeps a record with two sub-table rows', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const name = `采购申请${run}`;
    const id = await newDesign(page, name, 'tablesMade');
    const bar = await openDesigner(page, name);

    await page.getByTestId('palette-comInput').click();
    await setLabel(page, '供应商');
    await page.getByTestId('palette-numInput').click();
    await setLabel(page, '预算');
    const columns = await addSubTable(page, '申请明细');
    await dropInto(page, 'comInput', columns);
    await setLabel(page, '物品');
    await dropInto(page, 'numInput', columns);
    await setLabel(page, '数量');

    // the tables are made from the form as the designer holds it, saved with them
    await bar.getByText('数据表', { exact: true }).click();
    const pane = page.getByTestId('design-tables');
    await pane.getByText('未绑定数据表时，数据以 JSON 方式保存；绑定后，每个控件需选择一个字段。').waitFor();
    await pane.getByTestId('design-tables-create').click();
    await pane.getByText('请输入主表名').waitFor();
    await pane.getByTestId('design-tables-name').fill('bad name');
    await pane.getByTestId('design-tables-create').click();
    await pane.getByText(/表名「bad name」不合规/).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-tables-create');
    const tableName = `e2e_po_${run}`;
    await pane.getByTestId('design-tables-name').fill(tableName);
    await pane.getByTestId('design-tables-create').click();
    await page.getByText(/已创建数据表：/).waitFor();
    await pane.getByRole('cell', { name: tableName, exact: true }).waitFor();
    await pane.getByRole('cell', { name: `${tableName}_tablefield103`, exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-tables-created');

    const saved = await api<{ tables: string; formData: string; dbLinkId: string }>(
      page,
      'GET',
      `/api/visualdev/Base/${id}`,
    );
    expect(saved.data.dbLinkId).toBe('0');
    expect(JSON.parse(saved.data.tables).map((t: { table: string }) => t.table)).toEqual([
      tableName,
      `${tableName}_tablefield103`,
    ]);
    const fields = (JSON.parse(saved.data.formData) as { fields: StoredControl[] }).fields;
    expect(fields.map((f) => f.__config__.tableName)).toEqual([
      tableName,
      tableName,
      `${tableName}_tablefield103`,
    ]);

    // the form's controls show their columns; the list takes every main-form field
    await bar.getByText('表单设计', { exact: true }).click();
    await canvasItem(page, '供应商').click();
    await panelRow(page, '控件字段').getByText('comInputField101').waitFor();
    await bar.getByText('列表设计', { exact: true }).click();
    await page.getByRole('button', { name: buttonName('全部添加') }).click();
    await bar.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('设计已保存').waitFor();
    await bar.getByRole('button', { name: buttonName('发布') }).click();
    await page.getByText(/已发布为 V/).waitFor();
    await bar
      .getByRole('button', { name: buttonName('发布到菜单') })
      .first()
      .click();
    const menuDialog = page.getByRole('dialog', { name: '发布到菜单' });
    await menuDialog.getByRole('button', { name: buttonName('发布到菜单') }).click();
    await page.getByText(/已发布到菜单/).waitFor();

    const menus = await api<{ list: { fullName: string; urlAddress: string; children?: unknown[] }[] }>(
      page,
      'GET',
      `/api/system/Menu?keyword=${encodeURIComponent(name)}&category=Web`,
    );
    const flat = (nodes: { fullName: string; urlAddress: string; children?: unknown[] }[]): typeof nodes =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const menu = flat(menus.data.list).find((m) => m.fullName === name);
    await page.goto(`/${String(menu?.urlAddress).replace(/^\/+/, '')}`);
    await page.getByRole('button', { name: /新增/ }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /新增/ }).click();
    const dialog = page.getByRole('dialog', { name: '新建' });
    // the field's cell holds its label and its input (as online-dev-list.e2e finds them)
    const input = (label: string) =>
      dialog.locator('label', { hasText: label }).locator('xpath=..').locator('input').first();
    await input('供应商').fill('华北五金');
    await input('预算').fill('3600');
    const lines = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await lines.nth(0).locator('input').nth(0).fill('扳手');
    await lines.nth(0).locator('input').nth(1).fill('12');
    await dialog.getByRole('button', { name: /添\s*加/ }).click();
    await lines.nth(1).locator('input').nth(0).fill('钳子');
    await lines.nth(1).locator('input').nth(1).fill('8');
    await screenshot(page, 'online-dev-tables-record');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByText('新建成功').waitFor();
    await page.getByRole('row', { name: /华北五金/ }).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-tables-page');

    // the record and both lines are rows of the new tables
    const list = await api<{ list: { id: string }[] }>(
      page,
      'POST',
      `/api/visualdev/OnlineDev/${id}/List`,
      {},
    );
    const record = await api<{ data: string }>(
      page,
      'GET',
      `/api/visualdev/OnlineDev/${id}/${list.data.list[0].id}`,
    );
    const lineRows = JSON.parse(record.data.data).tableField103 as { comInputField104: string }[];
    expect(lineRows.map((r) => r.comInputField104).sort()).toEqual(['扳手', '钳子'].sort());
    const preview = await api<{ pagination: { total: number } }>(
      page,
      'GET',
      `/api/system/DataModel/0/Table/${tableName}_tablefield103/Preview?currentPage=1&pageSize=20`,
    );
    expect(preview.data.pagination.total).toBe(2);
  });

  it('binds a form to tables of the demo data source, column by column, and names the controls a change unbinds', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    const name = `客户订单${run}`;
    const id = await newDesign(page, name, 'tablesBound');
    const bar = await openDesigner(page, name);
    await page.getByTestId('palette-comInput').click();
    await setLabel(page, '客户名称');
    const columns = await addSubTable(page, '订单');
    await dropInto(page, 'numInput', columns);
    await setLabel(page, '数量');

    await bar.getByText('数据表', { exact: true }).click();
    const pane = page.getByTestId('design-tables');
    await pane.getByTestId('design-tables-source').click();
    await pickInPopup(page, '演示业务库');
    const picker = pane.getByTestId('design-tables-picker');
    await picker.click();
    await pickInPopup(page, /^demo_customer/);
    await pane.getByRole('button', { name: buttonName('添加') }).click();
    await pane.getByRole('cell', { name: 'demo_customer', exact: true }).waitFor();
    await picker.click();
    await pickInPopup(page, /^demo_order/);
    await pane.getByRole('button', { name: buttonName('添加') }).click();
    await pane.getByRole('cell', { name: 'demo_order', exact: true }).waitFor();
    // the child's foreign key is guessed from the main table's name
    await pane.getByTestId('design-tables-tableField-demo_order').getByText('customer_id').waitFor();
    // every control still carries its automatic name: each is named until a column is picked
    const lost = pane.getByTestId('design-tables-lost');
    await lost.getByText(/客户名称绑定的字段【comInputField\d+】不在数据表【demo_customer】中/).waitFor();
    await lost.getByText(/请选择订单的控件字段/).waitFor();
    await settle(page);
    await screenshot(page, 'online-dev-tables-bind');

    await bar.getByText('表单设计', { exact: true }).click();
    await canvasItem(page, '客户名称').click();
    await panelRow(page, '控件字段').locator('.ant-select').click();
    await pickInPopup(page, 'demo_customer.name (客户名称)');
    await canvasItem(page, '订单').click();
    await panelRow(page, '子表数据表').locator('.ant-select').click();
    await pickInPopup(page, 'demo_order');
    await canvasItem(page, '数量').click();
    await panelRow(page, '控件字段').locator('.ant-select').click();
    await pickInPopup(page, 'demo_order.quantity (数量)');
    await expect.poll(() => page.getByTestId('designer-issues').textContent()).toContain('没有问题');
    await screenshot(page, 'online-dev-tables-columns');
    await bar.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('设计已保存').waitFor();
    const saved = await api<{ tables: string; formData: string; dbLinkId: string }>(
      page,
      'GET',
      `/api/visualdev/Base/${id}`,
    );
    expect(saved.data.dbLinkId).not.toBe('0');
    expect(JSON.parse(saved.data.tables)).toEqual([
      expect.objectContaining({ table: 'demo_customer', typeId: '1' }),
      expect.objectContaining({
        table: 'demo_order',
        typeId: '0',
        relationTable: 'demo_customer',
        relationField: 'id',
        tableField: 'customer_id',
      }),
    ]);
    const [customer, orders] = (JSON.parse(saved.data.formData) as { fields: StoredControl[] }).fields;
    expect(customer).toMatchObject({ __vModel__: 'name', __config__: { tableName: 'demo_customer' } });
    expect(orders.__config__.tableName).toBe('demo_order');
    expect(orders.__config__.children?.[0]).toMatchObject({
      __vModel__: 'quantity',
      __config__: { tableName: 'demo_order' },
    });

    // without the child table, the sub-table is named as having lost it
    await bar.getByText('数据表', { exact: true }).click();
    await pane
      .getByRole('row', { name: /demo_order/ })
      .getByRole('button', { name: buttonName('移除') })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await lost.getByText('订单绑定的数据表【demo_order】不在已选的数据表中，请重新选择').waitFor();
    await screenshot(page, 'online-dev-tables-lost');
  });
});
