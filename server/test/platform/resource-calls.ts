import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';

/** Requests to the fixture's resources as one signed-in user (both known once the suite's app is up). */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function callsAs(app: () => TestApp, token: () => string) {
  /** The answer as it comes, in the given language. */
  const call = (method: Method, url: string, payload?: object, lang = 'zh') =>
    app().app.inject({ method, url, headers: { authorization: token(), 'x-language': lang }, payload });
  /** The data of an answer that must succeed (code 200). */
  async function ok(method: Method, url: string, payload?: object) {
    const res = await call(method, url, payload);
    expect(res.json(), `${method} ${url}: ${res.body}`).toMatchObject({ code: 200 });
    return res.json().data;
  }
  return { call, ok };
}
