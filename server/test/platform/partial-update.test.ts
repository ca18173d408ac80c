import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 13, item 3: a field that an update leaves out is left as it is stored, on every PUT.
 *
 * For each update route: a record is made through the API with every optional field away from its
 * default; a PUT carries only the fields the route's schema requires (taken from the record itself);
 * the record read back through its info route must be the same as before. Every PUT route of the app is
 * either in CASES or in EXCLUDED with a reason that the route's schema is checked against.
 */

let t: TestApp;
let admin: string;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is JSON read back from the server
let doc: { paths: Record<string, Record<string, any>> };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;

const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: { authorization: token }, payload });

/** The answer's data, failing the test (with the answer) unless it is a success. */
async function ok(method: Method, url: string, payload?: object, token = admin) {
  const res = await call(method, url, payload, token);
  expect(res.json(), `${method} ${url}: ${res.body}`).toMatchObject({ code: 200 });
  return res.json().data;
}
const created = async (url: string, payload: object) => (await ok('POST', url, payload)).id as string;
const read = (url: string) => async () => (await ok('GET', url)) as Json;

const USER = (account: string) => seedId(`user:${account}`);
const ORG = (code: string) => seedId(`org:${code}`);
const POSITION = (code: string) => seedId(`position:${code}`);
const ROLE = (code: string) => seedId(`role:${code}`);
const MENU = (code: string) => seedId(`menu:${code}`);

/** Change stamps: an update moves them, whatever it carries. */
const STAMPS = ['lastModifyTime', 'lastModifyUserId', 'lastModifyUser'];
const withoutStamps = (value: Json) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !STAMPS.includes(key)));

/** The body schema of a route in the app's OpenAPI document (`:id` written `{id}` there). */
function bodySchema(route: string) {
  const path = route.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = doc.paths[path]?.put;
  if (!operation) throw new Error(`PUT ${route} is not in the OpenAPI document`);
  return operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
}

/** Only what the schema requires of `value`, at every depth (objects and lists of objects). */
function onlyRequired(schema: Json | undefined, value: unknown): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  if (Array.isArray(value)) return value.map((item) => onlyRequired(schema.items as Json, item));
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(
    required.map((key) => [key, onlyRequired(properties[key], (value as Json)[key])]),
  );
}

interface Case {
  /** the route as the app registers it */
  route: string;
  /**
   * Makes the record through the API with its optional fields set away from their defaults; answers
   * the PUT address and how to read the record back.
   */
  prepare: () => Promise<{ url: string; info: () => Promise<Json>; token?: string }>;
  /** what the prepared record holds (as its info answers it): shows the optional fields were set */
  holds: Json;
  /** the body of the partial PUT, when it is not just the required fields of what info answers */
  body?: (stored: Json) => object;
}

/** Records other cases lean on, made once. */
const made: Record<string, string> = {};

/** A designed table of the data-model case: created with every optional field set, then kept. */
const ORDERS_TABLE = {
  tableInfo: { table: 'pu_orders', tableName: '订单表' },
  tableFieldList: [
    {
      field: 'id',
      fieldName: '主键',
      dataType: 'varchar',
      dataLength: '50',
      primaryKey: 1,
      allowNull: 0,
    },
    {
      field: 'title',
      fieldName: '标题',
      dataType: 'varchar',
      dataLength: '100',
      primaryKey: 0,
      allowNull: 0,
      defaultValue: '无',
    },
  ],
};
/** The data-interface case's optional fields, set at creation and expected to stay. */
const INTERFACE_FIELDS = {
  dataType: 1,
  requestMethod: 'POST',
  requestParameters: [
    { field: 'who', dataType: 'varchar', required: 0, defaultValue: 'admin', description: '账号' },
  ],
  query: 'select id from base_user where account = {who}',
  isWrite: 1,
  sortCode: 22,
  enabledMark: 0,
  description: '接口说明',
};

