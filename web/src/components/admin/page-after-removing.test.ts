import { describe, expect, it } from 'vitest';
import { pageAfterRemoving } from './page-after-removing';

describe('pageAfterRemoving', () => {
  it('steps back a page when the last row of a later page was deleted', () => {
    expect(pageAfterRemoving(1)({ current: 3, size: 20 })).toEqual({ current: 2, size: 20 });
  });

  it('stays on the first page, and on a page that keeps rows', () => {
    const first = { current: 1, size: 20 };
    expect(pageAfterRemoving(1)(first)).toBe(first);
    const third = { current: 3, size: 20 };
    expect(pageAfterRemoving(2)(third)).toBe(third);
  });
});
