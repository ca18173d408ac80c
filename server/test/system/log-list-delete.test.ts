import { describe, expect, it } from 'vitest';
import { grantMenus } from '../helpers/test-app.js';
import { admin, get, t, useLogApp } from './log-fixture.js';

/** System logs: the list and deleting entries. */

useLogApp();

describe('GET /api/system/Log/{type}', () => {
  it('lists login attempts newest first with paging', async () => {
    const res = await get('/api/system/Log/1?currentPage=1&pageSize=20');
    const { list, pagination } = res.json().data;
    expect(pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(list[0]).toMatchObject({ userName: '王芳', loginMark: 0, abstracts: '账号或密码错误' });
    expect(list[1]).toMatchObject({
      userName: '管理员',
      loginMark: 1,
      ipAddress: '127.0.0.1',
      ipAddressName: '本地局域网',
    });
  });

  it('names the place of an IP in the reader language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/Log/1',
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(res.json().data.list[0].ipAddressName).toBe('Local network');
  });

  it('filters by keyword, taking % and _ literally', async () => {
    expect(
      (await get(`/api/system/Log/1?keyword=${encodeURIComponent('王芳')}`)).json().data.pagination.total,
    ).toBe(1);
    expect((await get('/api/system/Log/1?keyword=%25')).json().data.pagination.total).toBe(0);
  });

  it('filters by whole days', async () => {
    const yesterday = t.clock.now() - 86_400_000;
    expect(
      (await get(`/api/system/Log/1?startTime=${yesterday}&endTime=${yesterday}`)).json().data.list,
    ).toEqual([]);
    expect(
      (await get(`/api/system/Log/1?startTime=${t.clock.now()}&endTime=${t.clock.now()}`)).json().data.list,
    ).toHaveLength(2);
  });

  it('refuses an unknown log type and a page size over 500', async () => {
    expect((await get('/api/system/Log/9')).statusCode).toBe(400);
    const big = await get('/api/system/Log/1?pageSize=501');
    expect(big.json().msg).toBe('每页条数不能大于500');
  });

  it('is forbidden to a user without the menu', async () => {
    // liuyang holds another page, not the log page.
    await t.database.db
      .insertInto('baseModule')
      .values({
        id: 'other-page',
        creatorTime: 0,
        creatorUserId: null,
        parentId: '-1',
        type: 2,
        fullName: '其他页面',
        enCode: 'test.other',
        category: 'Web',
      })
      .execute();
    await grantMenus(t, 'liuyang', ['test.other']);
    const token = await t.login('liuyang', '123456');
    const res = await get('/api/system/Log/1', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: '您没有此操作的权限', data: null });
  });

  it('is allowed to a role holder granted the menu', async () => {
    const token = await t.login('huangmin', '123456');
    expect((await get('/api/system/Log/5', token)).json().code).toBe(200);
  });
});

describe('DELETE /api/system/Log', () => {
  const remove = (ids: unknown, token = admin) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: token },
      payload: { ids },
    });

  it('needs the btn_remove button of the log menu', async () => {
    const token = await t.login('huangmin', '123456');
    const [first] = (await get('/api/system/Log/1')).json().data.list;
    await t.database.db.deleteFrom('baseAuthorize').where('itemType', '=', 'button').execute();
    await t.app.services.grants.invalidateAll();
    expect((await remove([first.id], token)).statusCode).toBe(403);
    expect((await get('/api/system/Log/1')).json().data.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('deletes the chosen entries', async () => {
    const [first] = (await get('/api/system/Log/1')).json().data.list;
    expect((await remove([first.id])).json().code).toBe(200);
    const ids = (await get('/api/system/Log/1')).json().data.list.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(first.id);
  });

  it('refuses an empty or mistyped id list', async () => {
    expect((await remove([])).json()).toMatchObject({ code: 400, msg: '记录不能为空' });
    expect((await remove('abc')).statusCode).toBe(400);
  });
});
