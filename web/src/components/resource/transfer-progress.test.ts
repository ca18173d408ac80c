import { describe, expect, it } from 'vitest';
import { exportPercent, fileProblem, formatBytes, importReport } from './transfer-progress';

describe('export progress', () => {
  it('estimates from the bytes against the rows announced, short of full until done', () => {
    expect(exportPercent({ received: 0, total: null, done: false })).toBe(0);
    expect(exportPercent({ received: 25_000, total: 1000, done: false })).toBe(50);
    expect(exportPercent({ received: 90_000, total: 1000, done: false })).toBe(99);
    expect(exportPercent({ received: 10, total: 1000, done: true })).toBe(100);
  });

  it('words sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('import', () => {
  it('takes only the accepted endings, within the size limit', () => {
    expect(fileProblem({ name: '岗位.XLSX', size: 10 }, '.xlsx,.xls', 100)).toBeNull();
    expect(fileProblem({ name: '岗位.csv', size: 10 }, '.xlsx,.xls', 100)).toBe('type');
    expect(fileProblem({ name: '岗位.xlsx', size: 101 }, '.xlsx', 100)).toBe('size');
  });

  it('reports the counts and each refused row with its sheet row and reason', () => {
    const answer = {
      total: 10_001,
      valid: 9_980,
      failed: 21,
      imported: 9_980,
      errors: [{ row: 3, field: 'enCode', message: '编码已存在' }],
    };
    expect(importReport(answer)).toEqual({
      total: 10_001,
      valid: 9_980,
      failed: 21,
      imported: 9_980,
      errors: [{ row: 3, message: '编码已存在' }],
    });
  });

  it('reads an answer it does not know as nothing known, never failing', () => {
    expect(importReport(null)).toEqual({ total: 0, valid: 0, failed: 0, imported: 0, errors: [] });
    expect(importReport({ errors: ['整份文件无效', { row: 'x' }] }).errors).toEqual([
      { row: null, message: '整份文件无效' },
    ]);
  });
});
