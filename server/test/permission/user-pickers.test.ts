import { describe, expect, it } from 'vitest';
import { call, org, outsider, USERS, user, useUserApp } from './user-fixture.js';

/** Users: the pickers other screens use. */

useUserApp();

describe('pickers', () => {
  it('All lists enabled users with their organisation', async () => {
    const list = (await call('GET', `${USERS}/All`, outsider)).json().data.list;
    const heyan = list.find((u: { account: string }) => u.account === 'heyan');
    expect(heyan).toMatchObject({
      id: user('heyan'),
      realName: '何燕',
      organizeName: expect.stringContaining('测试部'),
    });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it('Selector answers organisations as a tree with their users', async () => {
    const { list } = (await call('GET', `${USERS}/Selector`, outsider)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ fullName: '华夏数智集团有限公司', type: 'company' });
    const shanghai = list[0].children.find((n: { fullName: string }) => n.fullName.includes('上海'));
    const testing = shanghai.children.find((n: { fullName: string }) => n.fullName === '测试部');
    expect(testing.type).toBe('department');
    expect(testing.children.map((n: { fullName: string; type: string }) => [n.fullName, n.type])).toEqual([
      ['何燕/heyan', 'user'],
      ['林峰/linfeng', 'user'],
      ['罗倩/luoqian', 'user'],
    ]);
  });

  it('getUserList restores the display text of stored ids, in the order asked', async () => {
    const res = await call('POST', `${USERS}/getUserList`, outsider, {
      userId: [user('lina'), 'no-such-user', user('zhangwei')],
    });
    expect(res.json().data.list).toEqual([
      expect.objectContaining({ id: user('lina'), fullName: '李娜/lina', organizeName: expect.any(String) }),
      expect.objectContaining({ id: user('zhangwei'), fullName: '张伟/zhangwei' }),
    ]);
  });

  it('ImUser pages contacts other than me', async () => {
    const res = await call(
      'GET',
      `${USERS}/ImUser?currentPage=1&pageSize=20&keyword=${encodeURIComponent('张')}`,
      outsider,
    );
    const { list, pagination } = res.json().data;
    expect(list.map((u: { account: string }) => u.account)).not.toContain('zhangwei');
    const all = (await call('GET', `${USERS}/ImUser?pageSize=3`, outsider)).json().data;
    expect(all.list).toHaveLength(3);
    expect(all.list[0]).toMatchObject({
      account: 'admin',
      realName: '管理员',
      department: expect.any(String),
    });
    expect(pagination.pageSize).toBe(20);
  });

  it('ImUser/Selector loads the tree one level at a time and searches users by keyword', async () => {
    const top = (await call('POST', `${USERS}/ImUser/Selector/0`, outsider, {})).json().data.list;
    expect(top.map((n: { fullName: string }) => n.fullName)).toEqual(['华夏数智集团有限公司']);
    expect(top[0]).toMatchObject({ isLeaf: false, hasChildren: true });
    const level = (await call('POST', `${USERS}/ImUser/Selector/${org('HXSZSH.CS')}`, outsider, {})).json()
      .data.list;
    expect(level.map((n: { fullName: string; isLeaf: boolean }) => [n.fullName, n.isLeaf])).toEqual([
      ['何燕/heyan', true],
      ['林峰/linfeng', true],
      ['罗倩/luoqian', true],
    ]);
    const found = (
      await call('POST', `${USERS}/ImUser/Selector/${org('HXSZ')}`, outsider, { keyword: '何燕' })
    ).json().data.list;
    expect(found).toEqual([expect.objectContaining({ id: user('heyan'), type: 'user' })]);
  });
});
