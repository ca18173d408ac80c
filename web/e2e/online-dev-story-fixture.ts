import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedId } from '../../server/src/db/seed/seed-id';
import { api, submitLogin } from './support/actions';

/**
 * What the purchase-order story (online-dev-story*.e2e.ts) does again and again: dragging from the designer's
 * palette, editing the selected control in the property panel, picking from antd's popups, and making the
 * story's own role users.
 */

/** Names of this run: every e2e file shares one server, so what the story creates carries its own suffix. */
export const suffix = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

/**
 * Drags `source` with the mouse as a person would and lets go at (x, y). dnd-kit starts after 5 px, and it
 * scrolls a container while the pointer rests near its edge (the palette's lower entries are there), so the
 * pointer leaves the source at once and settles on the target before letting go.
 */
export async function dragTo(page: Page, source: Locator, x: number, y: number): Promise<void> {
  const from = await source.boundingBox();
  if (!from) throw new Error('nothing to drag: the source is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2);
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.move(x + 1, y);
  await page.mouse.up();
}

/**
 * Drags a palette entry into a list of the canvas after what it already holds: below the form's last
 * control, or onto the right half of a sub-table's last column (the innermost zone under the pointer wins,
 * and its right half means after it); into an empty list at its middle.
 */
export async function dropFromPalette(page: Page, jnpfKey: string, list: Locator, side: 'bottom' | 'right') {
  const items = list.locator(':scope > [data-testid^="designer-item-"]');
  const last = (await items.count()) > 0 ? await items.last().boundingBox() : null;
  const box = last ?? (await list.boundingBox());
  if (!box) throw new Error('the drop list is not laid out');
  const [x, y] = !last
    ? [box.x + box.width / 2, box.y + box.height / 2]
    : side === 'bottom'
      ? [box.x + box.width / 2, box.y + box.height - 4]
      : [box.x + box.width - 8, box.y + box.height / 2];
  await dragTo(page, page.getByTestId(`palette-${jnpfKey}`), x, y);
}

/** The selected control on the canvas (a drop or a click selects it) and its formId. */
export async function selectedControl(page: Page): Promise<{ item: Locator; formId: number }> {
  const item = page.locator('[data-testid^="designer-item-"][data-selected]').last();
  const testId = await item.getAttribute('data-testid');
  return { item, formId: Number(String(testId).replace('designer-item-', '')) };
}

/** A row of the property panel (an antd form item) by its exact label. */
export const panelRow = (page: Page, label: string) =>
  page
    .getByTestId('designer-panel')
    .locator('.ant-form-item:visible')
    .filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) });

/** Renames the selected control (控件标题). */
export async function setLabel(page: Page, label: string): Promise<void> {
  const input = panelRow(page, '控件标题').locator('input');
  await input.fill(label);
  await expect.poll(() => input.inputValue()).toBe(label);
}

/** Picks `text` in the open antd select or tree-select popup (the last one opened is the visible one). */
export async function pickInPopup(page: Page, text: string | RegExp): Promise<void> {
  await page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: text })
    .first()
    .click();
}

/** Opens an antd select and picks an option, typing first to narrow a long list. */
export async function pickFrom(page: Page, select: Locator, text: string, typed?: string): Promise<void> {
  await select.click();
  if (typed) await select.locator('input').first().fill(typed);
  await pickInPopup(page, text);
}

/** The same, for the select inside `box` (a form item, a search field). */
export const choose = (page: Page, box: Locator, text: string, typed?: string) =>
  pickFrom(page, box.locator('.ant-select').first(), text, typed);

/** A designed form's field (its label and control) in the renderer, by the field's label. */
export const designedField = (scope: Locator, label: string) =>
  scope.locator(`label[title="${label}"]`).first().locator('xpath=..');

/** An antd form item (the list designer's settings, dialogs of the platform) by its exact label. */
export const formItem = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({
      has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }),
    })
    .first();

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A user holding one role (through the API, as the brief allows), password 123456. */
export async function createRoleUser(
  admin: Page,
  roleId: string,
  account: string,
  realName: string,
): Promise<void> {
  const created = await api(admin, 'POST', '/api/permission/Users', {
    account,
    realName,
    organizeId: seedId('org:HXSZ.XXJS'),
    roleIds: [roleId],
    gender: 1,
  });
  expect(created.code, created.msg).toBe(200);
}

/** The id of a role found by its name. */
export async function roleIdOf(admin: Page, name: string): Promise<string> {
  const roles = await api<{ list: { id: string; fullName: string }[] }>(
    admin,
    'GET',
    `/api/permission/Role?keyword=${encodeURIComponent(name)}`,
  );
  const role = roles.data.list.find((r) => r.fullName === name);
  expect(role, name).toBeDefined();
  return String(role?.id);
}

/** Signs in at the login screen as a user of this story (password 123456). */
export async function signInAs(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account, '123456');
  await page.waitForURL((url) => url.pathname === '/home');
}

/** A token of `account` for calls the browser is bypassed for (the server's own checks). */
export async function tokenOf(baseUrl: string, account: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5('123456'), grant_type: 'password' }),
  }).then((r) => r.json());
  expect(login.code, login.msg).toBe(200);
  return login.data.token as string;
}
