import { describe, expect, it, vi } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { LogCategory } from '../../src/platform/logs/log-writer.js';
import { grantButtons } from '../helpers/test-app.js';
import { admin, countOf, get, seedLogs, t, useLogApp } from './log-fixture.js';

/** System logs: the operation log. */

useLogApp();

describe('operation log (category 3)', () => {
  const ZJL = seedId('position:ZJL');

  it('records a successful write with the menu, the button name and the record id', async () => {
    // An earlier test took every button grant away: give this user the edit button back.
    await grantButtons(t, 'zhouqiang', 'permission.position', ['btn_edit']);
    const token = await t.login('zhouqiang', '123456');
    await t.app.services.logs.flush();
    const before = await countOf(LogCategory.operation);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/permission/Position/${ZJL}/Actions/State`,
      headers: { authorization: token },
    });
    expect(res.json().code).toBe(200);
    await vi.waitFor(async () => {
      await t.app.services.logs.flush();
      expect(await countOf(LogCategory.operation)).toBe(before + 1);
    });
    const [row] = (await get('/api/system/Log/3')).json().data.list;
    expect(row).toMatchObject({
      userName: '周强',
      moduleName: '岗位管理',
      abstracts: '编辑',
      requestMethod: 'PUT',
      objectId: ZJL,
      requestUrl: `/api/permission/Position/${ZJL}/Actions/State`,
    });
    // put it back
    await t.app.inject({
      method: 'PUT',
      url: `/api/permission/Position/${ZJL}/Actions/State`,
      headers: { authorization: token },
    });
  });

  it('names the administrator’s writes too, without an id when the URL has none', async () => {
    await seedLogs(LogCategory.login, 1, 0, { userName: '待删除' });
    const [target] = (await get(`/api/system/Log/1?keyword=${encodeURIComponent('待删除')}`)).json().data
      .list;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: admin },
      payload: { ids: [target.id] },
    });
    expect(res.json().code).toBe(200);
    await vi.waitFor(async () => {
      await t.app.services.logs.flush();
      const [row] = (await get('/api/system/Log/3')).json().data.list;
      expect(row).toMatchObject({
        userName: '管理员',
        moduleName: '系统日志',
        abstracts: '删除',
        objectId: null,
      });
    });
  });

  it('writes nothing for reads and for refused writes', async () => {
    await t.app.services.logs.flush();
    const before = await countOf(LogCategory.operation);
    await get('/api/permission/Position?currentPage=1&pageSize=20');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: admin },
      payload: { ids: [] },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.app.services.logs.flush();
    expect(await countOf(LogCategory.operation)).toBe(before);
  });
});
