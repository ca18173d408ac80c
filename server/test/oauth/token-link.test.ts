import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Decision 052: a token that travels in a URL (/home?token= links, SPEC §2.3) is never written to the
// request log, and a token in the query does not sign a request in (only the Authorization header does).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestLog = async (path: string) => {
  await t.app.services.logs.flush();
  return t.database.db
    .selectFrom('baseSysLog')
    .select(['requestUrl', 'requestStatus'])
    .where('category', '=', 5)
    .where('requestUrl', 'like', `${path}%`)
    .execute();
};

describe('tokens in URLs', () => {
  it('logs a request whose query carries a token with the value replaced', async () => {
    const token = await t.login();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/CurrentUser?n=17&token=${encodeURIComponent(token)}`,
      headers: { authorization: token },
    });
    expect(res.json().code).toBe(200);
    const rows = await requestLog('/api/oauth/CurrentUser?n=17');
    expect(rows).toEqual([{ requestUrl: '/api/oauth/CurrentUser?n=17&token=***', requestStatus: 200 }]);
    const all = await t.database.db.selectFrom('baseSysLog').select('requestUrl').execute();
    expect(all.filter((r) => r.requestUrl?.includes(token))).toEqual([]);
  });

  it('does not take a token from the query as a session', async () => {
    const token = await t.login();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/CurrentUser?token=${encodeURIComponent(token)}&n=18`,
    });
    expect(res.statusCode).toBe(401);
    expect(await requestLog('/api/oauth/CurrentUser?token=***&n=18')).toHaveLength(1);
  });
});
