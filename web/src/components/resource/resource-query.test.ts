import { describe, expect, it } from 'vitest';
import {
  effectivePage,
  fillPath,
  listParams,
  scopeOf,
  sortOf,
  ticksScope,
  ticksShown,
  withoutPaging,
} from './resource-query';

const first = { current: 1, size: 20 };

describe('listParams (SPEC §7 paging: currentPage, pageSize, keyword, sidx, sort)', () => {
  it('sends the page and size, and the keyword only when one was searched for', () => {
    expect(listParams({ page: first, keyword: '', filters: {}, sort: null })).toEqual({
      currentPage: 1,
      pageSize: 20,
    });
    expect(listParams({ page: { current: 3, size: 50 }, keyword: '张', filters: {}, sort: null })).toEqual({
      currentPage: 3,
      pageSize: 50,
      keyword: '张',
    });
  });

  it('adds the filters that hold a value and the screen’s own parameters, leaving empty ones out', () => {
    const params = listParams(
      {
        page: first,
        keyword: '',
        filters: { enabledMark: 0, type: '', tags: [], category: null },
        sort: null,
      },
      { organizeId: 'org1', parentId: undefined },
    );
    expect(params).toEqual({ currentPage: 1, pageSize: 20, enabledMark: 0, organizeId: 'org1' });
  });

  it('sends the sort as sidx and asc/desc', () => {
    const params = listParams({
      page: first,
      keyword: '',
      filters: {},
      sort: { field: 'sortCode', order: 'desc' },
    });
    expect(params).toMatchObject({ sidx: 'sortCode', sort: 'desc' });
  });

  it('an export of the list sends the same parameters without the page', () => {
    expect(withoutPaging({ currentPage: 2, pageSize: 20, keyword: 'x', sidx: 'a', sort: 'asc' })).toEqual({
      keyword: 'x',
      sidx: 'a',
      sort: 'asc',
    });
  });
});

describe('effectivePage', () => {
  it('keeps the page while the screen’s parameters stay the same', () => {
    const page = { current: 4, size: 50 };
    expect(effectivePage(page, scopeOf({ organizeId: 'a' }), scopeOf({ organizeId: 'a' }))).toBe(page);
  });

  it('goes back to page 1 with the same size when they change (another organisation chosen)', () => {
    expect(effectivePage({ current: 4, size: 50 }, scopeOf({ organizeId: 'a' }), scopeOf({}))).toEqual({
      current: 1,
      size: 50,
    });
  });

  it('sees the same parameters in another order, or with empty ones, as the same list', () => {
    expect(scopeOf({ a: 1, b: 'x', c: undefined })).toBe(scopeOf({ b: 'x', a: 1 }));
  });
});

describe('sortOf', () => {
  it('reads antd’s sorter answer', () => {
    expect(sortOf({ columnKey: 'creatorTime', order: 'descend' })).toEqual({
      field: 'creatorTime',
      order: 'desc',
    });
    expect(sortOf({ field: 'sortCode', order: 'ascend' })).toEqual({ field: 'sortCode', order: 'asc' });
  });

  it('is no sort when the column was unsorted', () => {
    expect(sortOf({ columnKey: 'creatorTime', order: undefined })).toBeNull();
    expect(sortOf({})).toBeNull();
  });
});

describe('fillPath', () => {
  it('fills {id} and other fields from the row, encoded for a path', () => {
    expect(fillPath('/api/system/Area/{id}/Actions/State', { id: 'a/b' })).toBe(
      '/api/system/Area/a%2Fb/Actions/State',
    );
    expect(fillPath('/api/x/{userId}', { userId: 'u1' })).toBe('/api/x/u1');
  });

  it('fills a file name as written', () => {
    expect(fillPath('{fullName}.json', { fullName: '采购 订单' }, false)).toBe('采购 订单.json');
  });
});

describe('ticked rows (batch actions)', () => {
  const page2 = { current: 2, size: 20 };
  const ticked = { keys: ['a', 'b'], scope: ticksScope({ keyword: '张' }, page2) };

  it('stay while the page and the query are the ones they were ticked on (a refresh keeps them)', () => {
    expect(ticksShown(ticked, ticksScope({ keyword: '张' }, page2))).toEqual(['a', 'b']);
  });

  it('go with another page, page size, keyword or filter', () => {
    expect(ticksShown(ticked, ticksScope({ keyword: '张' }, { current: 3, size: 20 }))).toEqual([]);
    expect(ticksShown(ticked, ticksScope({ keyword: '张' }, { current: 2, size: 50 }))).toEqual([]);
    expect(ticksShown(ticked, ticksScope({ keyword: '李' }, page2))).toEqual([]);
    expect(ticksShown(ticked, ticksScope({ keyword: '张', startTime: 1 }, page2))).toEqual([]);
  });
});
