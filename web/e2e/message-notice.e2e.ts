import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, buttonName, settle, signInAsAdmin, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/** A screenshot once antd's open and close animations are over (what a person would see). */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The header bell, whatever its unread count says. */
const bell = (page: Page) => page.getByRole('button', { name: /^站内消息/ });
const badge = async (page: Page) => Number(await bell(page).getAttribute('data-unread'));

/** Signs in and waits until the realtime channel answered OnConnection (the badge is counted). */
async function signInWithChannel(page: Page, account: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/message/websocket'));
  await page.goto('/login');
  await submitLogin(page, account, '123456');
  await page.waitForURL((url) => url.pathname === '/home');
  await (await socket).waitForEvent('framereceived', (f) => String(f.payload).includes('"initMessage"'));
}

describe('notices (系统公告) and the message centre', () => {
  let admin: Session;
  let reader: Session;
  beforeEach(async () => {
    [admin, reader] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterEach(async () => {
    await Promise.all([admin.close(), reader.close()]);
  });

  it("a released notice raises a signed-in user's badge at once; they read it, mark all read and tidy their list", async () => {
    const title = `国庆放假安排 ${Date.now().toString(36)}`;
    const page = reader.page;
    await signInWithChannel(page, 'zhouqiang');
    const before = await badge(page);

    // The administrator writes the notice with the editor and saves it as a draft.
    const desk = admin.page;
    await signInAsAdmin(desk);
    await desk.goto('/system/notice');
    await desk.getByRole('columnheader', { name: '发送时间' }).waitFor();
    await settle(desk);
    await desk.getByRole('button', { name: /新建公告/ }).click();
    const form = desk.getByRole('dialog');
    await form.getByLabel('标题').fill(title);
    const editor = form.locator('.ql-editor');
    await editor.waitFor();
    await editor.click();
    await desk.keyboard.type('十月一日至七日放假，');
    await form.locator('button.ql-bold').click();
    await desk.keyboard.type('请提前安排工作');
    await form.locator('button.ql-bold').click();
    await desk.keyboard.press('Enter');
    await form.locator('button.ql-list[value="bullet"]').click();
    await desk.keyboard.type('值班表见附件');
    await shot(desk, 'message-notice-form');
    await form.getByRole('button', { name: buttonName('确定') }).click();
    await form.waitFor({ state: 'hidden' });
    const row = desk.getByRole('row').filter({ hasText: title });
    await row.getByText('存草稿').waitFor();
    expect(await badge(page)).toBe(before);

    // Editing the draft loads what was stored back into the editor: the bold run and the bullet item.
    await row.getByRole('button', { name: buttonName('编辑') }).click();
    const edit = desk.getByRole('dialog');
    await edit.locator('.ql-editor strong', { hasText: '请提前安排工作' }).waitFor();
    await edit.locator('.ql-editor li[data-list="bullet"]', { hasText: '值班表见附件' }).waitFor();
    expect(await edit.getByLabel('标题').inputValue()).toBe(title);
    await edit.getByRole('button', { name: buttonName('取消') }).click();
    await edit.waitFor({ state: 'hidden' });

    // What the editor wrote is what is stored: bold and a bullet list.
    await row.getByRole('button', { name: '预览' }).click();
    const preview = desk.getByRole('dialog');
    await preview.locator('strong', { hasText: '请提前安排工作' }).waitFor();
    await preview.locator('li[data-list="bullet"]', { hasText: '值班表见附件' }).waitFor();
    await shot(desk, 'message-notice-preview');
    await preview.getByRole('button', { name: /close|关闭/i }).click();

    await row.getByRole('button', { name: buttonName('发布') }).click();
    await desk.getByText(`确定发布公告「${title}」吗？`, { exact: false }).waitFor();
    // The reader's page notes when its bell changes (the test's own polling adds its delay on a busy machine).
    await page.evaluate(() => {
      const button = document.querySelector('button[aria-label^="站内消息"]') as HTMLElement;
      new MutationObserver(() => {
        (window as unknown as { __bellAt?: number }).__bellAt ??= Date.now();
      }).observe(button, { attributes: true, attributeFilter: ['data-unread'] });
    });
    const confirmed = Date.now();
    await desk
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('发布') })
      .click();
    await desk.getByText(/发布成功，已发送给\d+位用户/).waitFor();
    await row.getByText('已发送').waitFor();
    await settle(desk);
    await shot(desk, 'message-notice-list');

    // The reader's page was not touched: the push raised the badge.
    await expect.poll(() => badge(page), { timeout: 2000, interval: 50 }).toBe(before + 1);
    const bellAt = await page.evaluate(() => (window as unknown as { __bellAt?: number }).__bellAt ?? 0);
    console.log(`the reader's bell changed ${bellAt - confirmed} ms after 发布 was confirmed`);

    await bell(page).click();
    const drawer = page.locator('.ant-drawer');
    const item = drawer.getByRole('button', { name: new RegExp(title) });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('0');
    await shot(page, 'message-notice-drawer');
    await item.click();
    const dialog = page.getByRole('dialog', { name: '公告详情' });
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.locator('strong', { hasText: '请提前安排工作' }).waitFor();
    await dialog.getByText('周强').or(dialog.getByText('/admin')).first().waitFor();
    await shot(page, 'message-notice-dialog');
    await expect.poll(() => badge(page)).toBe(before);
    await dialog.getByRole('button', { name: /close|关闭/i }).click();
    expect(await item.getAttribute('data-read')).toBe('1');

    // A second notice, then 全部已读 clears the badge after the product's question.
    const second = await api<{ id: string }>(desk, 'POST', '/api/message', {
      title: `${title}（补充）`,
      bodyText: '<p>补充说明</p>',
    });
    await api(desk, 'PUT', `/api/message/${second.data.id}/Actions/Release`);
    await expect.poll(() => badge(page)).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: new RegExp(`${title}（补充）`) }).waitFor();
    await drawer.getByRole('button', { name: /全部已读/ }).click();
    await page.getByText('您确定全部为已读状态, 是否继续?').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await expect.poll(() => badge(page)).toBe(0);

    // 消息中心: both notices listed, read; remove the first from my list.
    await drawer.getByRole('button', { name: /消息中心/ }).click();
    await page.waitForURL((url) => url.pathname === '/messageRecord');
    await settle(page);
    const record = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => record.count()).toBe(2);
    await page.getByPlaceholder('请输入标题查询').fill(title);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await settle(page);
    await shot(page, 'message-record-list');
    const first = page.getByRole('row').filter({ hasText: title }).filter({ hasNotText: '补充' });
    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: /删除所选/ }).click();
    await page.getByText('确定从您的消息列表中删除所选的1条消息吗？').waitFor();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: buttonName('确定') })
      .click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(1);

    // Another filter with nothing in it shows the empty state.
    await page.getByPlaceholder('请输入标题查询').fill(`${title} 不存在`);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('没有符合条件的消息').waitFor();
    await shot(page, 'message-record-empty');
  });

  it('a notice carrying script stays inert when it is opened', async () => {
    const title = `XSS 公告 ${Date.now().toString(36)}`;
    const page = reader.page;
    await signInWithChannel(page, 'zhouqiang');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });

    const desk = admin.page;
    await signInAsAdmin(desk);
    const body = [
      '<p>安全正文</p>',
      '<img src=x onerror="window.__pwned=1;alert(1)">',
      '<script>window.__pwned=2;alert(2)</script>',
      '<p><a href="javascript:window.__pwned=3;alert(3)">点我</a></p>',
      '<svg onload="window.__pwned=4"><circle r="1"></circle></svg>',
      '<iframe src="javascript:parent.__pwned=5"></iframe>',
      '<p onmouseover="window.__pwned=6" style="background:url(javascript:alert(6))">悬停</p>',
      '<a href="jav&#x09;ascript:window.__pwned=7">制表符</a>',
    ].join('');
    const created = await api<{ id: string }>(desk, 'POST', '/api/message', { title, bodyText: body });
    expect(created.code).toBe(200);
    expect((await api(desk, 'PUT', `/api/message/${created.data.id}/Actions/Release`)).code).toBe(200);

    await bell(page).click();
    const item = page.locator('.ant-drawer').getByRole('button', { name: new RegExp(title) });
    await item.click();
    const dialog = page.getByRole('dialog', { name: '公告详情' });
    await dialog.getByText('安全正文').waitFor();
    await dialog.getByText('悬停').hover();
    const link = dialog.getByText('点我');
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    await dialog.getByText('制表符').click();
    await settle(page);
    // The body as stored and shown (antd's own close icon is an svg, so only the article is checked).
    const shown = dialog.locator('article');
    expect(await shown.locator('script, iframe, svg, [onerror], [onload], [onmouseover]').count()).toBe(0);
    expect(await shown.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await shot(page, 'message-notice-xss');
  });

  it('the drawer shows 20 at a time and the next 20 when scrolled near its end', async () => {
    const page = reader.page;
    await signInWithChannel(page, 'zhouqiang');
    const desk = admin.page;
    await signInAsAdmin(desk);
    const stamp = Date.now().toString(36);
    for (let i = 1; i <= 25; i++) {
      const created = await api<{ id: string }>(desk, 'POST', '/api/message', {
        title: `分页公告 ${stamp} #${i}`,
      });
      await api(desk, 'PUT', `/api/message/${created.data.id}/Actions/Release`);
    }
    await bell(page).click();
    const list = page.getByTestId('message-drawer-list');
    const items = list.getByRole('button');
    await list.getByRole('button', { name: new RegExp(`分页公告 ${stamp} #25`) }).waitFor();
    expect(await items.count()).toBe(20);
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => items.count()).toBeGreaterThan(20);
    // Newest first: the oldest of this batch is on the second page.
    await list.getByRole('button', { name: new RegExp(`分页公告 ${stamp} #1\\b`) }).waitFor();
    await shot(page, 'message-drawer-paged');
  });
});
