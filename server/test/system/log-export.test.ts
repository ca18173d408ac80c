import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LogCategory } from '../../src/platform/logs/log-writer.js';
import { grantMenus } from '../helpers/test-app.js';
import { admin, DAY, get, seedLogs, t, useLogApp } from './log-fixture.js';

/** System logs: the export. */

useLogApp();

describe('GET /api/system/Log/{type}/Actions/Export', () => {
  const exportUrl = (type: number, query = '') => `/api/system/Log/${type}/Actions/Export${query}`;

  async function readSheet(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  it('streams the filtered rows as an xlsx under a Chinese file name', async () => {
    await seedLogs(LogCategory.request, 2500, 1, { userName: '导出用户', requestStatus: 200 });
    const res = await get(exportUrl(5, `?keyword=${encodeURIComponent('导出用户')}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('2500');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`filename\\*=UTF-8''${encodeURIComponent('请求日志_')}\\d{8}\\.xlsx`),
    );
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('请求日志');
    expect(rows[0]).toEqual(['请求时间', '用户', 'IP地址', '请求方式', '请求地址', '状态', '耗时(毫秒)']);
    expect(rows).toHaveLength(2501);
    expect(rows[1]).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      '导出用户',
      '10.0.0.1',
      'POST',
      '/api/seeded/0',
      200,
      5,
    ]);
    // newest first, every row once
    expect(new Set(rows.slice(1).map((r) => r[4])).size).toBe(2500);
  });

  it('writes the headers in the reader’s language and an empty sheet when nothing matches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(3, '?keyword=nothing-matches-this'),
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['content-disposition']).toContain('operation-log_');
    const { rows } = await readSheet(res.rawPayload);
    expect(rows).toEqual([
      ['Time', 'User', 'IP address', 'Module', 'Action', 'Method', 'URL', 'Record id', 'Duration (ms)'],
    ]);
  });

  it('refuses a reversed range with a readable sentence', async () => {
    const now = t.clock.now();
    const res = await get(exportUrl(1, `?startTime=${now}&endTime=${now - 3 * DAY}`));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('结束日期不能早于开始日期');
    expect((await get(exportUrl(2))).statusCode).toBe(400);
  });

  it('asks anonymous callers to log in, refuses users without the button, serves those with it', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl(1) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(600);
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    const reader = await t.login('zhangwei', '123456');
    expect((await get(exportUrl(1), reader)).statusCode).toBe(403);
    expect((await get('/api/system/Log/1', reader)).statusCode).toBe(200);
    expect((await get('/api/system/Log/Retention', reader)).json().data).toEqual({ days: 30 });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/Log/Retention' })).json().code).toBe(600);
  });
});
