import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { callsAs } from './resource-calls.js';
import { GADGETS, gadgetApp } from './resource-fixture.js';

// When the unique index refuses a write the runtime's own check let through (another request wrote the same
// code in between, or a soft-deleted row still holds it in the index), the answer is the check's 409 naming
// the declared rule's field, not the platform's generic duplicate answer. An index no declared rule explains
// keeps the generic 409.

let t: TestApp;
let admin: string;

const { call } = callsAs(
  () => t,
  () => admin,
);

async function create(body: object): Promise<string> {
  const res = await call('POST', GADGETS, body);
  expect(res.json(), res.body).toMatchObject({ code: 200 });
  return res.json().data.id;
}

const answer = (res: Awaited<ReturnType<typeof call>>) => [
  res.statusCode,
  res.json().code,
  res.json().msg,
  res.json().data?.field ?? null,
];

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
  // Indexes over every row, deleted ones too: the runtime's check (live rows only) lets a value through
  // that the index then refuses, which is the refusal a race produces, without depending on timing.
  await sql`create unique index test_gadget_code on test_gadget (en_code)`.execute(t.database.db);
  await sql`create unique index test_gadget_weight on test_gadget (weight)`.execute(t.database.db);
});
afterAll(() => t.close());

describe('a unique index refusing a resource write', () => {
  it('answers a create with the declared rule: 409 naming the field, in the caller language', async () => {
    const id = await create({ fullName: '铁砧', enCode: 'ANVIL' });
    expect((await call('DELETE', `${GADGETS}/${id}`)).statusCode).toBe(200);
    const res = await call('POST', GADGETS, { fullName: '新铁砧', enCode: 'ANVIL' });
    expect(answer(res)).toEqual([409, 409, '器具编码已存在', 'enCode']);
    expect(res.json().data.errors).toEqual([{ field: 'enCode', message: '器具编码已存在' }]);
    const english = await call('POST', GADGETS, { fullName: '新铁砧', enCode: 'ANVIL' }, 'en');
    expect(english.json().msg).toBe('Gadget code is already in use');
  });

  it('answers an update the same way, and leaves the record as it was', async () => {
    const gone = await create({ fullName: '风箱', enCode: 'BELLOWS' });
    await call('DELETE', `${GADGETS}/${gone}`);
    const id = await create({ fullName: '火钳', enCode: 'TONGS' });
    const res = await call('PUT', `${GADGETS}/${id}`, { fullName: '火钳', enCode: 'BELLOWS' });
    expect(answer(res)).toEqual([409, 409, '器具编码已存在', 'enCode']);
    const row = await t.app.inject({
      method: 'GET',
      url: `${GADGETS}/${id}`,
      headers: { authorization: admin },
    });
    expect(row.json().data.enCode).toBe('TONGS');
  });

  it('keeps the generic 409 for an index no declared rule explains', async () => {
    await create({ fullName: '砝码', enCode: 'WEIGHT1', weight: 5 });
    const res = await call('POST', GADGETS, { fullName: '砝码二', enCode: 'WEIGHT2', weight: 5 });
    expect(answer(res)).toEqual([409, 409, '该数据已存在（可能刚被他人保存），请刷新后重试', null]);
  });

  it('simultaneous creations with one code: one is created, each other answers the field 409', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => call('POST', GADGETS, { fullName: `并发器具${n}`, enCode: 'RACE' })),
    );
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.length).toBe(5);
    for (const res of refused) expect(answer(res)).toEqual([409, 409, '器具编码已存在', 'enCode']);
  });
});
