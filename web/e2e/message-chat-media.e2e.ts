import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import {
  a,
  alice,
  apiLogin,
  b,
  bob,
  bubbles,
  chatWith,
  closeChat,
  closeDrawer,
  openChatWith,
  openDrawer,
  silentWav,
  useChatSessions,
} from './message-chat-fixture';
import { screenshot } from './support/browser';

/** Chat (即时聊天): images, voice and video. */

describe('chat (即时聊天)', () => {
  useChatSessions();

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
    // the picture sent, not the sender's avatar beside it
    const image = bubbles(aliceChat).last().locator('img.ant-image-img');
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
});
