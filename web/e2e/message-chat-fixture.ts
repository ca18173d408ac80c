import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { seedId } from '../../server/src/db/seed/seed-id';
import { submitLogin } from './support/actions';
import { openBrowser, type Session } from './support/browser';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Half a second of silence as a WAV file (8 kHz, 16-bit mono). */
export function silentWav(): Buffer {
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

export async function apiLogin(baseUrl: string, account: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }),
  }).then((r) => r.json());
  return login.data.token as string;
}
export const stamp = Date.now().toString(36);

export interface Person {
  id: string;
  account: string;
  realName: string;
}

/** Two people of their own for this run (系统管理员 role, password 123456), so counts start at zero. */
export async function createPeople(baseUrl: string): Promise<[Person, Person]> {
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

export async function signIn(page: Page, account: string) {
  await page.goto('/login');
  await submitLogin(page, account, '123456');
  await page.waitForURL((url) => url.pathname === '/home');
  await page.getByText('我的功能').waitFor();
}

/** The header's chat icon; its accessible name carries the unread count. */
export const chatIcon = (page: Page) => page.locator('header button[data-unread]').first();

export const PLACEHOLDER = '输入消息，Enter 发送，Shift+Enter 换行';
export const drawerOf = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '联系人' }) });
/** The conversation window with that person (the drawer may list them too: it has no input box). */
export const chatWith = (page: Page, person: Person) =>
  page
    .getByRole('dialog')
    .filter({ has: page.getByPlaceholder(PLACEHOLDER) })
    .filter({ hasText: person.account });

export async function openDrawer(page: Page) {
  await chatIcon(page).click();
  const drawer = drawerOf(page);
  await drawer.waitFor();
  return drawer;
}

/** Closes the open conversation window (one at a time per page). */
export async function closeChat(page: Page) {
  await page.locator('.ant-modal-close').click();
  await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
}

export async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close').click();
  await drawerOf(page).waitFor({ state: 'hidden' });
}

/** Opens the conversation with someone through 联系人 and its keyword search. */
export async function openChatWith(page: Page, person: Person): Promise<Locator> {
  const drawer = await openDrawer(page);
  await drawer.getByRole('tab', { name: '联系人' }).click();
  await drawer.getByPlaceholder('搜索姓名或账号').fill(person.realName);
  await drawer.getByTestId('chat-contact').filter({ hasText: person.account }).click();
  const chat = chatWith(page, person);
  await chat.waitFor();
  await drawerOf(page).waitFor({ state: 'hidden' });
  return chat;
}

export async function typeAndSend(chat: Locator, text: string) {
  const box = chat.getByPlaceholder(PLACEHOLDER);
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

export const bubbles = (chat: Locator) => chat.getByTestId('chat-message');

/** The two people of the file, each signed in in a browser of their own. */
export let a: Session;
export let b: Session;
export let alice: Person;
export let bob: Person;

/** Signs two fresh people in, in two browsers; call it inside the describe of the scenarios. */
export function useChatSessions() {
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
}
