import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import type { TestApp } from '../helpers/test-app.js';
import { callsAs } from './resource-calls.js';
import { changes, GADGETS, gadgetApp, storedGadgets } from './resource-fixture.js';

// The resource runtime's writes on a table made by the test: create, partial update, state, soft delete,
// the declared checks (required, rules, choices, unique, tree) and the bookkeeping columns.

let t: TestApp;
let admin: string;
const ADMIN_ID = seedId('user:admin');

const { call, ok } = callsAs(
  () => t,
  () => admin,
);
const create = async (body: object) => (await ok('POST', GADGETS, body)).id as string;

beforeAll(async () => {
  t = await gadgetApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('create and update', () => {
  it('creates with the declared defaults, trimmed texts and the creator stamps', async () => {
    const id = await create({ fullName: ' 锤子 ', enCode: 'HAMMER', description: '  ' });
    const row = await ok('GET', `${GADGETS}/${id}`);
    expect(row).toMatchObject({
      fullName: '锤子',
      enCode: 'HAMMER',
      kind: null,
      weight: null,
      parentId: '-1',
      description: null,
      sortCode: 0,
      enabledMark: 1,
      creatorTime: t.clock.now(),
      creatorUserId: ADMIN_ID,
      lastModifyTime: null,
    });
    expect(changes.at(-1)).toMatchObject({ kind: 'create', after: { id, enCode: 'HAMMER' } });
  });

  it('keeps every field an update leaves out, and stamps the change (decision 049)', async () => {
    const id = await create({
      fullName: '扳手',
      enCode: 'WRENCH',
      kind: 'tool',
      weight: 7,
      sortCode: 5,
      enabledMark: 0,
    });
    t.clock.advance(5000);
    await ok('PUT', `${GADGETS}/${id}`, { fullName: '活动扳手', enCode: 'WRENCH' });
    const row = await ok('GET', `${GADGETS}/${id}`);
    expect(row).toMatchObject({ fullName: '活动扳手', kind: 'tool', weight: 7, sortCode: 5, enabledMark: 0 });
    expect(row.lastModifyTime).toBe(t.clock.now());
    await ok('PUT', `${GADGETS}/${id}`, { fullName: '活动扳手', enCode: 'WRENCH', kind: null, weight: null });
    expect(await ok('GET', `${GADGETS}/${id}`)).toMatchObject({ kind: null, weight: null, sortCode: 5 });
    expect(changes.at(-1)).toMatchObject({ kind: 'update', before: { weight: 7 }, after: { weight: null } });
  });

  it('refuses bad input naming the field in the caller language, and writes nothing', async () => {
    const before = (await storedGadgets(t)).length;
    const cases: [object, string, string][] = [
      [{ enCode: 'A1' }, 'fullName', '名称不能为空'],
      [{ fullName: '  ', enCode: 'A1' }, 'fullName', '器具名称不能为空'],
      [{ fullName: '锤#', enCode: 'A1' }, 'fullName', '名称不能含有特殊符号'],
      [{ fullName: '锤', enCode: '.A1' }, 'enCode', '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [{ fullName: '锤', enCode: 'A1', kind: 'boat' }, 'kind', '种类的取值不在允许范围内'],
      [{ fullName: '锤', enCode: 'A1', weight: -1 }, 'weight', '重量不能小于0'],
      [{ fullName: '锤', enCode: 'A1', weight: 1e20 }, 'weight', '重量不能大于100000'],
      [{ fullName: 'x'.repeat(51), enCode: 'A1' }, 'fullName', '名称不能超过50个字符'],
      [{ fullName: '锤', enCode: 'A1', parentId: 'nowhere' }, 'parentId', '上级器具不存在或已删除'],
      [{ fullName: '锤\u202e', enCode: 'A1' }, 'fullName', '名称不能包含控制字符或不可见字符'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await call('POST', GADGETS, body);
      expect([JSON.stringify(body), res.statusCode, res.json().data?.errors?.[0]?.field]).toEqual([
        JSON.stringify(body),
        400,
        field,
      ]);
      expect(res.json().msg).toBe(msg);
    }
    const english = await call('POST', GADGETS, { fullName: '  ', enCode: 'A1' }, 'en');
    expect(english.json().msg).toBe('Gadget name is required');
    expect((await storedGadgets(t)).length).toBe(before);
  });

  it('refuses a code another live gadget holds (409 naming the field); a deleted one frees it', async () => {
    const id = await create({ fullName: '钳子', enCode: 'PLIERS' });
    const dup = await call('POST', GADGETS, { fullName: '另一把钳子', enCode: 'PLIERS' });
    expect([dup.statusCode, dup.json().msg, dup.json().data.field]).toEqual([
      409,
      '器具编码已存在',
      'enCode',
    ]);
    expect(dup.json().data.errors[0]).toEqual({ field: 'enCode', message: '器具编码已存在' });
    const other = await create({ fullName: '尖嘴钳', enCode: 'NOSE' });
    expect(
      (await call('PUT', `${GADGETS}/${other}`, { fullName: '尖嘴钳', enCode: 'PLIERS' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', `${GADGETS}/${id}`, { fullName: '钳子', enCode: 'PLIERS' })).statusCode).toBe(
      200,
    );
    await ok('DELETE', `${GADGETS}/${id}`);
    expect((await call('POST', GADGETS, { fullName: '新钳子', enCode: 'PLIERS' })).statusCode).toBe(200);
  });
});

describe('state, delete and the tree', () => {
  it('switches the state and answers the new value; a missing record is 404', async () => {
    const id = await create({ fullName: '锯子', enCode: 'SAW' });
    expect(await ok('PUT', `${GADGETS}/${id}/Actions/State`)).toEqual({ enabledMark: 0 });
    expect(changes.at(-1)).toMatchObject({
      kind: 'state',
      before: { enabledMark: 1 },
      after: { enabledMark: 0 },
    });
    expect(await ok('PUT', `${GADGETS}/${id}/Actions/State`)).toEqual({ enabledMark: 1 });
    for (const [method, url] of [
      ['GET', `${GADGETS}/missing`],
      ['PUT', `${GADGETS}/missing/Actions/State`],
      ['DELETE', `${GADGETS}/missing`],
    ] as const) {
      const res = await call(method, url);
      expect([method, res.statusCode, res.json().msg]).toEqual([method, 404, '器具不存在']);
    }
  });

  it('deletes softly: the row stays marked with who and when, and reads answer it as absent', async () => {
    const id = await create({ fullName: '刨子', enCode: 'PLANE' });
    t.clock.advance(1000);
    await ok('DELETE', `${GADGETS}/${id}`);
    const stored = (await storedGadgets(t)).find((r) => r.id === id);
    expect(stored).toMatchObject({ deleteMark: 1, deleteUserId: ADMIN_ID });
    expect(Number(stored?.deleteTime)).toBe(t.clock.now());
    expect((await call('GET', `${GADGETS}/${id}`)).statusCode).toBe(404);
    expect((await ok('GET', `${GADGETS}?keyword=PLANE`)).list).toEqual([]);
    expect((await call('DELETE', `${GADGETS}/${id}`)).statusCode).toBe(404);
    expect(changes.at(-1)).toMatchObject({ kind: 'delete', before: { id } });
  });

  it('keeps the tree whole: a parent must exist, no cycle, and no delete while gadgets lie below', async () => {
    const box = await create({ fullName: '工具箱', enCode: 'BOX' });
    const tray = await create({ fullName: '托盘', enCode: 'TRAY', parentId: box });
    const bit = await create({ fullName: '钻头', enCode: 'BIT', parentId: tray });
    expect((await ok('GET', `${GADGETS}?parentId=${box}`)).list.map((g: { id: string }) => g.id)).toEqual([
      tray,
    ]);
    for (const parentId of [box, tray, bit].slice(0, 3)) {
      const res = await call('PUT', `${GADGETS}/${box}`, { fullName: '工具箱', enCode: 'BOX', parentId });
      expect([res.statusCode, res.json().msg]).toEqual([400, '上级器具不能是自己或自己的下级']);
    }
    const held = await call('DELETE', `${GADGETS}/${box}`);
    expect([held.statusCode, held.json().msg]).toEqual([400, '该器具下还有1个器具']);
    await ok('PUT', `${GADGETS}/${bit}`, { fullName: '钻头', enCode: 'BIT', parentId: box });
    expect((await call('DELETE', `${GADGETS}/${box}`)).json().msg).toBe('该器具下还有2个器具');
    await ok('DELETE', `${GADGETS}/${tray}`);
    await ok('DELETE', `${GADGETS}/${bit}`);
    await ok('DELETE', `${GADGETS}/${box}`);
  });
});
