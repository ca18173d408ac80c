import { beforeAll, describe, expect, it } from 'vitest';
import { grantMenus, type TestApp } from '../helpers/test-app.js';
import { type ProfileClient, passwordLogin, withProfileApp } from './profile-client.js';

let t: TestApp;
let api: ProfileClient;
let admin: string;
let zhou: string;
withProfileApp((app) => ({ t, api, admin, zhou } = app));

const idOf = async (account: string) =>
  (
    await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /api/permission/Users/Current/Subordinate', () => {
  it('lists the users I manage with their organisation and position, and no one else', async () => {
    const me = await idOf('zhouqiang');
    await t.database.db
      .updateTable('baseUser')
      .set({ managerId: me })
      .where('account', 'in', ['dengtao', 'caomeng'])
      .execute();
    // A deleted report is no longer anyone's subordinate.
    await t.database.db
      .updateTable('baseUser')
      .set({ managerId: me, deleteMark: 1 })
      .where('account', '=', 'pengli')
      .execute();

    const { list } = (await api.get('/Subordinate', zhou)).json().data;
    expect(list.map((u: { account: string }) => u.account)).toEqual(['dengtao', 'caomeng']);
    expect(list[0]).toMatchObject({
      realName: '邓涛',
      headIcon: null,
      organizeName: '华夏数智集团有限公司/信息技术部',
      positionName: '运维工程师',
    });
    expect(list[1]).toMatchObject({ realName: '曹萌', positionName: '人事专员' });
    expect(list[0].id).toBeTypeOf('string');
    expect((await api.get('/Subordinate', admin)).json().data.list).toEqual([]);
  });

  it('includes a sub account under its main account', async () => {
    await grantMenus(t, 'gaopeng', ['system', 'system.log']);
    const token = await t.login('gaopeng', '123456');
    const { list } = (await api.get('/Subordinate', token)).json().data;
    expect(list).toEqual([
      expect.objectContaining({ account: '13901010088@gaopeng', realName: '高鹏(外勤)' }),
    ]);
  });
});

describe('GET /api/permission/Users/Current/Authorize', () => {
  it('shows a role holder the menus granted to them as a tree, with the buttons on each', async () => {
    const { list } = (await api.get('/Authorize', zhou)).json().data;
    expect(list.map((m: { enCode: string }) => m.enCode)).toEqual([
      'onlineDev',
      'generator',
      'workFlow',
      'permission',
      'systemData',
      'system',
    ]);
    expect(list.filter((m: { enCode: string }) => m.enCode === 'system')).toEqual([
      expect.objectContaining({
        enCode: 'system',
        fullName: '系统管理',
        type: 1,
        button: [],
        // Among the pages of 系统管理 (later screens add more).
        children: expect.arrayContaining([
          expect.objectContaining({
            enCode: 'system.log',
            fullName: '系统日志',
            type: 2,
            button: [
              { enCode: 'btn_remove', fullName: expect.any(String) },
              { enCode: 'btn_export', fullName: expect.any(String) },
            ],
            column: [],
            form: [],
            children: [],
          }),
          expect.objectContaining({
            enCode: 'system.menu',
            fullName: '菜单管理',
            type: 2,
            button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import'].map((enCode) =>
              expect.objectContaining({ enCode }),
            ),
          }),
        ]),
      }),
    ]);
  });

  it('agrees with the permission list CurrentUser gives', async () => {
    const { list } = (await api.get('/Authorize', admin)).json().data;
    const { permissionList } = (await api.currentUser(admin)).json().data;
    const flat: { id: string; button: { enCode: string }[] }[] = [];
    const walk = (nodes: typeof flat & { children: typeof flat }[]) => {
      for (const node of nodes) {
        flat.push(node);
        walk(node.children as never);
      }
    };
    walk(list);
    for (const entry of permissionList) {
      const node = flat.find((n) => n.id === entry.modelId);
      expect(node?.button).toEqual(entry.button);
    }
  });
});

describe('GET /api/permission/Users/Current/SystemLog', () => {
  beforeAll(async () => {
    await passwordLogin(t, 'zhouqiang', 'wrong');
    await api.get('/BaseInfo', admin);
    await api.get('/BaseInfo', zhou);
    await t.app.services.logs.flush();
  });

  it('lists only my own logins, newest first, paged', async () => {
    const res = await api.get('/SystemLog?category=1&currentPage=1&pageSize=20', zhou);
    const { list, pagination } = res.json().data;
    expect(pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(list[0]).toMatchObject({ userName: '周强', loginMark: 0, abstracts: '账号或密码错误' });
    expect(list[1]).toMatchObject({ userName: '周强', loginMark: 1, ipAddressName: '本地局域网' });

    const page2 = (await api.get('/SystemLog?category=1&currentPage=2&pageSize=1', zhou)).json().data;
    expect(page2.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    expect(page2.list[0].loginMark).toBe(1);
  });

  it('defaults to the login log', async () => {
    const { list } = (await api.get('/SystemLog', admin)).json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every(
        (row: { category: number; userName: string }) => row.category === 1 && row.userName === '管理员',
      ),
    ).toBe(true);
  });

  it('lists my own requests, with keyword and whole-day filters', async () => {
    const all = (await api.get('/SystemLog?category=5', zhou)).json().data;
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((row: { userName: string }) => row.userName === '周强')).toBe(true);
    expect(all.list.some((row: { requestUrl: string }) => row.requestUrl.includes('/Current/BaseInfo'))).toBe(
      true,
    );

    const keyword = encodeURIComponent('Subordinate');
    const filtered = (await api.get(`/SystemLog?category=5&keyword=${keyword}`, zhou)).json().data.list;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((row: { requestUrl: string }) => row.requestUrl.includes('Subordinate'))).toBe(
      true,
    );

    const yesterday = t.clock.now() - 86_400_000;
    const none = await api.get(`/SystemLog?category=5&startTime=${yesterday}&endTime=${yesterday}`, zhou);
    expect(none.json().data).toMatchObject({ list: [], pagination: { total: 0 } });
  });

  it.each([
    ['an operation log category', '?category=3', '类别的取值不在允许范围内'],
    ['a page size over 500', '?pageSize=501', '每页条数不能大于500'],
    ['a mistyped date', '?startTime=today', '开始时间格式不正确'],
  ])('refuses %s', async (_, query, message) => {
    const res = await api.get(`/SystemLog${query}`, zhou);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
  });
});
