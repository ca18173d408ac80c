import {
  type Case,
  created,
  type Json,
  made,
  ORG,
  ok,
  POSITION,
  ROLE,
  read,
  t,
  USER,
} from './partial-update-fixture.js';

/** The update routes of organisations, positions, roles, users and data grants. */
export const PERMISSION_CASES: Case[] = [
  {
    route: '/api/permission/Organize/:id',
    async prepare() {
      made.company = await created('/api/permission/Organize', {
        parentId: ORG('HXSZ'),
        enCode: 'PU.CO',
        fullName: '部分更新公司',
        managerId: USER('zhouqiang'),
        description: '公司说明',
        sortCode: 7,
        enabledMark: 0,
      });
      const url = `/api/permission/Organize/${made.company}`;
      return { url, info: read(url) };
    },
    holds: { managerId: USER('zhouqiang'), description: '公司说明', sortCode: 7, enabledMark: 0 },
  },
  {
    route: '/api/permission/Organize/Department/:id',
    async prepare() {
      const id = await created('/api/permission/Organize/Department', {
        parentId: ORG('HXSZ'),
        enCode: 'PU.DEPT',
        fullName: '部分更新部门',
        managerId: USER('zhouqiang'),
        description: '部门说明',
        sortCode: 8,
        enabledMark: 0,
      });
      const url = `/api/permission/Organize/Department/${id}`;
      return { url, info: read(url) };
    },
    holds: { managerId: USER('zhouqiang'), description: '部门说明', sortCode: 8, enabledMark: 0 },
  },
  {
    route: '/api/permission/Position/:id',
    async prepare() {
      const id = await created('/api/permission/Position', {
        fullName: '部分更新岗位',
        enCode: 'PU.POS',
        organizeId: ORG('HXSZ.ZCB'),
        type: 'leader',
        description: '岗位说明',
        sortCode: 9,
        enabledMark: 0,
      });
      const url = `/api/permission/Position/${id}`;
      return { url, info: read(url) };
    },
    holds: { type: 'leader', description: '岗位说明', sortCode: 9, enabledMark: 0 },
  },
  {
    route: '/api/permission/Role/:id',
    async prepare() {
      made.role = await created('/api/permission/Role', {
        fullName: '部分更新角色',
        enCode: 'PU.ROLE',
        type: 'business',
        description: '角色说明',
        sortCode: 10,
        enabledMark: 0,
      });
      const url = `/api/permission/Role/${made.role}`;
      return { url, info: read(url) };
    },
    holds: { type: 'business', description: '角色说明', sortCode: 10, enabledMark: 0 },
  },
  {
    route: '/api/permission/Users/:id',
    async prepare() {
      const id = await created('/api/permission/Users', {
        account: 'partialupdate',
        realName: '部分更新',
        gender: 2,
        mobilePhone: '13912340001',
        email: 'partial@huaxia-demo.cn',
        organizeId: ORG('HXSZ.ZCB'),
        managerId: USER('zhouqiang'),
        positionIds: [POSITION('ZJZL')],
        roleIds: [ROLE('sysadmin')],
        description: '用户说明',
        sortCode: 11,
        enabledMark: 0,
      });
      const url = `/api/permission/Users/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      gender: 2,
      mobilePhone: '13912340001',
      email: 'partial@huaxia-demo.cn',
      managerId: USER('zhouqiang'),
      positionIds: [POSITION('ZJZL')],
      roleIds: [ROLE('sysadmin')],
      description: '用户说明',
      sortCode: 11,
      enabledMark: 0,
    },
  },
  {
    route: '/api/permission/Users/Current/BaseInfo',
    async prepare() {
      const token = await t.login('zhouqiang', '123456');
      const url = '/api/permission/Users/Current/BaseInfo';
      await ok(
        'PUT',
        url,
        {
          nickName: '小王',
          gender: 2,
          email: 'wangfang.home@huaxia-demo.cn',
          urgentContacts: '王先生',
          postalAddress: '上海市浦东新区',
          signature: '今天也要加油',
          description: '个人说明',
        },
        token,
      );
      return {
        url,
        info: async () => (await ok('GET', url, undefined, token)) as Json,
        token,
      };
    },
    holds: {
      nickName: '小王',
      gender: 2,
      email: 'wangfang.home@huaxia-demo.cn',
      urgentContacts: '王先生',
      postalAddress: '上海市浦东新区',
      signature: '今天也要加油',
      description: '个人说明',
    },
  },
  {
    route: '/api/permission/Authority/Data/:objectId',
    async prepare() {
      const roleId = await created('/api/permission/Role', { fullName: '授权角色', enCode: 'PU.GRANTS' });
      const menu = made.page;
      const item = (kind: string, enCode: string, more: Json = {}) =>
        created(`/api/system/Module${kind}`, { moduleId: menu, fullName: enCode, enCode, ...more });
      const sets = {
        module: [menu],
        button: [await item('Button', 'btn_pu_grant')],
        column: [await item('Column', 'pu_grant_column')],
        form: [await item('Form', 'pu_grant_form')],
        resource: [
          await created('/api/system/ModuleDataAuthorizeScheme', {
            moduleId: menu,
            fullName: '全部数据',
            enCode: 'pu_grant_all',
            allData: 1,
          }),
        ],
      };
      made.grantSets = JSON.stringify(sets);
      const url = `/api/permission/Authority/Data/${roleId}`;
      await ok('PUT', url, { objectType: 'Role', ...sets });
      const info = async () => {
        const held: Json = {};
        for (const type of Object.keys(sets)) {
          const data = await ok('POST', `${url}/Values`, { type, moduleIds: menu });
          held[type] = data.ids;
        }
        return held;
      };
      return { url, info };
    },
    get holds() {
      return JSON.parse(made.grantSets ?? '{}');
    },
    body: () => ({ objectType: 'Role' }),
  },
];
