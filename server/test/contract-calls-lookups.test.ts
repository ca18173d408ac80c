import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/db/seed/seed-id.js';
import { DEFAULT_AVATAR_URL } from '../src/platform/files/avatar-url.js';
import { createTestApp, grantMenus, type TestApp } from './helpers/test-app.js';

/**
 * Issue 15 items 3 and 5 (decision 065): the personal-centre lookups the original client makes (我的下属 tree,
 * my organisations and positions), the names its 个人信息 reads from BaseInfo, and the 本地任务 list of the
 * task form, each in the shape the original reads.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 张伟 › 黄敏 › 周强 › 邓涛 (disabled below), and 王芳 under 张伟 beside 黄敏.
  const manages = async (manager: string, user: string) =>
    t.database.db
      .updateTable('baseUser')
      .set({ managerId: seedId(`user:${manager}`) })
      .where('id', '=', seedId(`user:${user}`))
      .execute();
  await manages('zhangwei', 'huangmin');
  await manages('huangmin', 'zhouqiang');
  await manages('zhouqiang', 'dengtao');
  await manages('zhangwei', 'wangfang');
});
afterAll(() => t.close());

const CURRENT = '/api/permission/Users/Current';
const get = async (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, ...headers } });

describe('GET Current/Subordinate/{id}: the 我的下属 tree, a level at a time', () => {
  it('0 answers the user as the root; an id answers whom that user manages, as the original reads them', async () => {
    const token = await t.login('huangmin', '123456');
    const root = (await get(`${CURRENT}/Subordinate/0`, token)).json();
    expect(root.code).toBe(200);
    expect(root.data).toEqual([
      {
        id: seedId('user:huangmin'),
        // the default picture while the user has none (issue 15 item 3)
        avatar: DEFAULT_AVATAR_URL,
        userName: '黄敏/huangmin',
        isLeaf: false,
        department: '信息技术部',
        position: '信息技术经理',
      },
    ]);
    const below = (await get(`${CURRENT}/Subordinate/${seedId('user:huangmin')}`, token)).json().data;
    expect(below).toEqual([
      expect.objectContaining({ userName: '周强/zhouqiang', isLeaf: false, position: '运维工程师' }),
    ]);
    const deeper = (await get(`${CURRENT}/Subordinate/${seedId('user:zhouqiang')}`, token)).json().data;
    expect(deeper).toEqual([expect.objectContaining({ userName: '邓涛/dengtao', isLeaf: true })]);
  });

  it('leaves disabled users out, and a leaf answers an empty list', async () => {
    const token = await t.login('huangmin', '123456');
    await t.database.db
      .updateTable('baseUser')
      .set({ enabledMark: 0 })
      .where('id', '=', seedId('user:dengtao'))
      .execute();
    try {
      const deeper = (await get(`${CURRENT}/Subordinate/${seedId('user:zhouqiang')}`, token)).json();
      expect(deeper).toMatchObject({ code: 200, data: [] });
      const above = (await get(`${CURRENT}/Subordinate/${seedId('user:huangmin')}`, token)).json().data;
      expect(above[0]).toMatchObject({ userName: '周强/zhouqiang', isLeaf: true });
    } finally {
      await t.database.db
        .updateTable('baseUser')
        .set({ enabledMark: 1 })
        .where('id', '=', seedId('user:dengtao'))
        .execute();
    }
  });

  it('refuses anyone not at or below the caller, in the caller’s language', async () => {
    const token = await t.login('huangmin', '123456');
    for (const other of [seedId('user:zhangwei'), seedId('user:wangfang'), 'no-such-user']) {
      const res = await get(`${CURRENT}/Subordinate/${other}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('用户不存在');
    }
    const en = await get(`${CURRENT}/Subordinate/${seedId('user:zhangwei')}`, token, { 'x-language': 'en' });
    expect(en.json().msg).toBe('The user does not exist');
    // GET Subordinate (the direct reports, SPEC §7.7) answers as before.
    const direct = (await get(`${CURRENT}/Subordinate`, token)).json().data.list;
    expect(direct.map((u: { account: string }) => u.account)).toEqual(['zhouqiang']);
  });
});

describe('GET Current/getUserOrganizes and getUserPositions', () => {
  it('answer bare arrays of {id, fullName, isDefault}: the organisation path and the positions there', async () => {
    const token = await t.login('huangmin', '123456');
    const organizes = (await get(`${CURRENT}/getUserOrganizes`, token)).json();
    expect(organizes).toMatchObject({ code: 200 });
    expect(organizes.data).toEqual([
      { id: seedId('org:HXSZ.XXJS'), fullName: '华夏数智集团有限公司/信息技术部', isDefault: true },
    ]);
    const positions = (await get(`${CURRENT}/getUserPositions`, token)).json().data;
    expect(positions).toEqual([{ id: seedId('position:ITJL'), fullName: '信息技术经理', isDefault: true }]);
  });

  it('lists only positions of the user’s own organisation, the main one marked', async () => {
    const db = t.database.db;
    const now = Date.now();
    // 周强 also holds 运维工程师's sibling 信息技术经理 (same department) and 总经理 of 总裁办 (another one).
    for (const position of ['ITJL', 'ZJL'])
      await db
        .insertInto('baseUserRelation')
        .values({
          id: `extra-${position}`,
          userId: seedId('user:zhouqiang'),
          objectType: 'Position',
          objectId: seedId(`position:${position}`),
          sortCode: 5,
          creatorTime: now,
        })
        .execute();
    const token = await t.login('zhouqiang', '123456');
    const positions = (await get(`${CURRENT}/getUserPositions`, token)).json().data;
    expect(positions).toEqual([
      { id: seedId('position:YWGCS'), fullName: '运维工程师', isDefault: true },
      { id: seedId('position:ITJL'), fullName: '信息技术经理', isDefault: false },
    ]);
  });
});

describe('GET Current/BaseInfo carries the names the original’s 个人信息 shows', () => {
  it('organisation path, manager, positions and roles, beside our own fields', async () => {
    const token = await t.login('huangmin', '123456');
    const info = (await get(`${CURRENT}/BaseInfo`, token)).json().data;
    expect(info).toMatchObject({
      organize: '华夏数智集团有限公司 / 信息技术部',
      manager: '张伟/zhangwei',
      position: '信息技术经理',
      roleId: '部门经理,普通员工,系统管理员',
      organizeName: '华夏数智集团有限公司/信息技术部',
      managerName: '张伟',
      positionNames: ['信息技术经理'],
      roleNames: ['部门经理', '普通员工', '系统管理员'],
    });
    const admin = (await get(`${CURRENT}/BaseInfo`, await t.login())).json().data;
    expect(admin).toMatchObject({ manager: null, organize: '华夏数智集团有限公司' });
  });
});

describe('GET /api/scheduletask/TaskMethods: the jobs a task may run', () => {
  it('answers a bare array of {id, fullName, cron} in the caller’s language, for the 定时任务 menu only', async () => {
    const admin = await t.login();
    const zh = (await get('/api/scheduletask/TaskMethods', admin)).json();
    expect(zh.code).toBe(200);
    expect(zh.data).toEqual(
      expect.arrayContaining([
        { id: 'pruneLogs', fullName: '清理日志', cron: expect.any(String) },
        { id: 'backupDatabase', fullName: '备份数据库', cron: expect.any(String) },
      ]),
    );
    // Each offered cron is one the task form accepts.
    for (const job of zh.data) {
      const preview = await get(`/api/scheduletask/CronPreview?cron=${encodeURIComponent(job.cron)}`, admin);
      expect(preview.json().code, job.cron).toBe(200);
    }
    const en = (await get('/api/scheduletask/TaskMethods', admin, { 'x-language': 'en' })).json().data;
    expect(en.find((job: { id: string }) => job.id === 'pruneLogs').fullName).toBe('Prune logs');

    await grantMenus(t, 'wangfang', ['permission.user']);
    const refused = await get('/api/scheduletask/TaskMethods', await t.login('wangfang', '123456'));
    expect(refused.statusCode).toBe(403);
  });
});
