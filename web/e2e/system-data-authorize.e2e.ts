import { MENU_FIELD_KEYS } from '@app/common';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonName, settle, signInAsAdmin, storedToken, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** Opens an antd select and picks the option showing exactly `option`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope
    .locator('.ant-select')
    .filter({ has: page.getByLabel(label) })
    .click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

async function api<T>(page: Page, method: string, url: string, body?: object): Promise<T> {
  const token = JSON.parse((await storedToken(page)) ?? 'null') as string | null;
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const res = await fetch(url, {
        method,
        headers: { authorization: token ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await res.json();
      if (json.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
      return json.data;
    },
    { method, url, body, token },
  ) as Promise<T>;
}

describe('data permission of a menu', () => {
  let s: Session;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('admin describes a field and a scheme on 用户管理; a role granted 本组织及子组织 and the 账号 column sees only its organisation, without 手机', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/menu');
    await page.getByRole('button', { name: /展开全部/ }).click();
    await page.getByRole('cell', { name: '用户管理' }).waitFor();
    await settle(page);

    const row = page.getByRole('row').filter({ hasText: '用户管理' }).first();
    await row.getByRole('button', { name: /权限设置/ }).click();
    await page.getByRole('menuitem', { name: '数据权限字段' }).click();
    const drawer = page.locator('.ant-drawer');
    // Seeded pages carry the data switch already, as the menu form saves it.
    await drawer.getByRole('tab', { name: '数据权限字段' }).waitFor();
    expect(await drawer.getByText('该菜单未开启数据权限').count()).toBe(0);

    // Two fields: 所属组织 (等于/不等于/属于) and 账号 (包含).
    const addField = async (name: string, code: string, ops: string[]) => {
      await drawer.getByRole('button', { name: /新建/ }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: '数据权限字段' }).last();
      await dialog.getByLabel('字段名称').fill(name);
      await dialog.getByLabel('字段', { exact: true }).fill(code);
      for (const op of ops) await choose(page, dialog, '条件符号', op);
      await page.keyboard.press('Escape');
      if (name === '所属组织') await screenshot(page, 'system-data-authorize-field-form');
      await dialog.getByRole('button', { name: buttonName('确定') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await drawer.getByRole('cell', { name: code, exact: true }).waitFor();
    };
    await addField('所属组织', 'organizeId', ['属于']);
    await addField('账号', 'account', ['包含']);
    await settle(page);
    await screenshot(page, 'system-data-authorize-fields');

    // A scheme of two groups joined by 或者.
    await drawer.getByRole('tab', { name: '数据权限方案' }).click();
    await drawer.getByRole('button', { name: /新建/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '数据权限方案' }).last();
    await dialog.getByLabel('方案名称').fill('本部门或账号含 li');
    await dialog.getByLabel('编码').fill('org_or_li');
    await dialog.locator('.ant-radio-button-wrapper', { hasText: '或者' }).first().click();
    const group1 = dialog.locator('section').nth(0);
    await choose(page, group1, '选择字段', '所属组织');
    await choose(page, group1, '自定义值', '当前组织');
    await dialog.getByRole('button', { name: '添加条件组' }).click();
    const group2 = dialog.locator('section').nth(1);
    await choose(page, group2, '选择字段', '账号');
    await choose(page, group2, '条件', '包含');
    await group2.getByPlaceholder('请输入值').fill('li');
    await page.waitForTimeout(300);
    await screenshot(page, 'system-data-authorize-scheme-form');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await drawer.getByRole('cell', { name: 'org_or_li' }).waitFor();

    // The scheme to grant: 本组织及子组织.
    await drawer.getByRole('button', { name: /新建/ }).click();
    await dialog.getByLabel('方案名称').fill('本组织及子组织');
    await dialog.getByLabel('编码').fill('org_and_sub');
    await choose(page, dialog.locator('section').nth(0), '选择字段', '所属组织');
    await choose(page, dialog.locator('section').nth(0), '自定义值', '当前组织及子组织');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await drawer.getByRole('cell', { name: 'org_and_sub' }).waitFor();
    await settle(page);
    await screenshot(page, 'system-data-authorize-schemes');

    // Grant 用户管理 with the scheme to 财务人员 (陈静, 杨帆, 赵磊 of 财务部).
    const menus = await api<{ list: { id: string; enCode: string; children?: unknown[] }[] }>(
      page,
      'GET',
      '/api/system/Menu?category=Web&keyword=permission.user',
    );
    const flat = (
      nodes: { id: string; enCode: string; children?: unknown[] }[],
    ): { id: string; enCode: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const byCode = new Map(flat(menus.list).map((n) => [n.enCode, n.id]));
    const usersMenu = byCode.get('permission.user') as string;
    const schemes = await api<{ list: { id: string; enCode: string }[] }>(
      page,
      'GET',
      `/api/system/ModuleDataAuthorizeScheme/${usersMenu}/List`,
    );
    // Column permission: 用户管理 describes 账号 and 手机; 财务人员 is granted 账号 only.
    const menu = await api<Record<string, unknown>>(page, 'GET', `/api/system/Menu/${usersMenu}`);
    const stored = Object.fromEntries(MENU_FIELD_KEYS.map((k) => [k, menu[k]]));
    await api(page, 'PUT', `/api/system/Menu/${usersMenu}`, { ...stored, isColumnAuthorize: 1 });
    const column = (fullName: string, enCode: string) =>
      api<{ id: string }>(page, 'POST', '/api/system/ModuleColumn', {
        moduleId: usersMenu,
        fullName,
        enCode,
        sortCode: 0,
        enabledMark: 1,
        description: null,
      });
    const accountColumn = await column('账号', 'account');
    await column('手机', 'mobilePhone');
    const roles = await api<{ list: { id: string; fullName: string }[] }>(
      page,
      'GET',
      '/api/permission/Role?keyword=财务人员',
    );
    await api(page, 'PUT', `/api/permission/Authority/Data/${roles.list[0].id}`, {
      objectType: 'Role',
      module: [byCode.get('permission'), usersMenu],
      button: [],
      column: [accountColumn.id],
      form: [],
      resource: [schemes.list.find((x) => x.enCode === 'org_and_sub')?.id],
    });

    const adminToken = await storedToken(page);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await submitLogin(page, 'yangfan', '123456');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/permission/user');
    await page.getByRole('cell', { name: '赵磊' }).waitFor();
    await settle(page);
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    expect(headers).toContain('账号');
    expect(headers).not.toContain('手机');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const names = await rows.locator(`td:nth-child(${headers.indexOf('姓名') + 1})`).allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['杨帆', '赵磊', '陈静']));
    expect(names).not.toContain('黄敏');
    // Only 财务部 (it has no sub-organisations): nobody from 总裁办, 信息技术部 or the other companies.
    const orgs = await rows.locator(`td:nth-child(${headers.indexOf('所属组织') + 1})`).allInnerTexts();
    expect(new Set(orgs)).toEqual(new Set(['财务部']));
    await screenshot(page, 'system-data-authorize-scoped-users');

    // The scenarios share one server: leave 用户管理 and 财务人员 as they were for the others.
    await page.evaluate((token) => window.localStorage.setItem('jnpf_token', token ?? ''), adminToken);
    const fields = await api<{ list: { id: string }[] }>(
      page,
      'GET',
      `/api/system/ModuleDataAuthorize/${usersMenu}/List`,
    );
    for (const scheme of schemes.list)
      await api(page, 'DELETE', `/api/system/ModuleDataAuthorizeScheme/${scheme.id}`);
    for (const field of fields.list) await api(page, 'DELETE', `/api/system/ModuleDataAuthorize/${field.id}`);
    const columns = await api<{ list: { id: string }[] }>(
      page,
      'GET',
      `/api/system/ModuleColumn/${usersMenu}/Fields`,
    );
    for (const c of columns.list) await api(page, 'DELETE', `/api/system/ModuleColumn/${c.id}`);
    await api(page, 'PUT', `/api/permission/Authority/Data/${roles.list[0].id}`, {
      objectType: 'Role',
      module: [],
      button: [],
      column: [],
      form: [],
      resource: [],
    });
  });
});
