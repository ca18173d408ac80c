import { POSITION_TYPES, ROLE_TYPE_CODES } from '@app/common';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Any,
  call,
  counts,
  DATA,
  granted,
  type Method,
  newItem,
  newType,
  ok,
  outsider,
  reader,
  TYPES,
  upload,
  useDictionaryApp,
} from './dictionary-fixture.js';

/** Dictionaries: the seeded ones, and who may call the routes. */

useDictionaryApp();

describe('seeded dictionaries', () => {
  it('groups the product dictionaries under 系统 / 业务 / 流程 with Chinese items', async () => {
    const tree = (await ok('GET', TYPES)).list as Any[];
    expect(tree.map((n) => n.fullName)).toEqual(['系统', '业务', '流程']);
    const all = (await ok('GET', `${DATA}/All`)).list as Any[];
    const byCode = new Map<string, Any>(all.map((d) => [d.enCode, d]));
    const dict = (code: string) => byCode.get(code) as Any;
    for (const code of [
      'sex',
      'Education',
      'Nation',
      'certificateType',
      'IndustryType',
      'WorkFlowCategory',
      'RoleType',
      'PositionType',
      'dbType',
      'ReportSort',
      'portalDesigner',
      'EnterpriseNature',
      'Email',
      'printDev',
      'WFSettlementMethod',
      'webDesign',
      'appDesigner',
      'webForm',
      'appForm',
      'flowForm',
    ])
      expect(byCode.get(code)?.dictionaryList.length, code).toBeGreaterThan(0);
    expect(dict('sex').dictionaryList.map((i: Any) => i.fullName)).toEqual(['男', '女']);
    expect(dict('Nation').dictionaryList).toHaveLength(56);
    expect(dict('dbType').dictionaryList.map((i: Any) => i.enCode)).toEqual(
      expect.arrayContaining(['SQLite', 'PostgreSQL', 'MySQL']),
    );
    // Role and position forms accept exactly these codes: the dictionaries hold the same ones.
    expect(dict('RoleType').dictionaryList.map((i: Any) => i.enCode)).toEqual(ROLE_TYPE_CODES);
    expect(dict('RoleType').id).toBe('4501f6f26a384757bce12d4c4b03342c');
    expect(dict('PositionType').dictionaryList.map((i: Any) => i.enCode)).toEqual(
      POSITION_TYPES.map((p) => p.code),
    );
    // A tree dictionary answers its levels.
    const industry = dict('IndustryType');
    expect(industry.isTree).toBe(1);
    expect(
      industry.dictionaryList.find((i: Any) => i.enCode === 'I').children.map((c: Any) => c.enCode),
    ).toContain('I65');
  });
});

describe('who may call the dictionary routes', () => {
  let typeId: string;
  let itemId: string;
  beforeAll(async () => {
    typeId = await newType({ enCode: 'accessType' });
    itemId = await newItem(typeId, 'accessItem');
  });
  const typeBody = { parentId: '-1', fullName: '权限测试', enCode: 'accessOther', isTree: 0, sortCode: 0 };
  const routes = (): [Method, string, 'read' | string, object?][] => [
    ['GET', `${TYPES}/${typeId}`, 'read'],
    ['POST', TYPES, 'btn_add', typeBody],
    ['PUT', `${TYPES}/${typeId}`, 'btn_edit', { ...typeBody, enCode: 'accessType' }],
    ['DELETE', `${TYPES}/${typeId}`, 'btn_remove'],
    ['GET', `${DATA}/${typeId}`, 'read'],
    ['GET', `${DATA}/${itemId}/Info`, 'read'],
    ['POST', DATA, 'btn_add', { dictionaryTypeId: typeId, fullName: '新', enCode: 'accessNew' }],
    [
      'PUT',
      `${DATA}/${itemId}`,
      'btn_edit',
      { dictionaryTypeId: typeId, fullName: '改', enCode: 'accessItem' },
    ],
    ['PUT', `${DATA}/${itemId}/Actions/State`, 'btn_edit'],
    ['DELETE', `${DATA}/${itemId}`, 'btn_remove'],
    ['GET', `${DATA}/${typeId}/Action/Export`, 'btn_export'],
  ];
  const pickers = () => [
    TYPES,
    `${TYPES}/Selector/0`,
    `${DATA}/All`,
    `${DATA}/${typeId}/Selector/0`,
    `${DATA}/${typeId}/Data/Selector`,
  ];

  it('asks anonymous callers to log in (600) on every route', async () => {
    for (const [method, url, , body] of routes()) {
      const res = await call(method, url, null, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 600]);
    }
    for (const url of pickers()) expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await upload('{}', '', null)).json().code).toBe(600);
  });

  it('refuses users without the dictionary menu (403), and readers without buttons may only read', async () => {
    const before = await counts();
    for (const [method, url, need, body] of routes()) {
      expect([method, url, (await call(method, url, outsider, body)).statusCode]).toEqual([method, url, 403]);
      const asReader = await call(method, url, reader, body);
      expect([method, url, asReader.statusCode]).toEqual([method, url, need === 'read' ? 200 : 403]);
    }
    expect((await upload('{}', '', outsider)).statusCode).toBe(403);
    expect((await upload('{}', '', reader)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('serves the lookups form controls read to any signed-in user', async () => {
    for (const url of pickers())
      expect([url, (await call('GET', url, outsider)).json().code]).toEqual([url, 200]);
  });

  it('lets the 系统管理员 role do everything, export and import included', async () => {
    const type = await ok('POST', TYPES, { ...typeBody, enCode: 'grantedType' }, granted);
    await ok('PUT', `${TYPES}/${type.id}`, { ...typeBody, enCode: 'grantedType', fullName: '改名' }, granted);
    const item = await ok(
      'POST',
      DATA,
      { dictionaryTypeId: type.id, fullName: '一', enCode: 'one' },
      granted,
    );
    await ok(
      'PUT',
      `${DATA}/${item.id}`,
      { dictionaryTypeId: type.id, fullName: '壹', enCode: 'one' },
      granted,
    );
    expect(await ok('PUT', `${DATA}/${item.id}/Actions/State`, undefined, granted)).toEqual({
      enabledMark: 0,
    });
    const exported = await call('GET', `${DATA}/${type.id}/Action/Export`, granted);
    expect(exported.statusCode).toBe(200);
    const imported = await upload(exported.body, '?duplicates=rename', granted);
    expect(imported.json().code).toBe(200);
    await ok('DELETE', `${DATA}/${item.id}`, undefined, granted);
    await ok('DELETE', `${TYPES}/${type.id}`, undefined, granted);
  });
});