const CASES: Case[] = [
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
  {
    route: '/api/system/DictionaryType/:id',
    async prepare() {
      made.parentType = await created('/api/system/DictionaryType', {
        fullName: '上级分类',
        enCode: 'PuParent',
      });
      made.treeType = await created('/api/system/DictionaryType', {
        parentId: made.parentType,
        fullName: '部分更新字典',
        enCode: 'PuTree',
        isTree: 1,
        sortCode: 19,
        description: '字典说明',
      });
      const url = `/api/system/DictionaryType/${made.treeType}`;
      return { url, info: read(url) };
    },
    get holds() {
      return { parentId: made.parentType, isTree: 1, sortCode: 19, description: '字典说明' };
    },
  },
  {
    route: '/api/system/DictionaryData/:id',
    async prepare() {
      const type = await created('/api/system/DictionaryType', {
        fullName: '树形字典',
        enCode: 'PuItems',
        isTree: 1,
      });
      made.parentItem = await created('/api/system/DictionaryData', {
        dictionaryTypeId: type,
        fullName: '上级项',
        enCode: 'top',
      });
      const id = await created('/api/system/DictionaryData', {
        dictionaryTypeId: type,
        parentId: made.parentItem,
        fullName: '下级项',
        enCode: 'child',
        enabledMark: 0,
        sortCode: 20,
        description: '项说明',
      });
      return { url: `/api/system/DictionaryData/${id}`, info: read(`/api/system/DictionaryData/${id}/Info`) };
    },
    get holds() {
      return { parentId: made.parentItem, enabledMark: 0, sortCode: 20, description: '项说明' };
    },
  },
  {
    route: '/api/system/DataSource/:id',
    async prepare() {
      made.source = await created('/api/system/DataSource', {
        dbType: 'PostgreSQL',
        fullName: '部分更新数据源',
        host: 'db.example.internal',
        port: 5433,
        userName: 'reporter',
        password: 'reporter-password',
        serviceName: 'reports',
        dbSchema: 'sales',
        tableSpace: 'fast',
        sortCode: 21,
        enabledMark: 0,
        description: '数据源说明',
      });
      const url = `/api/system/DataSource/${made.source}`;
      return { url, info: read(url) };
    },
    holds: {
      host: 'db.example.internal',
      port: 5433,
      userName: 'reporter',
      hasPassword: true,
      serviceName: 'reports',
      dbSchema: 'sales',
      tableSpace: 'fast',
      sortCode: 21,
      enabledMark: 0,
      description: '数据源说明',
    },
  },
  {
    route: '/api/system/DataModel/:linkId/Table',
    async prepare() {
      await ok('POST', '/api/system/DataModel/0/Table', ORDERS_TABLE);
      return {
        url: '/api/system/DataModel/0/Table',
        info: read('/api/system/DataModel/0/Table/pu_orders'),
      };
    },
    holds: ORDERS_TABLE,
  },
  {
    route: '/api/system/DataInterface/:id',
    async prepare() {
      const category = await t.database.db
        .selectFrom('baseDictionaryData as d')
        .innerJoin('baseDictionaryType as ty', 'ty.id', 'd.dictionaryTypeId')
        .select('d.id')
        .where('ty.enCode', '=', 'DataInterfaceType')
        .executeTakeFirstOrThrow();
      made.category = category.id;
      made.dataInterface = await created('/api/system/DataInterface', {
        fullName: '部分更新接口',
        enCode: 'pu.interface',
        categoryId: category.id,
        dbLinkId: made.source,
        ...INTERFACE_FIELDS,
      });
      const url = `/api/system/DataInterface/${made.dataInterface}`;
      return { url, info: read(url) };
    },
    get holds() {
      return {
        categoryId: made.category,
        dbLinkId: made.source,
        ...INTERFACE_FIELDS,
      };
    },
  },
  {
    route: '/api/system/Language/:id',
    async prepare() {
      const id = await created('/api/system/Language', {
        key: 'pu.greeting',
        zh: '你好',
        en: 'Hello',
        zhtw: '妳好',
        description: '问候',
      });
      const url = `/api/system/Language/${id}`;
      return { url, info: read(url) };
    },
    holds: { en: 'Hello', zhtw: '妳好', description: '问候' },
  },
  {
    route: '/api/system/CommonFields/:id',
    async prepare() {
      const id = await created('/api/system/CommonFields', {
        field: 'pu_amount',
        fieldName: '金额',
        dataType: 'decimal',
        dataLength: '12,3',
        allowNull: 0,
        defaultValue: '0',
      });
      const url = `/api/system/CommonFields/${id}`;
      return { url, info: read(url) };
    },
    holds: { dataLength: '12,3', allowNull: 0, defaultValue: '0' },
  },
  {
    route: '/api/scheduletask/:id',
    async prepare() {
      const id = await created('/api/scheduletask', {
        fullName: '部分更新任务',
        enCode: 'PuTask',
        executeType: 'interface',
        cron: '0 3 * * *',
        job: made.dataInterface,
        params: { who: 'wangfang' },
        description: '任务说明',
        sortCode: 23,
        enabledMark: 0,
      });
      return { url: `/api/scheduletask/${id}`, info: read(`/api/scheduletask/Info/${id}`) };
    },
    get holds() {
      return {
        executeType: 'interface',
        job: made.dataInterface,
        params: { who: 'wangfang' },
        description: '任务说明',
        sortCode: 23,
        enabledMark: 0,
      };
    },
  },
  {
    route: '/api/message/:id',
    async prepare() {
      const id = await created('/api/message', { title: '部分更新公告', bodyText: '<p>公告正文</p>' });
      const url = `/api/message/${id}`;
      return { url, info: read(url) };
    },
    holds: { bodyText: '<p>公告正文</p>' },
  },
];

