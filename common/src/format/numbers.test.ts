import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  currency,
  DEFAULT_UPLOAD_LIMIT,
  FILE_UNITS,
  fileSize,
  isWithinSizeLimit,
  sizeLimitBytes,
  thousands,
} from './numbers';
import { roundTo } from './round';

describe('thousands', () => {
  it('thousands separator on the integer part, decimals kept', () => {
    expect(thousands(1234567.89)).toBe('1,234,567.89');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(0.123456)).toBe('0.123456');
  });

  it('negative numbers keep their sign', () => {
    expect(thousands(-1234567.5)).toBe('-1,234,567.5');
    expect(thousands(-12)).toBe('-12');
  });

  it('numeric strings are grouped as text without losing digits', () => {
    expect(thousands('12345678901234567890.12')).toBe('12,345,678,901,234,567,890.12');
    expect(thousands('abc')).toBe('');
    expect(thousands(Number.NaN)).toBe('');
  });
});

describe('abbreviate', () => {
  it('k, M, G, T, P, E at powers of 1000', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1000)).toBe('1k');
    expect(abbreviate(1500)).toBe('1.5k');
    expect(abbreviate(2.5e6)).toBe('2.5M');
    expect(abbreviate(3e9)).toBe('3G');
    expect(abbreviate(4.2e12)).toBe('4.2T');
    expect(abbreviate(5e15)).toBe('5P');
    expect(abbreviate(1e18)).toBe('1E');
  });

  it("strips trailing '.0' and honours digits", () => {
    expect(abbreviate(2000)).toBe('2k');
    expect(abbreviate(1234, 2)).toBe('1.23k');
    expect(abbreviate(1200, 2)).toBe('1.2k');
  });

  it('rolls over to the next unit instead of printing 1000k', () => {
    expect(abbreviate(999_999)).toBe('1M');
    expect(abbreviate(999_940)).toBe('999.9k');
  });

  it('negative numbers abbreviate by magnitude', () => {
    expect(abbreviate(-1500)).toBe('-1.5k');
    expect(abbreviate(-12)).toBe('-12');
  });
});

describe('currency', () => {
  it("default symbol '$' and 2 decimals with thousands", () => {
    expect(currency(1234.5)).toBe('$1,234.50');
    expect(currency(0)).toBe('$0.00');
  });

  it("negatives put the sign before the symbol ('-$5.00')", () => {
    expect(currency(-5)).toBe('-$5.00');
    expect(currency(-1234567.891)).toBe('-$1,234,567.89');
    expect(currency(-0.001)).toBe('$0.00');
  });

  it('custom symbol and decimals; decimal-text rounding (1.005 → 1.01)', () => {
    expect(currency(1234.5, '¥', 0)).toBe('¥1,235');
    expect(currency(1.005)).toBe('$1.01');
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});

describe('file sizes', () => {
  it('FILE_UNITS: KB 1024, MB 1048576, GB 1073741824; default limit 2 MB', () => {
    expect(FILE_UNITS).toEqual({ KB: 1024, MB: 1048576, GB: 1073741824 });
    expect(DEFAULT_UPLOAD_LIMIT).toEqual({ size: 2, unit: 'MB' });
    expect(sizeLimitBytes(2, 'MB')).toBe(2097152);
    expect(sizeLimitBytes(5, 'MB')).toBe(5242880);
    expect(sizeLimitBytes(1, 'GB')).toBe(1073741824);
    expect(sizeLimitBytes(3, 'KB')).toBe(3072);
  });

  it('size limit is strict: a file exactly at the limit is rejected', () => {
    expect(isWithinSizeLimit(2097151)).toBe(true);
    expect(isWithinSizeLimit(2097152)).toBe(false);
    expect(isWithinSizeLimit(1023, 1, 'KB')).toBe(true);
    expect(isWithinSizeLimit(1024, 1, 'KB')).toBe(false);
  });

  it("fileSize: bytes below 1 KB as 'N B', then two decimals in KB, MB or GB", () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1024)).toBe('1.00 KB');
    expect(fileSize(1536)).toBe('1.50 KB');
    expect(fileSize(1048576)).toBe('1.00 MB');
    expect(fileSize(5 * 1073741824)).toBe('5.00 GB');
    expect(fileSize(3 * 1099511627776)).toBe('3072.00 GB');
  });

  it('fileSize: a value that would print 1024.00 moves up a unit; invalid gives empty', () => {
    expect(fileSize(1048575)).toBe('1.00 MB');
    expect(fileSize(-1)).toBe('');
    expect(fileSize(Number.NaN)).toBe('');
  });
});
