import { type Case, created, made, ok, read, t } from './partial-update-fixture.js';

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

/** The update routes of dictionaries, data sources, models and interfaces, languages, common fields, schedule tasks and messages. */
export const DATA_CASES: Case[] = [
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
