import { describe, expect, it } from 'vitest';
import { billDatePart, billExample, billNumber, nextBillNumber, serialOverflows } from './bill-rule';

const MARCH_5 = new Date(2026, 2, 5, 23, 59, 59);

describe('numbering rule example (流水范例)', () => {
  it('joins the prefix, the date part in the chosen format and the start number padded to the digits', () => {
    const rule = { prefix: 'CG', digit: 4, startNumber: '1' };
    expect(billExample({ ...rule, dateFormat: 'yyyyMMdd' }, MARCH_5)).toBe('CG202603050001');
    expect(billExample({ ...rule, dateFormat: 'yyyyMM' }, MARCH_5)).toBe('CG2026030001');
    expect(billExample({ ...rule, dateFormat: 'yyyy' }, MARCH_5)).toBe('CG20260001');
    expect(billExample({ ...rule, dateFormat: 'no' }, MARCH_5)).toBe('CG0001');
    expect(billExample({ dateFormat: 'no', digit: 3, startNumber: '' }, MARCH_5)).toBe('000');
  });

  it('is empty while the digits or the start number are not valid', () => {
    expect(billExample({ dateFormat: 'no', digit: 0, startNumber: '1' }, MARCH_5)).toBe('');
    expect(billExample({ dateFormat: 'no', digit: 16, startNumber: '1' }, MARCH_5)).toBe('');
    expect(billExample({ dateFormat: 'no', digit: 4, startNumber: '1a' }, MARCH_5)).toBe('');
  });

  it('numbers, date parts and overflow', () => {
    expect(billNumber({ prefix: null, dateFormat: 'yyyyMMdd', digit: 2 }, 7, MARCH_5)).toBe('2026030507');
    expect(billDatePart('no', MARCH_5)).toBe('');
    expect(billDatePart('bogus', MARCH_5)).toBe('');
    expect(serialOverflows(99, 2)).toBe(false);
    expect(serialOverflows(100, 2)).toBe(true);
  });
});

describe('the next number of a rule (生成单号 preview)', () => {
  const day = new Date(2026, 10, 26, 9, 30);
  const rule = { prefix: 'CG', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' };
  it('starts at the start number before any was issued, and again when the date part changes', () => {
    expect(nextBillNumber({ ...rule, thisNumber: null, thisDate: null }, day)).toBe('CG202611260001');
    expect(nextBillNumber({ ...rule, thisNumber: 41, thisDate: '20261125' }, day)).toBe('CG202611260001');
  });
  it('goes up by one under the same date part, and continuously without a date', () => {
    expect(nextBillNumber({ ...rule, thisNumber: 41, thisDate: '20261126' }, day)).toBe('CG202611260042');
    expect(nextBillNumber({ ...rule, dateFormat: 'no', thisNumber: 7, thisDate: '' }, day)).toBe('CG0008');
  });
  it('is null once the serial no longer fits its digits', () => {
    expect(nextBillNumber({ ...rule, thisNumber: 9999, thisDate: '20261126' }, day)).toBeNull();
  });
});
