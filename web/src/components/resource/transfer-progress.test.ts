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

  it('reports the rows written and each refused row with its reason', () => {
    expect(
      importReport({
        count: 9998,
        errors: [
          { row: 3, message: '编码已存在' },
          { row: 7, message: '名称不能为空' },
        ],
      }),
    ).toEqual({
      count: 9998,
      errors: [
        { row: 3, message: '编码已存在' },
        { row: 7, message: '名称不能为空' },
      ],
    });
  });

  it('reads an answer it does not know as nothing known, never failing', () => {
    expect(importReport(null)).toEqual({ count: null, errors: [] });
    expect(importReport({ failures: ['整份文件无效'] })).toEqual({
      count: null,
      errors: [{ row: null, message: '整份文件无效' }],
    });
  });
});
