import type { TestApp } from '../helpers/test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the system-data tests call the API: as a signed-in user (a token; null for nobody) in a language.
 * `app` and `defaultToken` are read at each call, since a test file signs in only in its beforeAll.
 */
export function callAs(app: () => TestApp, defaultToken: () => string) {
  return (
    method: Method,
    url: string,
    token: string | null = defaultToken(),
    payload?: object,
    lang = 'zh',
  ) =>
    app().app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), 'x-language': lang },
      payload,
    });
}
