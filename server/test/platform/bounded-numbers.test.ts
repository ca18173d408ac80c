import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// A time or date filter of 99999999999999999999 fits no database integer: PostgreSQL answered 500
// ("value out of range for type bigint") on the routes below, found by the route fuzz. Every such number
// is bounded in its route's schema, so it is a 400 naming the field, on both dialects.

let t: TestApp;
let token: string;
let taskId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const created = await call('POST', '/api/scheduletask', {
    fullName: '清理日志',
    enCode: 'pruneLogsBounded',
    cron: '0 * * * *',
    job: 'pruneLogs',
  });
  taskId = created.json().data.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

const HUGE = ['99999999999999999999', '1e308', '253402300800000'];

describe('numbers no column holds are a 400, not a 500', () => {
  it.each(HUGE)('my own log (profile) with startTime or endTime %s', async (value) => {
    for (const field of ['startTime', 'endTime']) {
      const res = await call('GET', `/api/permission/Users/Current/SystemLog?category=5&${field}=${value}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe(field);
    }
  });

  it.each(HUGE)('a scheduled task’s run log with startTime or endTime %s', async (value) => {
    expect(taskId).toBeTruthy();
    for (const field of ['startTime', 'endTime']) {
      const res = await call('GET', `/api/scheduletask/${taskId}/TaskLog?${field}=${value}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe(field);
    }
  });

  it('a birthday or entry date outside 1900-2099 in my profile, before the service sees it', async () => {
    for (const [field, value] of [
      ['birthday', 1e20],
      ['entryDate', -1e20],
      ['birthday', Date.UTC(2100, 0, 1)],
    ] as const) {
      const res = await call('PUT', '/api/permission/Users/Current/BaseInfo', { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[0].field).toBe(field);
    }
    const fine = await call('PUT', '/api/permission/Users/Current/BaseInfo', {
      birthday: Date.UTC(1990, 2, 7),
    });
    expect(fine.json().code).toBe(200);
  });

  it('signed download links with an expiry no date has', async () => {
    for (const url of [
      '/api/file/Attachment/annex/x.txt?expires=99999999999999999999&sign=abc',
      '/api/system/DataBackup/1/Actions/Attachment?expires=1e308&sign=abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { errors: [{ field: 'expires' }] } });
    }
  });
});
