import { describe, expect, it } from 'vitest';
import { formatDate, toDate } from './date';

// Built from local components so the expectations hold in every timezone.
const local = new Date(2024, 2, 5, 8, 9, 10);
const ms = local.getTime();

describe('formatDate', () => {
  it('default pattern is yyyy-MM-dd HH:mm', () => {
    expect(formatDate(local)).toBe('2024-03-05 08:09');
  });

  it('supports yyyy MM dd HH mm ss (padded) and M d H m s (unpadded)', () => {
    expect(formatDate(local, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    expect(formatDate(local, 'M/d H:m:s')).toBe('3/5 8:9:10');
    expect(formatDate(local, 'yyyy年M月d日')).toBe('2024年3月5日');
    expect(formatDate(new Date(2024, 11, 25, 23, 59, 58), 'MM-dd HH:mm:ss')).toBe('12-25 23:59:58');
  });

  it('accepts epoch milliseconds as a number or numeric string', () => {
    expect(formatDate(ms, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    expect(formatDate(String(ms), 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
  });

  it('10-digit numbers are epoch SECONDS (×1000)', () => {
    const seconds = ms / 1000;
    expect(String(seconds)).toHaveLength(10);
    expect(formatDate(seconds, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    expect(formatDate(String(seconds), 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
  });

  it("accepts '/Date(ms)/' strings", () => {
    expect(formatDate(`/Date(${ms})/`, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    expect(formatDate(`/Date(${ms}+0800)/`, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
  });

  it('accepts ISO strings (local without offset, exact instant with Z)', () => {
    expect(formatDate('2024-03-05T08:09:10', 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 08:09:10');
    const utc = Date.UTC(2024, 2, 5, 8, 9, 10);
    expect(formatDate('2024-03-05T08:09:10Z', 'yyyy-MM-dd HH:mm:ss')).toBe(
      formatDate(utc, 'yyyy-MM-dd HH:mm:ss'),
    );
  });

  it("returns '' for null, undefined, empty and invalid values", () => {
    for (const v of [null, undefined, '', '   ', 'not a date', '/Date(abc)/', Number.NaN, new Date('x')]) {
      expect(formatDate(v)).toBe('');
    }
  });

  it('toDate copies a Date instead of sharing it', () => {
    const copy = toDate(local);
    expect(copy).not.toBe(local);
    expect(copy?.getTime()).toBe(ms);
    expect(toDate('nope')).toBeNull();
  });
});
