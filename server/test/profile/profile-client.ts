import { afterAll, beforeAll } from 'vitest';
import { createTestApp, loginRequest, md5, type TestApp } from '../helpers/test-app.js';

export const CURRENT = '/api/permission/Users/Current';

/** Calls the personal-centre API as the holder of `token`. */
export function profileClient(t: TestApp) {
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `${CURRENT}${path}`,
      headers: { authorization: token, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (path: string, token: string, headers?: Record<string, string>) =>
      call('GET', path, token, undefined, headers),
    put: (path: string, token: string, payload?: object, headers?: Record<string, string>) =>
      call('PUT', path, token, payload, headers),
    post: (path: string, token: string, payload: object, headers?: Record<string, string>) =>
      call('POST', path, token, payload, headers),
    currentUser: (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } }),
  };
}

export type ProfileClient = ReturnType<typeof profileClient>;

export interface ProfileApp {
  t: TestApp;
  api: ProfileClient;
  /** the admin's token ('' when not signed in) */
  admin: string;
  /** the token of zhouqiang, a staff member ('' when not signed in) */
  zhou: string;
}

/**
 * A fresh app for the test file with the personal-centre client, handed to `receive` before the first
 * test; the admin and zhouqiang are signed in unless `signIn` is false. The app closes after the file.
 */
export function withProfileApp(receive: (app: ProfileApp) => void, { signIn = true } = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const api = profileClient(t);
    const admin = signIn ? await t.login() : '';
    const zhou = signIn ? await t.login('zhouqiang', '123456') : '';
    receive({ t, api, admin, zhou });
  });
  afterAll(() => t?.close());
}

/** The login answer (code, msg, data) for an account and password, as the login screen sends them. */
export async function passwordLogin(t: TestApp, account: string, password: string) {
  const res = await t.app.inject(loginRequest({ account, password: md5(password), grant_type: 'password' }));
  return res.json();
}

/** The stored row of one account, to show what a call changed or left alone. */
export function userRow(t: TestApp, account: string) {
  return t.database.db
    .selectFrom('baseUser')
    .selectAll()
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
}
