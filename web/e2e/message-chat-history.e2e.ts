import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { alice, b, bob, closeChat, openChatWith, useChatSessions } from './message-chat-fixture';
import { screenshot } from './support/browser';

/** Chat (即时聊天): the history. */

describe('chat (即时聊天)', () => {
  useChatSessions();

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
