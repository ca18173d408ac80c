import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { callsAs } from './resource-calls.js';
import { GADGETS, gadgetApp, storedGadgets, TOOL_LIST, TOOLS, written } from './resource-fixture.js';

// A resource over part of a table (the runtime's extensions for 系统公告): fixed values, the list at a path of
// its own, a record that answers more than a list row, the declared order turned by `sort` alone, and
// writes beside a create or update inside its transaction.

let t: TestApp;
let admin: string;

const { call, ok } = callsAs(
  () => t,
  () => admin,
);
const ids = (list: { id: string }[]) => list.map((r) => r.id);
const stored = async (id: string) => (await storedGadgets(t)).find((r) => r.id === id);

let toy: string;
let hammer: string;
let saw: string;

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
  toy = (await ok('POST', GADGETS, { fullName: '陀螺', enCode: 'TOP', kind: 'toy', sortCode: 5 })).id;
  hammer = (await ok('POST', TOOLS, { fullName: '锤子', enCode: 'HAMMER', sortCode: 1, description: '铁' }))
    .id;
  saw = (await ok('POST', TOOLS, { fullName: '锯子', enCode: 'SAW', sortCode: 2 })).id;
});
afterAll(() => t.close());

describe('a resource over part of a table', () => {
  it('creates rows with the fixed values and lists only those, at its own list path', async () => {
    expect(await stored(hammer)).toMatchObject({ kind: 'tool' });
    const list = await ok('GET', TOOL_LIST);
    expect(ids(list.list)).toEqual([saw, hammer]);
    expect(list.pagination.total).toBe(2);
    expect((await call('GET', TOOLS)).statusCode).toBe(404);
    // The whole table's resource still sees every kind.
    expect(ids((await ok('GET', GADGETS)).list)).toEqual(expect.arrayContaining([toy, hammer, saw]));
  });

  it('answers a row of another kind as absent on every record route', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { fullName: '陀螺', enCode: 'TOP' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `${TOOLS}/${toy}`, body);
      expect([method, res.statusCode]).toEqual([method, 404]);
    }
    expect(await stored(toy)).toMatchObject({ fullName: '陀螺', deleteMark: null });
  });

  it('the record answers more than the list row', async () => {
    expect((await ok('GET', TOOL_LIST)).list[1]).not.toHaveProperty('description');
    expect(await ok('GET', `${TOOLS}/${hammer}`)).toMatchObject({ id: hammer, description: '铁' });
  });

  it('sort without sidx turns the declared order; with sidx the field leads', async () => {
    expect(ids((await ok('GET', `${TOOL_LIST}?sort=asc`)).list)).toEqual([hammer, saw]);
    expect(ids((await ok('GET', `${TOOL_LIST}?sort=desc`)).list)).toEqual([saw, hammer]);
    expect(ids((await ok('GET', `${TOOL_LIST}?sidx=enCode&sort=asc`)).list)).toEqual([hammer, saw]);
  });

  it('writes beside a create or update in its transaction, and a refusal there undoes the write', async () => {
    expect(Number((await stored(saw))?.weight)).toBe(1);
    await ok('PUT', `${TOOLS}/${saw}`, { fullName: '钢锯', enCode: 'SAW' });
    expect(written.at(-1)).toMatchObject({
      kind: 'update',
      before: { id: saw, fullName: '锯子' },
      after: { id: saw, fullName: '钢锯', kind: 'tool' },
    });
    expect(await stored(saw)).toMatchObject({ fullName: '钢锯' });
    expect(Number((await stored(saw))?.weight)).toBe(2);
    const before = (await storedGadgets(t)).length;
    const created = await call('POST', TOOLS, { fullName: '锉刀', enCode: 'FILE', description: 'rollback' });
    expect([created.statusCode, created.json().msg]).toEqual([409, '器具不存在']);
    expect((await storedGadgets(t)).length).toBe(before);
    const updated = await call('PUT', `${TOOLS}/${saw}`, {
      fullName: '手锯',
      enCode: 'SAW',
      description: 'rollback',
    });
    expect(updated.statusCode).toBe(409);
    expect(await stored(saw)).toMatchObject({ fullName: '钢锯', description: null });
    expect(Number((await stored(saw))?.weight)).toBe(2);
  });
});
