import { describe, expect, it } from 'vitest';
import { answerColumns, cellText, isRows } from './answer-table';

describe('the test dialog answer', () => {
  it('is a table only for a list of plain objects', () => {
    expect(isRows([{ a: 1 }, { b: 2 }])).toBe(true);
    expect(isRows([])).toBe(true);
    expect(isRows([{ a: 1 }, [1]])).toBe(false);
    expect(isRows([1, 2])).toBe(false);
    expect(isRows({ list: [] })).toBe(false);
    expect(isRows(null)).toBe(false);
  });

  it('has every key of the rows as a column, in order of appearance', () => {
    expect(
      answerColumns([
        { id: 1, name: 'a' },
        { id: 2, extra: true },
      ]),
    ).toEqual(['id', 'name', 'extra']);
  });

  it('shows nested values as JSON and null as nothing', () => {
    expect(cellText({ a: [1] })).toBe('{"a":[1]}');
    expect(cellText(null)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
  });
});
