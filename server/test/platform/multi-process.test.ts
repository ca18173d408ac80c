import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Two server processes on one database: what one changes, the other applies within its 5 s caches.
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondApp();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const currentUserOn = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });

describe('several processes behind one database', () => {
  it('accepts a token issued by the other process', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect((await currentUserOn(other, token)).json().code).toBe(200);
  });

  it('applies a logout made through the other process within 5 s', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect((await currentUserOn(other, token)).json().code).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
    expect((await currentUserOn(t.app, token)).json().code).toBe(602);
    t.clock.advance(5_001);
    expect((await currentUserOn(other, token)).json().code).toBe(602);
  });

  it('applies a grant change made through the other process within 5 s', async () => {
    const token = await t.login('zhouqiang', '123456');
    expect((await currentUserOn(other, token)).statusCode).toBe(200);
    // both his roles: 普通员工 (staff) holds the approval centre's menus
    await t.database.db
      .updateTable('baseRole')
      .set({ enabledMark: 0 })
      .where('enCode', 'in', ['sysadmin', 'staff'])
      .execute();
    await t.app.services.grants.invalidateAll();
    expect((await currentUserOn(t.app, token)).statusCode).toBe(403);
    t.clock.advance(5_001);
    const res = await currentUserOn(other, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您的权限不足，请联系管理员');
  });
});
