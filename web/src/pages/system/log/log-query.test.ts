import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, logParams } from './log-query';

describe('logParams', () => {
  it('asks for the first page of 20, newest first, by default', () => {
    expect(logParams(EMPTY_FILTERS)).toEqual({ currentPage: 1, pageSize: 20, sort: 'desc' });
  });

  it('trims the keyword and leaves out an empty one', () => {
    expect(logParams({ keyword: '  admin ', range: null }, 2, 50)).toEqual({
      currentPage: 2,
      pageSize: 50,
      sort: 'desc',
      keyword: 'admin',
    });
    expect(logParams({ keyword: '   ', range: null }).keyword).toBeUndefined();
  });

  it('sends each picked day as its local noon, so a server in another time zone reads the same day', () => {
    const from = new Date(2024, 4, 3, 0, 0).getTime();
    const to = new Date(2024, 4, 5, 23, 59).getTime();
    const params = logParams({ keyword: '', range: [from, to] });
    expect(params.startTime).toBe(new Date(2024, 4, 3, 12).getTime());
    expect(params.endTime).toBe(new Date(2024, 4, 5, 12).getTime());
  });
});
