import type { TestApp } from '../helpers/test-app.js';

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

/** The stored row of one account, to show what a call changed or left alone. */
export function userRow(t: TestApp, account: string) {
  return t.database.db
    .selectFrom('baseUser')
    .selectAll()
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
}
