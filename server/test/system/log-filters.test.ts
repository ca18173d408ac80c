import { beforeAll, describe, expect, it } from 'vitest';
import { admin, DAY, get, seedLogs, t, useLogApp } from './log-fixture.js';

/** System logs: the filters on every category. */

useLogApp();

describe('filters on every category', () => {
  beforeAll(async () => {
    for (const category of [1, 3, 4, 5]) {
      await seedLogs(category, 3, 10, { userName: `过滤甲${category}`, moduleName: '模块甲' });
      await seedLogs(category, 2, 2, { userName: `过滤乙${category}`, requestUrl: '/api/filter/beta' });
    }
  });

  it('matches the keyword in user, IP, module and URL', async () => {
    for (const category of [1, 3, 4, 5]) {
      const total = async (keyword: string) =>
        (await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(keyword)}`)).json().data
          .pagination.total;
      expect(await total(`过滤甲${category}`)).toBe(3);
      expect(await total('模块甲')).toBe(3);
      expect(await total('/api/filter/beta')).toBe(2);
    }
  });

  it('keeps whole days of the date range', async () => {
    const tenDaysAgo = t.clock.now() - 10 * DAY;
    for (const category of [1, 3, 4, 5]) {
      const res = await get(
        `/api/system/Log/${category}?keyword=${encodeURIComponent('过滤')}&startTime=${tenDaysAgo}&endTime=${tenDaysAgo}`,
      );
      expect(res.json().data.pagination.total).toBe(3);
      const both = await get(
        `/api/system/Log/${category}?keyword=${encodeURIComponent('过滤')}&startTime=${tenDaysAgo}&endTime=${t.clock.now()}`,
      );
      expect(both.json().data.pagination.total).toBe(5);
    }
  });

  it('refuses an end before the start and dates that are no dates', async () => {
    const now = t.clock.now();
    const reversed = await get(`/api/system/Log/5?startTime=${now}&endTime=${now - 2 * DAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().msg).toBe('结束日期不能早于开始日期');
    expect((await get('/api/system/Log/5?startTime=yesterday')).statusCode).toBe(400);
    expect((await get('/api/system/Log/5?endTime=-1')).statusCode).toBe(400);
    expect((await get('/api/system/Log/5?endTime=99999999999999999')).statusCode).toBe(400);
  });

  it('deletes selected rows of every category', async () => {
    for (const category of [1, 3, 4, 5]) {
      const { list } = (
        await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(`过滤乙${category}`)}`)
      ).json().data;
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/system/Log',
        headers: { authorization: admin },
        payload: { ids: list.map((r: { id: string }) => r.id) },
      });
      expect(res.json().code).toBe(200);
      expect(
        (await get(`/api/system/Log/${category}?keyword=${encodeURIComponent(`过滤乙${category}`)}`)).json()
          .data.pagination.total,
      ).toBe(0);
    }
  });
});
