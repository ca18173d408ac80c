import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedId } from '../../server/src/db/seed/seed-id';
import { submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Half a second of silence as a WAV file (8 kHz, 16-bit mono). */
function silentWav(): Buffer {
  const data = Buffer.alloc(8000);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(16000, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

async function apiLogin(baseUrl: string, account: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }),
  }).then((r) => r.json());
  return login.data.token as string;
}
const stamp = Date.now().toString(36);

interface Person {
  id: string;
  account: string;
  realName: string;
}

/** Two people of their own for this run (系统管理员 role, password 123456), so counts start at zero. */
async function createPeople(baseUrl: string): Promise<[Person, Person]> {
  const token = await apiLogin(baseUrl, 'admin', 'admin123');
  const people: Person[] = [];
  for (const [suffix, name] of [
    ['a', '聊天甲'],
    ['b', '聊天乙'],
  ]) {
    const person = { account: `chat${stamp}${suffix}`, realName: `${name}${stamp.slice(-4)}` };
    const created = await fetch(`${baseUrl}/api/permission/Users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        ...person,
        organizeId: seedId('org:HXSZ.XXJS'),
        roleIds: [seedId('role:sysadmin')],
        gender: 1,
      }),
    }).then((r) => r.json());
    expect(created.code, created.msg).toBe(200);
    people.push({ ...person, id: created.data.id });
  }
  return [people[0], people[1]];
}

async function signIn(page: Page, account: string) {
  await page.goto('/login');
  await submitLogin(page, account, '123456');
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByText('我的功能').waitFor();
}

/** The header's chat icon; its accessible name carries the unread count. */
const chatIcon = (page: Page) => page.locator('header button[data-unread]').first();

const PLACEHOLDER = '输入消息，Enter 发送，Shift+Enter 换行';
const drawerOf = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '联系人' }) });
/** The conversation window with that person (the drawer may list them too: it has no input box). */
const chatWith = (page: Page, person: Person) =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByPlaceholder(PLACEHOLDER) })
    .filter({ hasText: person.account });

async function openDrawer(page: Page) {
  await chatIcon(page).click();
  const drawer = drawerOf(page);
  await drawer.waitFor();
  return drawer;
}

/** Closes the open conversation window (one at a time per page). */
async function closeChat(page: Page) {
  await page.locator('.ant-modal-close').click();
  await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
}

async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close').click();
  await drawerOf(page).waitFor({ state: 'hidden' });
}

/** Opens the conversation with someone through 联系人 and its keyword search. */
async function openChatWith(page: Page, person: Person): Promise<Locator> {
  const drawer = await openDrawer(page);
  await drawer.getByRole('tab', { name: '联系人' }).click();
  await drawer.getByPlaceholder('搜索姓名或账号').fill(person.realName);
  await drawer.getByTestId('chat-contact').filter({ hasText: person.account }).click();
  const chat = chatWith(page, person);
  await chat.waitFor();
  await drawerOf(page).waitFor({ state: 'hidden' });
  return chat;
}

async function typeAndSend(chat: Locator, text: string) {
  const box = chat.getByPlaceholder(PLACEHOLDER);
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

const bubbles = (chat: Locator) => chat.getByTestId('chat-message');

describe('chat (即时聊天)', () => {
  let a: Session;
  let b: Session;
  let alice: Person;
  let bob: Person;

  beforeAll(async () => {
    [alice, bob] = await createPeople(inject('baseUrl'));
    a = await openBrowser();
    b = await openBrowser();
    await signIn(a.page, alice.account);
    await signIn(b.page, bob.account);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  // A scenario that failed half-way may leave a conversation or the drawer open over the header:
  // the next one starts from a fresh home page instead of failing behind it.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    for (const session of [a, b]) {
      await session.page.goto('/home');
      await session.page.getByText('我的功能').waitFor();
    }
  });

  it('two people chat both ways, with unread counts, a blinking icon and read marks', async () => {
    expect(await chatIcon(b.page).getAttribute('data-unread')).toBe('0');
    const aliceChat = await openChatWith(a.page, bob);
    await aliceChat.getByText('还没有消息，打个招呼吧').waitFor();

    // Enter sends, trimmed; Shift+Enter makes a new line; whitespace alone sends nothing.
    const box = aliceChat.getByPlaceholder(PLACEHOLDER);
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('  你好，下午三点开会 [微笑] ');
    await box.press('Enter');
    await bubbles(aliceChat).first().waitFor();
    expect(await bubbles(aliceChat).count()).toBe(1);
    const first = bubbles(aliceChat).first();
    expect(await first.innerText()).toContain('你好，下午三点开会 🙂');
    await first.getByText('未读').waitFor();

    // Bob's icon counts and blinks before he ever opened the chat.
    await expect.poll(() => chatIcon(b.page).getAttribute('data-unread')).toBe('1');
    expect(await chatIcon(b.page).locator('.anticon').getAttribute('class')).toMatch(/blink/);
    await screenshot(b.page, 'chat-unread-icon');

    const drawer = await openDrawer(b.page);
    const entry = drawer.getByTestId('chat-recent-item').filter({ hasText: alice.account });
    await entry.waitFor();
    expect(await entry.getAttribute('data-unread')).toBe('1');
    expect(await entry.innerText()).toContain('你好，下午三点开会 🙂');
    await b.page.waitForTimeout(400); // the drawer's slide-in, for the picture only
    await screenshot(b.page, 'chat-drawer-recent');
    await entry.click();
    const bobChat = chatWith(b.page, alice);
    await bobChat.getByText('你好，下午三点开会').waitFor();

    // Opening the chat marked it read: Alice sees 已读, Bob's icon stops.
    await first.getByText('已读').waitFor();
    await expect.poll(() => chatIcon(b.page).getAttribute('data-unread')).toBe('0');

    // Bob answers with two lines and an emoji from the table.
    const bobBox = bobChat.getByPlaceholder(PLACEHOLDER);
    await bobBox.fill('收到');
    await bobBox.press('Shift+Enter');
    await bobBox.pressSequentially('准时到');
    await bobChat.getByRole('button', { name: '表情' }).click();
    await b.page.getByRole('option', { name: '[OK]' }).click();
    // The code goes into the box at the caret; the emoji shows once sent.
    await expect.poll(() => bobBox.inputValue()).toBe('收到\n准时到[OK]');
    await bobBox.press('Enter');
    // Alice has the chat open: it is appended and read at once.
    const reply = bubbles(aliceChat).nth(1);
    await reply.waitFor();
    expect(await reply.innerText()).toContain('收到\n准时到👌');
    await bubbles(bobChat).nth(1).getByText('已读').waitFor();
    expect(await chatIcon(a.page).getAttribute('data-unread')).toBe('0');
    await screenshot(a.page, 'chat-conversation');

    // With the chat closed, a new message counts up on Alice's side instead.
    await closeChat(a.page);
    await typeAndSend(bobChat, '会议室在三楼');
    await expect.poll(() => chatIcon(a.page).getAttribute('data-unread')).toBe('1');
    const aliceDrawer = await openDrawer(a.page);
    const fromBob = aliceDrawer.getByTestId('chat-recent-item').filter({ hasText: bob.account });
    await fromBob.getByText('会议室在三楼').waitFor();
    expect(await fromBob.getAttribute('data-unread')).toBe('1');
    await fromBob.click();
    const reopened = chatWith(a.page, bob);
    await expect.poll(() => bubbles(reopened).count()).toBe(3);
    await expect.poll(() => chatIcon(a.page).getAttribute('data-unread')).toBe('0');

    // The history panel: oldest first, searchable.
    await reopened.getByRole('button', { name: /聊天记录/ }).click();
    const history = reopened.getByRole('complementary', { name: '聊天记录' });
    await history.getByText('你好，下午三点开会').waitFor();
    await history.getByPlaceholder('搜索聊天记录').fill('三楼');
    await history.getByPlaceholder('搜索聊天记录').press('Enter');
    await expect.poll(() => history.innerText()).not.toContain('你好，下午三点开会');
    await history.getByText('会议室在三楼').waitFor();
    await screenshot(a.page, 'chat-history');
    await closeChat(a.page);
    await closeChat(b.page);
  });

  it('pages contacts 20 at a time as the list scrolls, and finds them by keyword', async () => {
    // A short window, so that the first page overflows the list and the next waits for the scroll.
    await a.page.setViewportSize({ width: 1440, height: 600 });
    const asked: string[] = [];
    a.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/permission/Users/ImUser')
        asked.push(`${url.searchParams.get('currentPage')}/${url.searchParams.get('pageSize')}`);
    });
    try {
      const drawer = await openDrawer(a.page);
      await drawer.getByRole('tab', { name: '联系人' }).click();
      const list = drawer.getByTestId('chat-contacts');
      const contacts = list.getByTestId('chat-contact');
      await expect.poll(() => contacts.count()).toBe(20);
      await a.page.waitForLoadState('networkidle');
      // The first page may come from the cache of the first scenario; the second is asked for only now.
      expect(await contacts.count()).toBe(20);
      expect(asked.filter((page) => page !== '1/20')).toEqual([]);
      // Scrolled to within 300 px of the end, the next page joins the list.
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight - el.clientHeight - 250 }));
      await expect.poll(() => contacts.count()).toBeGreaterThan(20);
      expect(asked).toContain('2/20');
      await screenshot(a.page, 'chat-contacts');
      await drawer.getByPlaceholder('搜索姓名或账号').fill('不存在的人');
      await drawer.getByText('没有找到联系人').waitFor();
      await drawer.getByPlaceholder('搜索姓名或账号').fill(bob.account);
      await expect.poll(() => contacts.count()).toBe(1);
      await closeDrawer(a.page);
    } finally {
      await a.page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('shows script in a message as text, and never runs it', async () => {
    const payloads = [
      '<img src=x onerror=window.__xss=1>',
      '<script>window.__xss=2</script>',
      '<svg onload="window.__xss=3">',
      '[微笑]<a href="javascript:window.__xss=4">点我</a>',
    ];
    const aliceChat = await openChatWith(a.page, bob);
    for (const payload of payloads) await typeAndSend(aliceChat, payload);
    const bobDrawer = await openDrawer(b.page);
    await bobDrawer.getByTestId('chat-recent-item').filter({ hasText: alice.account }).click();
    const bobChat = chatWith(b.page, alice);
    await bobChat.waitFor();
    for (const payload of payloads.slice(0, 3)) await bobChat.getByText(payload, { exact: true }).waitFor();
    await bobChat.getByText('<a href="javascript:window.__xss=4">点我</a>').waitFor();
    for (const page of [a.page, b.page]) {
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(await page.locator('[data-testid="chat-messages"] img[src="x"]').count()).toBe(0);
      expect(await page.locator('[data-testid="chat-messages"] script').count()).toBe(0);
    }
    await screenshot(b.page, 'chat-xss-inert');
    await closeChat(b.page);
    await closeChat(a.page);
  });

  it('sends an image, and refuses an oversize or non-image file with the message', async () => {
    const aliceChat = await openChatWith(a.page, bob);
    const input = aliceChat.getByTestId('chat-image-input');
    const toast = a.page.locator('.ant-message-notice');

    // A PNG one byte over the limit, checked in the browser first.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMAAAA8AAQHuNYmRAAAAAElFTkSuQmCC',
      'base64',
    );
    const big = Buffer.alloc(5 * 1024 * 1024);
    png.copy(big);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await toast.getByText('图片大小不能超过5M').waitFor();
    await a.page.waitForTimeout(300); // the toast's fade-in, for the picture only
    await screenshot(a.page, 'chat-image-too-large');
    await toast.first().waitFor({ state: 'detached' });

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast.getByText('只能发送图片').waitFor();
    await toast.first().waitFor({ state: 'detached' });

    // Claims to be a PNG, is not one: the browser cannot read it, and the server would refuse it too.
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html></html>'),
    });
    await toast.getByText('无法读取这张图片，请换一张').waitFor();
    await toast.first().waitFor({ state: 'detached' });
    const before = await bubbles(aliceChat).count();

    await input.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => bubbles(aliceChat).count()).toBe(before + 1);
    const image = bubbles(aliceChat).last().locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/file\/Image\/IM\/\d{8}_[0-9a-f]{32}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    const bobDrawer = await openDrawer(b.page);
    const entry = bobDrawer.getByTestId('chat-recent-item').filter({ hasText: alice.account });
    await entry.getByText('[图片]').waitFor();
    await closeDrawer(b.page);
    await closeChat(a.page);
  });

  it('shows voice and video messages it receives as playable clips', async () => {
    // This server takes no voice or video (the mobile app sends them); they are written as it would store
    // them, pointing at a clip Bob uploaded.
    const baseUrl = inject('baseUrl');
    const token = await apiLogin(baseUrl, bob.account, '123456');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(silentWav())], { type: 'audio/wav' }), 'hello.wav');
    const uploaded = await fetch(`${baseUrl}/api/file/Uploader/annex`, {
      method: 'POST',
      headers: { authorization: token },
      body: form,
    }).then((r) => r.json());
    expect(uploaded.code, uploaded.msg).toBe(200);
    const link = await fetch(`${baseUrl}/api/file/Download/annex/${uploaded.data.fileId}`, {
      headers: { authorization: token },
    }).then((r) => r.json());
    const db = new Database(path.join(path.dirname(inject('serverLog')), 'app.db'));
    try {
      const pair = [alice.id, bob.id].sort().join('|');
      const insert = db.prepare(
        'insert into base_im_content (id, pair_key, send_user_id, send_time, receive_user_id, content, content_type, state) values (?, ?, ?, ?, ?, ?, ?, 0)',
      );
      const now = Date.now();
      insert.run(
        randomUUID(),
        pair,
        bob.id,
        now,
        alice.id,
        JSON.stringify({ path: link.data.url, length: 1 }),
        'voice',
      );
      insert.run(
        randomUUID(),
        pair,
        bob.id,
        now + 1,
        alice.id,
        JSON.stringify({ path: link.data.url, length: 1 }),
        'video',
      );
      db.prepare(
        `insert into base_im_reply (id, user_id, receive_user_id, receive_time, latest_message, message_type)
         values (?, ?, ?, ?, ?, 'video')
         on conflict (user_id, receive_user_id) do update set receive_time = excluded.receive_time,
           latest_message = excluded.latest_message, message_type = excluded.message_type`,
      ).run(randomUUID(), bob.id, alice.id, now + 1, JSON.stringify({ path: link.data.url }));
    } finally {
      db.close();
    }

    const drawer = await openDrawer(a.page);
    const entry = drawer.getByTestId('chat-recent-item').filter({ hasText: bob.account });
    await entry.getByText('[视频]').waitFor();
    await entry.click();
    const chat = chatWith(a.page, bob);
    for (const kind of ['audio', 'video']) {
      const clip = chat.locator(`[data-testid="chat-messages"] ${kind}[controls]`);
      await clip.waitFor();
      const seconds = await clip.evaluate(
        (el: HTMLMediaElement) =>
          new Promise<number>((resolve, reject) => {
            el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
            el.addEventListener('error', () => reject(new Error(`cannot play ${el.src}`)), { once: true });
            el.load();
          }),
      );
      expect(seconds).toBeCloseTo(0.5, 1);
    }
    await screenshot(a.page, 'chat-voice-video');
    await closeChat(a.page);
  });

  it('pages the history 50 at a time, oldest first, as it scrolls', async () => {
    // 60 older messages, written as the server stores them (sending them would take the rate limit's time).
    const db = new Database(path.join(path.dirname(inject('serverLog')), 'app.db'));
    const start = Date.now() - 3_600_000;
    try {
      const insert = db.prepare(
        'insert into base_im_content (id, pair_key, send_user_id, send_time, receive_user_id, content, content_type, state) values (?, ?, ?, ?, ?, ?, ?, 1)',
      );
      const pair = [alice.id, bob.id].sort().join('|');
      db.transaction(() => {
        for (let i = 1; i <= 60; i++)
          insert.run(randomUUID(), pair, alice.id, start - (61 - i) * 1000, bob.id, `旧消息${i}号`, 'text');
      })();
    } finally {
      db.close();
    }
    const chat = await openChatWith(b.page, alice);
    await chat.getByRole('button', { name: /聊天记录/ }).click();
    const history = chat.getByRole('complementary', { name: '聊天记录' });
    const items = history.locator('[class*="historyItem"]');
    await history.getByText('旧消息1号', { exact: true }).waitFor();
    expect(await items.count()).toBe(50);
    expect(await items.first().innerText()).toContain('旧消息1号');
    const list = history.locator('[class*="historyList"]');
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await history.getByText('旧消息60号', { exact: true }).waitFor();
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(60);
    await history.getByText('没有更多了').waitFor();
    // On a phone-sized screen the history opens under the conversation.
    await b.page.setViewportSize({ width: 420, height: 860 });
    try {
      await screenshot(b.page, 'chat-history-narrow');
      const box = await history.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(300);
    } finally {
      await b.page.setViewportSize({ width: 1440, height: 900 });
    }
    await closeChat(b.page);
  });
});
