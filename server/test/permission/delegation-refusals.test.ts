import { describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import {
  admin,
  BASE,
  call,
  HQ,
  liveDelegations,
  type Method,
  SH,
  setting,
  t,
  useDelegationApp,
  user,
} from './delegation-fixture.js';

/** Delegated administration: refusals say why and change nothing. */

useDelegationApp();

describe('refusals change nothing', () => {
  it('answers clear messages for unknown users and organisations, administrators and bad switches', async () => {
    await call('POST', BASE, admin, { userId: user('lina'), list: [setting(HQ, { thisLayerEdit: 1 })] });
    const before = await liveDelegations();
    const cases: [Method, string, object | undefined, number, string][] = [
      ['GET', `${BASE}/nobody`, undefined, 404, '用户不存在'],
      ['PUT', `${BASE}/nobody`, { list: [setting(SH, { thisLayerAdd: 1 })] }, 404, '用户不存在'],
      ['DELETE', `${BASE}/nobody`, undefined, 404, '用户不存在'],
      ['DELETE', `${BASE}/${user('liuyang')}`, undefined, 404, '该用户没有设置分级管理'],
      [
        'PUT',
        `${BASE}/${user('lina')}`,
        { list: [setting('nowhere', { thisLayerAdd: 1 })] },
        400,
        '该组织不存在或已删除',
      ],
      [
        'PUT',
        `${BASE}/${seedId('user:admin')}`,
        { list: [setting(SH, { thisLayerAdd: 1 })] },
        400,
        '超级管理员本身拥有全部组织的权限,无需设置分级管理',
      ],
      ['PUT', `${BASE}/${user('lina')}`, { list: [setting(SH, { thisLayerAdd: 2 as 1 })] }, 400, '本层添加'],
      [
        'PUT',
        `${BASE}/${user('lina')}`,
        { list: [setting(SH, { thisLayerAdd: 1 }), setting(SH, { thisLayerEdit: 1 })] },
        400,
        '同一个组织只能设置一次',
      ],
      ['PUT', `${BASE}/${user('lina')}`, { list: [setting(SH, {})] }, 400, '请至少为一个组织勾选一项权限'],
      [
        'POST',
        BASE,
        { userId: user('lina'), list: [setting(SH, { thisLayerAdd: 1 })] },
        409,
        '该用户已设置分级管理,请在列表中编辑',
      ],
      ['POST', BASE, { userId: user('lina') }, 400, ''],
    ];
    for (const [method, url, body, status, msg] of cases) {
      const res = await call(method, url, admin, body);
      expect([method, url, res.statusCode]).toEqual([method, url, status]);
      expect(res.json().msg).toContain(msg);
    }
    const admins = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('isAdministrator', '=', 1)
      .execute();
    expect(admins.map((a) => a.id)).toContain(seedId('user:admin'));
    expect(await liveDelegations()).toEqual(before);
    await call('DELETE', `${BASE}/${user('lina')}`);
  });

  it('answers English when asked', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${seedId('user:admin')}`,
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { list: [setting(SH, { thisLayerAdd: 1 })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('super administrator');
  });
});
