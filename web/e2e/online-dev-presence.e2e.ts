import { newControl } from '@app/common/form';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/src/db/seed/seed-id';
import { api, buttonName, settle, signInAsAdmin, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/**
 * Issue 16 item 5: two administrators open the same design in the designer; each sees the other in the
 * editor's header, a save by one is announced to the other before they save over it, and when one closes
 * the design the other's header says so (decision 074).
 */

const EDITOR_NAME = '李编辑';

function applyForm() {
  const name = newControl('comInput', 101);
  name.__config__.label = '申请人';
  return { idGlobal: 101, fields: [name] };
}

type TracedWindow = Window & { __sockets: WebSocket[] };

/** Runs in the page before the app: keeps the sockets it opens, so the test can cut one as a network would. */
function traceSockets() {
  const Native = window.WebSocket;
  const sockets: WebSocket[] = [];
  (window as unknown as TracedWindow).__sockets = sockets;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push(this);
    }
  };
}

/** Opens the design from 在线开发 › Web设计 and waits for the designer's bar. */
async function openDesigner(page: Page, code: string, name: string) {
  await page.goto(`/onlineDev/webDesign`);
  await page.getByRole('columnheader', { name: '页面类型' }).waitFor();
  await settle(page);
  await page.getByPlaceholder('请输入名称或编码').fill(code);
  await page.getByPlaceholder('请输入名称或编码').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByText('设计', { exact: true }).click();
  const bar = page.getByTestId('design-editor-bar');
  await bar.getByText(name).waitFor();
  return bar;
}

describe('online development: who else has the design open', () => {
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    a = await openBrowser();
    b = await openBrowser();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shows each administrator the other, warns of a newer save, and updates when one closes', async () => {
    const stamp = Date.now().toString(36);
    const code = `presence${stamp}`;
    const name = `协同编辑${stamp}`;
    const account = `editor${stamp}`;
    await signInAsAdmin(a.page);

    // A second administrator, made through the API: the seed's 系统管理员 role opens 在线开发.
    const roles = await api<{ list: { id: string; fullName: string }[] }>(
      a.page,
      'GET',
      `/api/permission/Role?keyword=${encodeURIComponent('系统管理员')}`,
    );
    const roleId = roles.data.list.find((r) => r.fullName === '系统管理员')?.id;
    expect(roleId).toBeDefined();
    const created = await api(a.page, 'POST', '/api/permission/Users', {
      account,
      realName: EDITOR_NAME,
      organizeId: seedId('org:HXSZ.XXJS'),
      roleIds: [roleId],
      gender: 1,
    });
    expect(created.code, created.msg).toBe(200);
    const design = await api<{ id: string }>(a.page, 'POST', '/api/visualdev/Base', {
      type: 1,
      fullName: name,
      enCode: code,
      webType: 1,
      formData: JSON.stringify(applyForm()),
    });
    expect(design.code, design.msg).toBe(200);

    await b.context.addInitScript(traceSockets);
    await b.page.goto('/login');
    await submitLogin(b.page, account, '123456');
    await b.page.waitForURL((url) => url.pathname === '/home');

    const barA = await openDesigner(a.page, code, name);
    const barB = await openDesigner(b.page, code, name);
    await barA.getByTestId('design-editors').getByText(`${EDITOR_NAME} 正在编辑`).waitFor();
    await barB.getByTestId('design-editors').getByText('管理员 正在编辑').waitFor();
    // Nobody is listed twice, and nobody sees themselves.
    await expect(barA.getByTestId('design-editors').locator('.ant-avatar').count()).resolves.toBe(1);
    await barA.getByTestId('design-editors').locator('.ant-avatar').hover();
    await a.page
      .getByRole('tooltip')
      .getByText(new RegExp(`${EDITOR_NAME}，\\d\\d:\\d\\d 打开`))
      .waitFor();
    await screenshot(a.page, 'online-dev-presence-both');
    // the tooltip would cover the banner below
    await a.page.mouse.move(700, 600);
    await a.page.getByRole('tooltip').waitFor({ state: 'hidden' });

    // The second administrator's socket drops (as a network cut would): the channel reconnects and the
    // designer says again that it has the design open (the server forgot the socket that dropped).
    await b.page.evaluate(() => (window as unknown as TracedWindow).__sockets.at(-1)?.close(3000, 'cut'));
    await barA.getByTestId('design-editors').waitFor({ state: 'detached' });
    await barA.getByTestId('design-editors').getByText(`${EDITOR_NAME} 正在编辑`).waitFor();

    // The second administrator saves: the first is told before saving over it, and the 409 still guards.
    const saved = await api(b.page, 'PUT', `/api/visualdev/Base/${design.data.id}`, {
      fullName: name,
      enCode: code,
      webType: 1,
      formData: JSON.stringify(applyForm()),
      version: 1,
    });
    expect(saved.code, saved.msg).toBe(200);
    const alert = a.page.getByTestId('design-newer-save');
    await alert.getByText(new RegExp(`${EDITOR_NAME} 于 \\d\\d:\\d\\d 保存了 V2，您编辑的是 V1`)).waitFor();
    await screenshot(a.page, 'online-dev-presence-newer-save');
    await barA.getByRole('button', { name: buttonName('保存') }).click();
    const conflict = a.page.locator('.ant-modal-confirm').filter({ hasText: '设计已被他人修改' });
    await conflict.waitFor();
    await conflict.getByRole('button').last().click();
    await conflict.waitFor({ state: 'detached' });
    await alert.getByRole('button', { name: '载入最新版本' }).click();
    await alert.waitFor({ state: 'detached' });
    await barA.getByText('草稿 V2').waitFor();

    // The second administrator closes the designer: the first one's header no longer lists them.
    await barB.getByRole('button', { name: buttonName('关闭') }).click();
    await barB.waitFor({ state: 'detached' });
    await barA.getByTestId('design-editors').waitFor({ state: 'detached' });
    await screenshot(a.page, 'online-dev-presence-alone');
  });
});
