import { describe, expect, it } from 'vitest';
import { dayParam, listParams } from '../../../components/resource/resource-query';
import { LOG_ORDER, logListBase, logResource } from './log.resource';

const first = { current: 1, size: 20 };

describe('the log lists', () => {
  it('ask for the first page of 20, newest first, by default', () => {
    expect(listParams({ page: first, keyword: '', filters: {}, sort: null }, LOG_ORDER)).toEqual({
      currentPage: 1,
      pageSize: 20,
      sort: 'desc',
    });
  });

  it('send the keyword searched for and the picked days, and leave out what is empty', () => {
    const filters = { startTime: 1, endTime: 2 };
    expect(
      listParams({ page: { current: 2, size: 50 }, keyword: 'admin', filters, sort: null }, LOG_ORDER),
    ).toEqual({ currentPage: 2, pageSize: 50, keyword: 'admin', startTime: 1, endTime: 2, sort: 'desc' });
    const cleared = { startTime: undefined, endTime: undefined };
    expect(listParams({ page: first, keyword: '', filters: cleared, sort: null }, LOG_ORDER)).toEqual({
      currentPage: 1,
      pageSize: 20,
      sort: 'desc',
    });
  });

  it('send each picked day as its local noon, so a server in another time zone reads the same day', () => {
    expect(dayParam(new Date(2024, 4, 3, 0, 0).getTime())).toBe(new Date(2024, 4, 3, 12).getTime());
    expect(dayParam(new Date(2024, 4, 5, 23, 59).getTime())).toBe(new Date(2024, 4, 5, 12).getTime());
    expect(logListBase.filters[0]).toMatchObject({ kind: 'dateRange', name: 'startTime', end: 'endTime' });
  });

  it('export with btn_export and delete the ticked rows with btn_remove', () => {
    const toolbar = logResource(5).toolbar ?? [];
    expect(toolbar.map((action) => [action.kind, action.permission])).toEqual([
      ['export', undefined],
      ['batch', 'btn_remove'],
    ]);
    expect(logResource(5).api.export?.path).toBe('/api/system/Log/5/Actions/Export');
  });
});
