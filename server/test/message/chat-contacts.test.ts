import { describe, expect, it } from 'vitest';
import { get, HUANG, t, tokens, useChatApp, WANG, ZHOU } from './chat-fixture.js';

/** Chat contacts: who one may chat with. */

useChatApp();

describe('contacts (GET /api/permission/Users/ImUser)', () => {
  const contacts = async (query: string, token = tokens.huangmin) =>
    (await get(`/api/permission/Users/ImUser?${query}`, token)).json().data;

  it('pages every enabled user but me, 20 a page, without repeats', async () => {
    const first = await contacts('currentPage=1&pageSize=20');
    expect(first.list).toHaveLength(20);
    const total = first.pagination.total;
    expect(total).toBeGreaterThan(20);
    const second = await contacts('currentPage=2&pageSize=20');
    expect(second.list).toHaveLength(total - 20);
    const ids = [...first.list, ...second.list].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(total);
    expect(ids).not.toContain(HUANG);
    expect(first.list[0]).toEqual({
      id: expect.any(String),
      account: expect.any(String),
      realName: expect.any(String),
      headIcon: '/default-avatar.svg',
      department: expect.any(String),
    });
  });

  it('finds contacts by name or account, and leaves out disabled users', async () => {
    expect((await contacts('keyword=周强')).list.map((c: { id: string }) => c.id)).toEqual([ZHOU]);
    expect((await contacts('keyword=zhouq')).list.map((c: { id: string }) => c.id)).toEqual([ZHOU]);
    await t.database.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', WANG).execute();
    try {
      expect((await contacts('keyword=wangfang')).list).toEqual([]);
    } finally {
      await t.database.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', WANG).execute();
    }
  });
});
