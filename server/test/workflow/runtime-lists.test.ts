import { describe, expect, it } from 'vitest';
import { clock, ENGINE, okData, useRuntimeApp } from './runtime-fixture.js';

/**
 * The approval centre's lists keep one compiled statement per shape and bind each request's values into it
 * (decision 060). Every filter is asked again and again with different values in one shape, and each answer
 * must be what the unfiltered list says, filtered here: a value kept from an earlier request would show.
 * The lists are the administrator's after the first start's example requests (decision 079).
 */
useRuntimeApp();

type Row = {
  id: string;
  taskId: string;
  fullName: string;
  flowId: string;
  flowCode: string;
  flowCategory: string;
  creatorUserId: string;
  status: number;
};

const LISTS = {
  launch: `${ENGINE}/FlowLaunch`,
  pending: `${ENGINE}/FlowBefore/List/1`, // 待办
  done: `${ENGINE}/FlowBefore/List/2`,
  circulate: `${ENGINE}/FlowBefore/List/3`,
  monitor: `${ENGINE}/FlowMonitor`,
};
const DAY = 86_400_000;

async function list(url: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries({ pageSize: 100, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const data = await okData('admin', 'GET', `${url}?${search}`);
  return data as { list: Row[]; pagination: { total: number } };
}

const names = (rows: Row[]) => rows.map((row) => row.fullName).sort();

describe('the approval centre lists, one statement per shape', () => {
  it('has the example requests to filter', async () => {
    expect((await list(LISTS.pending)).list).toHaveLength(2);
    expect((await list(LISTS.monitor)).list).toHaveLength(6);
  });

  for (const [name, url] of Object.entries(LISTS)) {
    it(`${name}: every filter, each value in turn, answers what the whole list holds`, async () => {
      const all = (await list(url)).list;
      expect(all.length, name).toBeGreaterThan(0);
      const cases: [string, string | number, (row: Row) => boolean][] = [];
      for (const row of all) {
        const word = row.fullName.slice(2, 4);
        cases.push(['keyword', word, (r) => r.fullName.includes(word) || r.flowCode.includes(word)]);
        cases.push(['flowId', row.flowId, (r) => r.flowId === row.flowId]);
        cases.push(['flowCategory', row.flowCategory, (r) => r.flowCategory === row.flowCategory]);
        cases.push(['creatorUserId', row.creatorUserId, (r) => r.creatorUserId === row.creatorUserId]);
        cases.push(['status', row.status, (r) => r.status === row.status]);
      }
      cases.push(['keyword', '无此标题', () => false]);
      cases.push(['keyword', '%', () => false]);
      for (const [filter, value, keeps] of cases) {
        const answer = await list(url, { [filter]: value });
        const expected = all.filter(keeps);
        expect(names(answer.list), `${name} ${filter}=${value}`).toEqual(names(expected));
        expect(answer.pagination.total, `${name} ${filter}=${value}`).toBe(expected.length);
      }
      // whole days of the list's time: the examples were all made today
      expect((await list(url, { startTime: clock.now(), endTime: clock.now() })).list).toHaveLength(
        all.length,
      );
      expect((await list(url, { startTime: clock.now() + DAY })).list).toHaveLength(0);
      expect((await list(url, { endTime: clock.now() - DAY })).list).toHaveLength(0);
      expect((await list(url, { startTime: clock.now() - DAY })).list).toHaveLength(all.length);
    });
  }

  it('pages: a full page is counted, the last page tells its total, a page past the end is counted', async () => {
    const page = (currentPage: number) => list(LISTS.monitor, { pageSize: 4, currentPage });
    const first = await page(1);
    const second = await page(2);
    const past = await page(3);
    expect([first.list.length, second.list.length, past.list.length]).toEqual([4, 2, 0]);
    expect([first, second, past].map((p) => p.pagination.total)).toEqual([6, 6, 6]);
    const ids = [...first.list, ...second.list].map((row) => row.id);
    expect(new Set(ids).size).toBe(6);
    // pageSize is bound too: the same shape with another size
    const okPage = await okData('admin', 'GET', `${LISTS.monitor}?pageSize=5&currentPage=1`);
    expect(okPage.list).toHaveLength(5);
  });
});
