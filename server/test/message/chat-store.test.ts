import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { MIGRATIONS } from '../../src/modules/index.js';
import { type ChatWrite, storeChatBatch } from '../../src/modules/message/chat-store.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase(':memory:');
  await migrateToLatest(database.db, MIGRATIONS);
});
afterAll(() => database.close());

let next = 0;
/** A text message from → to sent at `time`. */
function message(from: string, to: string, text: string, time: number, id = `m${++next}`): ChatWrite {
  return {
    row: {
      id,
      pairKey: [from, to].sort().join('|'),
      sendUserId: from,
      receiveUserId: to,
      contentType: 'text',
      content: text,
      sendTime: time,
      state: 0,
      receiveTime: null,
    },
    reply: {
      id: `r${id}`,
      userId: from,
      receiveUserId: to,
      receiveTime: time,
      latestMessage: text,
      messageType: 'text',
    },
  };
}

const contents = (ids: string[]) =>
  database.db
    .selectFrom('baseImContent')
    .select('content')
    .where('id', 'in', ids)
    .orderBy('sendTime')
    .execute();
const latestLine = (from: string, to: string) =>
  database.db
    .selectFrom('baseImReply')
    .select(['id', 'latestMessage', 'receiveTime'])
    .where('userId', '=', from)
    .where('receiveUserId', '=', to)
    .execute();

describe('storeChatBatch (SQLite: one transaction per batch)', () => {
  it('stores every message and keeps the latest line of a conversation that appears twice', async () => {
    const batch = [
      message('u1', 'u2', 'one', 1),
      message('u3', 'u4', 'other', 2),
      message('u1', 'u2', 'two', 3),
    ];
    await storeChatBatch(database.db, batch);
    expect((await contents(batch.map((w) => w.row.id))).map((r) => r.content)).toEqual([
      'one',
      'other',
      'two',
    ]);
    // The conversation's row was created by the first message and carries the last one's line.
    expect(await latestLine('u1', 'u2')).toEqual([
      { id: batch[0].reply.id, latestMessage: 'two', receiveTime: 3 },
    ]);

    await storeChatBatch(database.db, [message('u1', 'u2', 'three', 4)]);
    expect(await latestLine('u1', 'u2')).toEqual([
      { id: batch[0].reply.id, latestMessage: 'three', receiveTime: 4 },
    ]);
  });

  it('stores none of a batch when one of its messages fails', async () => {
    const ok = message('u5', 'u6', 'fine', 5);
    // A message id that already exists breaks the insert.
    const taken = message('u7', 'u8', 'clash', 6, ok.row.id);
    await expect(storeChatBatch(database.db, [ok, taken])).rejects.toThrow();
    expect(await contents([ok.row.id])).toEqual([]);
    expect(await latestLine('u5', 'u6')).toEqual([]);
  });
});
