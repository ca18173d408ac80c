import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uptimeText } from '../../src/modules/system/monitor.service.js';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;

const get = (token: string | null, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/system/Monitor',
    headers: { ...(token ? { authorization: token } : {}), ...(lang ? { 'x-language': lang } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('GET /api/system/Monitor', () => {
  it('answers 600 without a token, 403 without the menu, and the figures with it', async () => {
    expect((await get(null)).json().code).toBe(600);
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    expect((await get(await t.login('zhangwei', '123456'))).statusCode).toBe(403);
    const sysadmin = await t.login('zhouqiang', '123456');
    expect((await get(sysadmin)).statusCode).toBe(200);
  });

  it('gives machine, CPU, memory, disk and process figures that add up', async () => {
    const { data } = (await get(admin)).json();
    expect(data.system.os).toMatch(/\S/);
    expect(data.system.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(data.system.loadAverage).toHaveLength(3);
    expect(data.cpu.logic).toBeGreaterThan(0);
    expect(data.cpu.used).toBeGreaterThanOrEqual(0);
    expect(data.cpu.used).toBeLessThanOrEqual(100);
    for (const part of [data.memory, data.disk]) {
      expect(part.total).toBeGreaterThan(0);
      expect(part.used + part.available).toBe(part.total);
      expect(part.usageRate).toBeCloseTo((part.used / part.total) * 100, 0);
    }
    expect(data.process).toMatchObject({ pid: process.pid, node: process.version });
    expect(data.process.rss).toBeGreaterThan(data.process.heapUsed);
  });

  it('writes the machine uptime in the caller language', async () => {
    expect((await get(admin, 'en')).json().data.system.day).toMatch(/min$/);
    expect(uptimeText(3 * 86_400 + 4 * 3_600 + 5 * 60, 'zh')).toBe('3天4小时5分钟');
    expect(uptimeText(4 * 3_600 + 5 * 60, 'en')).toBe('4 h 5 min');
    expect(uptimeText(59, 'zhtw')).toBe('0分鐘');
  });
});