/** PUT routes without a partial update to check, each with the reason and how the schema shows it. */
const EXCLUDED: { route: string; reason: string; schema: 'no body' | 'every field required' }[] = [
  ...[
    '/api/permission/Users/:id/Actions/State',
    '/api/permission/Organize/:id/Actions/State',
    '/api/permission/Organize/Department/:id/Actions/State',
    '/api/permission/Position/:id/Actions/State',
    '/api/permission/Role/:id/Actions/State',
    '/api/system/Menu/:id/Actions/State',
    '/api/system/ModuleButton/:id/Actions/State',
    '/api/system/ModuleColumn/:id/Actions/State',
    '/api/system/ModuleForm/:id/Actions/State',
    '/api/system/ModuleDataAuthorizeScheme/:id/Actions/State',
    '/api/system/Map/:id/Actions/State',
    '/api/system/Area/:id/Actions/State',
    '/api/system/BillRule/:id/Actions/State',
    '/api/system/DictionaryData/:id/Actions/State',
    '/api/system/DataInterface/:id/Actions/State',
    '/api/scheduletask/:id/Actions/Enable',
    '/api/scheduletask/:id/Actions/Stop',
    '/api/message/:id/Actions/Release',
  ].map((route) => ({
    route,
    reason: 'a state action: it takes no body and changes only the state it names',
    schema: 'no body' as const,
  })),
  {
    route: '/api/permission/Users/Current/Avatar/:name',
    reason: 'the image named in the path is the whole change; there is no body',
    schema: 'no body',
  },
  {
    route: '/api/permission/Users/Current/SystemTheme',
    reason: 'the body is one required value (theme), nothing optional to keep',
    schema: 'every field required',
  },
  {
    route: '/api/permission/Users/Current/SystemLanguage',
    reason: 'the body is one required value (language), nothing optional to keep',
    schema: 'every field required',
  },
  {
    route: '/api/permission/OrganizeAdministrator/:userId',
    reason: 'the required list is the whole delegation, each entry with every switch required',
    schema: 'every field required',
  },
];

/** Every PUT route the app has, read from its router (printRoutes draws them as a tree). */
function putRoutes(): string[] {
  const tree = t.app.printRoutes({ method: 'PUT', commonPrefix: false });
  const routes: string[] = [];
  const above: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (depth > 0 ? above[depth - 1] : '') + match[2];
    above[depth] = path;
    above.length = depth + 1;
    if (match[3]?.split(', ').includes('PUT')) routes.push(path);
  }
  return routes;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  // The buttons, columns, form fields, data fields and schemes of the cases hang on a page of their own:
  // a scheme on a seeded menu would change what its users may see.
  made.page = await created('/api/system/Menu', {
    parentId: MENU('permission'),
    enCode: 'pu.page',
    fullName: '部分更新页面',
    type: 2,
    urlAddress: '/pu/page',
  });
});
afterAll(() => t.close());

