import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf, readDocument } from '../helpers/openapi-document.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// The original client sends every filter the user left empty as `name=` (client-facts §1): each GET route
// of the served OpenAPI document (so a new list is covered the day it is added) must answer such a request
// as it answers the same request without those parameters, never with a 400.

let t: TestApp;
let admin: string;
let lists: { op: Operation; path: string }[];

/** The address of a GET list: path parameters filled when each is one of a few values (a log's kind). */
function pathOf(op: Operation): string | null {
  let path = op.path;
  for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
    const first = parameter.schema.enum?.[0];
    if (first === undefined) return null;
    path = path.replace(`{${parameter.name}}`, String(first));
  }
  return path;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  lists = operationsOf(await readDocument(t.app))
    .filter(
      (op) =>
        op.method === 'GET' &&
        op.parameters.some((p) => p.in === 'query') &&
        !op.parameters.some((p) => p.in === 'query' && p.required),
    )
    .flatMap((op) => {
      const path = pathOf(op);
      return path ? [{ op, path }] : [];
    });
}, 60_000);
afterAll(() => t.close());

const answer = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
  return { status: res.statusCode, code: json?.code, total: json?.data?.pagination?.total };
};

describe('empty filters', () => {
  it('finds the lists to check', () => {
    expect(lists.map((list) => list.path)).toEqual(
      expect.arrayContaining(['/api/permission/Users', '/api/system/Log/1', '/api/message/Notice']),
    );
  });

  it('answers every filter left empty as if it were absent', async () => {
    const differing: string[] = [];
    for (const { op, path } of lists) {
      const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const empty = `${path}?${names.map((name) => `${encodeURIComponent(name)}=`).join('&')}`;
      const [without, withEmpty] = [await answer(path), await answer(empty)];
      if (JSON.stringify(without) !== JSON.stringify(withEmpty))
        differing.push(`${empty}: ${JSON.stringify(withEmpty)} instead of ${JSON.stringify(without)}`);
    }
    expect(differing).toEqual([]);
  });
});
