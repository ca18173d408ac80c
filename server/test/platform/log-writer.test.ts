import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCategory, LogWriter } from '../../src/platform/logs/log-writer.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('LogWriter', () => {
  it('writes every buffered row with all its values, across chunks of different sizes', async () => {
    const writer = new LogWriter(t.database.db, (error) => {
      throw error;
    });
    for (let i = 0; i < 250; i++) {
      writer.write({
        category: LogCategory.operation,
        userName: `用户${i}`,
        requestUrl: `/api/x/${i}`,
        requestDuration: i,
        loginMark: i % 2,
        creatorTime: 1_000 + i,
      });
    }
    await writer.close();
    const rows = await t.database.db
      .selectFrom('baseSysLog')
      .selectAll()
      .where('category', '=', LogCategory.operation)
      .orderBy('creatorTime')
      .execute();
    expect(rows).toHaveLength(250);
    expect(rows[137]).toMatchObject({
      userName: '用户137',
      requestUrl: '/api/x/137',
      requestDuration: 137,
      loginMark: 1,
      userId: null,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(250);
  });
});