describe('every PUT route is accounted for', () => {
  it('reads the routes of the app (the table below is checked against them)', () => {
    const routes = putRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('/api/system/Menu/:id');
    expect(routes).toContain('/api/system/Menu/:id/Actions/State');
    expect(routes).toContain('/api/system/DataModel/:linkId/Table');
  });

  it('each is covered by a case below or excluded with a reason', () => {
    const known = new Set([...CASES.map((c) => c.route), ...EXCLUDED.map((e) => e.route)]);
    expect(putRoutes().filter((route) => !known.has(route))).toEqual([]);
    // and nothing in the tables names a route the app no longer has
    expect([...known].filter((route) => !putRoutes().includes(route))).toEqual([]);
  });

  it.each(EXCLUDED.map((e) => [e.route, e]))('%s: excluded because its schema shows it', (_, e) => {
    const schema = bodySchema(e.route);
    if (e.schema === 'no body') expect(schema, e.reason).toBeUndefined();
    else {
      const properties = Object.keys((schema?.properties ?? {}) as Json);
      const required = (schema?.required ?? []) as string[];
      expect(properties.length, e.reason).toBeGreaterThan(0);
      expect(
        properties.filter((p) => !required.includes(p)),
        e.reason,
      ).toEqual([]);
    }
  });
});

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  it.each(CASES.map((c) => [c.route, c]))('PUT %s', async (_, c) => {
    const { url, info, token } = await c.prepare();
    const before = await info();
    expect(before).toMatchObject(c.holds);
    const body = c.body ? c.body(before) : onlyRequired(bodySchema(c.route), before);
    await ok('PUT', url, body as object, token);
    expect(withoutStamps(await info())).toEqual(withoutStamps(before));
  });
});

describe('the regression of issue 13: a name-only edit of one’s own user record', () => {
  it('keeps roles, positions and every other field, and the 系统管理员 menus with them', async () => {
    // huangmin holds 系统管理员, which carries the user screen and its buttons.
    const token = await t.login('huangmin', '123456');
    const url = `/api/permission/Users/${USER('huangmin')}`;
    const seeded = (await ok('GET', url, undefined, token)) as Json;
    const positionIds = seeded.positionIds as string[];
    const roleIds = seeded.roleIds as string[];
    expect(positionIds.length).toBeGreaterThan(0);
    expect(roleIds).toContain(ROLE('sysadmin'));
    await ok(
      'PUT',
      url,
      {
        account: seeded.account,
        realName: seeded.realName,
        organizeId: seeded.organizeId,
        gender: 1,
        mobilePhone: '13912340002',
        email: 'huangmin.work@huaxia-demo.cn',
        managerId: USER('zhouqiang'),
        positionIds,
        roleIds,
        description: '维护组织与用户',
        sortCode: 42,
        enabledMark: 1,
      },
      token,
    );
    const before = (await ok('GET', url, undefined, token)) as Json;

    await ok(
      'PUT',
      url,
      { account: before.account, realName: '黄敏华', organizeId: before.organizeId },
      token,
    );

    const after = (await ok('GET', url, undefined, token)) as Json;
    expect(after).toMatchObject({
      realName: '黄敏华',
      roleIds,
      positionIds,
      gender: 1,
      mobilePhone: '13912340002',
      email: 'huangmin.work@huaxia-demo.cn',
      description: '维护组织与用户',
      sortCode: 42,
      enabledMark: 1,
      managerId: USER('zhouqiang'),
    });
    expect(withoutStamps({ ...after, realName: before.realName })).toEqual(withoutStamps(before));
    // Still 系统管理员 on the next request, and after signing in again.
    expect((await call('GET', '/api/permission/Users', undefined, token)).json().code).toBe(200);
    const again = await t.login('huangmin', '123456');
    expect((await call('GET', '/api/permission/Users', undefined, again)).json().code).toBe(200);
  });
});
