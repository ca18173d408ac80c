import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { callsAs } from './resource-calls.js';
import { DERIVED, gadgetApp, storedGadgets } from './resource-fixture.js';

// Inputs and derived values (the runtime's extension for 定时任务): body fields that are no column, checked
// like columns and stored by the derive hook; the record at a path of its own; the state set by two actions.

let t: TestApp;
let admin: string;

const { call, ok } = callsAs(
  () => t,
  () => admin,
);
const stored = async (id: string) => (await storedGadgets(t)).find((r) => r.id === id);

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('inputs and derived values', () => {
  it('stores what derive makes of the inputs, and answers the inputs back from it', async () => {
    const body = { fullName: '量尺', enCode: 'RULER', spec: { length: 30, unit: 'cm' }, note: 'x' };
    const { id } = await ok('POST', DERIVED, body);
    expect(await stored(id)).toMatchObject({ description: '{"length":30,"unit":"cm"}' });
    expect(Number((await stored(id))?.weight)).toBe(2);
    const record = await ok('GET', `${DERIVED}/Info/${id}`);
    expect(record).toMatchObject({ spec: { length: 30, unit: 'cm' }, weight: 2 });
    expect(record).not.toHaveProperty('note');
    const listed = (await ok('GET', `${DERIVED}?keyword=RULER`)).list;
    expect(listed[0]).toMatchObject({ id, spec: { length: 30, unit: 'cm' } });
    // The record is read only at its own path.
    expect((await call('GET', `${DERIVED}/${id}`)).statusCode).toBe(404);
  });

  it('an input left out of an update keeps the value the record answers; a sent one is derived again', async () => {
    const { id } = await ok('POST', DERIVED, {
      fullName: '卡尺',
      enCode: 'CALIPER',
      spec: { a: 1 },
      note: 'x',
    });
    await ok('PUT', `${DERIVED}/${id}`, { fullName: '游标卡尺', enCode: 'CALIPER', note: 'y' });
    expect(await ok('GET', `${DERIVED}/Info/${id}`)).toMatchObject({ fullName: '游标卡尺', spec: { a: 1 } });
    await ok('PUT', `${DERIVED}/${id}`, { fullName: '游标卡尺', enCode: 'CALIPER', note: 'y', spec: null });
    expect(await ok('GET', `${DERIVED}/Info/${id}`)).toMatchObject({ spec: null, weight: 0 });
  });

  it('checks inputs as columns (schema, not blank) and lets derive refuse; nothing is written', async () => {
    const before = (await storedGadgets(t)).length;
    const base = { fullName: '量角器', enCode: 'PROTRACTOR' };
    const missing = await call('POST', DERIVED, base);
    expect([missing.statusCode, missing.json().msg]).toEqual([400, '附注不能为空']);
    const blank = await call('POST', DERIVED, { ...base, note: '  ' }, 'en');
    expect([blank.statusCode, blank.json().msg, blank.json().data.field]).toEqual([
      400,
      'Note is required',
      'note',
    ]);
    const notObject = await call('POST', DERIVED, { ...base, note: 'x', spec: 'big' });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().msg).toContain('规格');
    const refused = await call('POST', DERIVED, { ...base, note: 'refuse' });
    expect([refused.statusCode, refused.json().msg]).toEqual([400, '器具不存在']);
    expect((await storedGadgets(t)).length).toBe(before);
  });

  it('the state actions set the state and answer it with what derive wrote', async () => {
    const { id } = await ok('POST', DERIVED, {
      fullName: '灯',
      enCode: 'LAMP',
      spec: { w: 5, v: 220 },
      note: 'x',
    });
    expect(await ok('PUT', `${DERIVED}/${id}/Actions/Dark`)).toEqual({ enabledMark: 0, weight: null });
    expect(await ok('PUT', `${DERIVED}/${id}/Actions/Dark`)).toEqual({ enabledMark: 0, weight: null });
    expect(await stored(id)).toMatchObject({ enabledMark: 0, weight: null });
    expect(await ok('PUT', `${DERIVED}/${id}/Actions/Light`)).toEqual({ enabledMark: 1, weight: 2 });
    // No switch beside the actions.
    expect((await call('PUT', `${DERIVED}/${id}/Actions/State`)).statusCode).toBe(404);
    const missing = await call('PUT', `${DERIVED}/missing/Actions/Light`);
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '器具不存在']);
  });
});
