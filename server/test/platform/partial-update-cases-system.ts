import { expect } from 'vitest';
import { type Case, created, MENU, made, ok, read } from './partial-update-fixture.js';

/** The update routes of menus and what hangs on them, maps, areas, the system settings and bill rules. */
export const SYSTEM_CASES: Case[] = [
  {
    route: '/api/system/Menu/:id',
    async prepare() {
      const id = await created('/api/system/Menu', {
        parentId: MENU('permission'),
        enCode: 'pu.link',
        fullName: '部分更新外链',
        type: 7,
        icon: 'icon-link',
        urlAddress: 'https://example.com/docs',
        linkTarget: '_blank',
        category: 'Web',
        propertyJson: '{"moduleId":"","iconBackgroundColor":"#ff0000","isTree":1}',
        sortCode: 12,
        enabledMark: 0,
        isButtonAuthorize: 1,
        isColumnAuthorize: 1,
        isFormAuthorize: 1,
        isDataAuthorize: 1,
        description: '菜单说明',
      });
      const url = `/api/system/Menu/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      parentId: MENU('permission'),
      icon: 'icon-link',
      urlAddress: 'https://example.com/docs',
      linkTarget: '_blank',
      propertyJson: '{"moduleId":"","iconBackgroundColor":"#ff0000","isTree":1}',
      sortCode: 12,
      enabledMark: 0,
      isButtonAuthorize: 1,
      isColumnAuthorize: 1,
      isFormAuthorize: 1,
      isDataAuthorize: 1,
      description: '菜单说明',
    },
  },
  ...(['Button', 'Column', 'Form'] as const).map(
    (kind): Case => ({
      route: `/api/system/Module${kind}/:id`,
      async prepare() {
        const id = await created(`/api/system/Module${kind}`, {
          moduleId: made.page,
          fullName: `部分更新${kind}`,
          enCode: `pu_${kind.toLowerCase()}`,
          sortCode: 13,
          enabledMark: 0,
          description: '说明',
          ...(kind === 'Button' ? {} : { bindTable: 'base_user', bindTableName: '用户表' }),
        });
        const url = `/api/system/Module${kind}/${id}`;
        return { url, info: read(url) };
      },
      holds: {
        sortCode: 13,
        enabledMark: 0,
        description: '说明',
        ...(kind === 'Button' ? {} : { bindTable: 'base_user', bindTableName: '用户表' }),
      },
    }),
  ),
  {
    route: '/api/system/ModuleDataAuthorize/:id',
    async prepare() {
      const id = await created('/api/system/ModuleDataAuthorize', {
        moduleId: made.page,
        fullName: '性别',
        enCode: 'pu_gender',
        type: 'int',
        conditionSymbol: 'Equal,GreaterThan',
        conditionText: '1',
        bindTable: 'base_user',
        sortCode: 14,
        enabledMark: 0,
        description: '字段说明',
      });
      const url = `/api/system/ModuleDataAuthorize/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      type: 'int',
      conditionText: '1',
      bindTable: 'base_user',
      sortCode: 14,
      enabledMark: 0,
      description: '字段说明',
    },
  },
  {
    route: '/api/system/ModuleDataAuthorizeScheme/:id',
    async prepare() {
      await created('/api/system/ModuleDataAuthorize', {
        moduleId: made.page,
        fullName: '账号',
        enCode: 'pu_account',
        conditionSymbol: 'Equal,Contains',
      });
      const conditionJson = JSON.stringify([
        { logic: 'and', groups: [{ field: 'pu_account', op: 'Contains', value: 'wang' }] },
        { logic: 'and', groups: [{ field: 'pu_account', op: 'Equal', value: 'admin' }] },
      ]);
      const id = await created('/api/system/ModuleDataAuthorizeScheme', {
        moduleId: made.page,
        fullName: '部分更新方案',
        enCode: 'pu_scheme',
        conditionJson,
        matchLogic: 'or',
        allData: 0,
        sortCode: 15,
        enabledMark: 0,
        description: '方案说明',
      });
      const url = `/api/system/ModuleDataAuthorizeScheme/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      conditionJson: expect.stringContaining('"value":"wang"'),
      conditionText: expect.stringContaining('admin'),
      matchLogic: 'or',
      allData: 0,
      sortCode: 15,
      enabledMark: 0,
      description: '方案说明',
    },
  },
  {
    route: '/api/system/Map/:id',
    async prepare() {
      const id = await created('/api/system/Map', {
        fullName: '部分更新地图',
        enCode: 'PU.MAP',
        data: JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { name: '一块' },
              geometry: {
                type: 'Polygon',
                coordinates: [
                  [
                    [0, 0],
                    [1, 0],
                    [1, 1],
                    [0, 0],
                  ],
                ],
              },
            },
          ],
        }),
        sortCode: 16,
        enabledMark: 0,
        description: '地图说明',
      });
      const url = `/api/system/Map/${id}`;
      return { url, info: read(url) };
    },
    holds: { sortCode: 16, enabledMark: 0, description: '地图说明' },
  },
  {
    route: '/api/system/Area/:id',
    async prepare() {
      made.province = await created('/api/system/Area', { fullName: '部分更新省', enCode: '990000' });
      const id = await created('/api/system/Area', {
        parentId: made.province,
        fullName: '部分更新市',
        enCode: '990100',
        description: '区划说明',
        sortCode: 17,
        enabledMark: 0,
      });
      return { url: `/api/system/Area/${id}`, info: read(`/api/system/Area/${id}/Info`) };
    },
    get holds() {
      return { parentId: made.province, type: 2, description: '区划说明', sortCode: 17, enabledMark: 0 };
    },
  },
  {
    route: '/api/system/SysConfig',
    async prepare() {
      const url = '/api/system/SysConfig';
      await ok('PUT', url, {
        sysDescription: '部分更新的系统',
        companyName: '部分更新公司',
        companyAddress: '上海',
        passwordErrorsNumber: 7,
        lockTime: 20,
        emailSenderName: '系统',
        emailPassword: 'secret-mail-password',
      });
      return { url, info: read(url) };
    },
    holds: {
      sysDescription: '部分更新的系统',
      companyName: '部分更新公司',
      companyAddress: '上海',
      passwordErrorsNumber: 7,
      lockTime: 20,
      emailSenderName: '系统',
    },
  },
  {
    route: '/api/system/BillRule/:id',
    async prepare() {
      const id = await created('/api/system/BillRule', {
        fullName: '部分更新单据',
        enCode: 'PuBill',
        prefix: 'PU',
        dateFormat: 'yyyyMM',
        digit: 5,
        startNumber: '10',
        description: '单据说明',
        sortCode: 18,
        enabledMark: 0,
      });
      const url = `/api/system/BillRule/${id}`;
      return { url, info: read(url) };
    },
    holds: { prefix: 'PU', dateFormat: 'yyyyMM', description: '单据说明', sortCode: 18, enabledMark: 0 },
  },
];
