import { describe, expect, it } from 'vitest';
import {
  a,
  alice,
  b,
  bob,
  bubbles,
  chatIcon,
  chatWith,
  closeChat,
  closeDrawer,
  openChatWith,
  openDrawer,
  PLACEHOLDER,
  typeAndSend,
  useChatSessions,
} from './message-chat-fixture';
import { screenshot } from './support/browser';

/** Chat (即时聊天): talking both ways, finding contacts, and script shown as text. */

describe('chat (即时聊天)', () => {
  useChatSessions();

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
});
