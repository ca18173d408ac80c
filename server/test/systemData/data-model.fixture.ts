import { afterAll, beforeAll } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../helpers/test-app.js';
import { callAs } from './call-as.js';

/** What the data-model test files share: the app, its users, request helpers and a table definition. */

export let t: TestApp;
export let admin: string;
/** signed in, without the 数据建模 menu */
export let outsider: string;
/** the data model menu without its buttons */
export let reader: string;
export const BASE = '/api/system/DataModel';

/** The app a data-model test file runs against, with its three users. Call it once at the top of the file. */
export function setUpDataModelApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    await grantMenus(t, 'zhangwei', ['system', 'system.log']);
    outsider = await t.login('zhangwei', '123456');
    await grantMenus(t, 'wangfang', ['systemData', 'systemData.dataModel']);
    reader = await t.login('wangfang', '123456');
  });
  afterAll(() => t?.close());
}

export const call = callAs(
  () => t,
  () => admin,
);

/** One field of every type the designer makes, with descriptions and defaults that need quoting. */
export const FIELDS = [
  { field: 'id', fieldName: '主键', dataType: 'varchar', dataLength: '36', primaryKey: 1, allowNull: 0 },
  { field: 'name', fieldName: '名称', dataType: 'varchar', dataLength: '50', primaryKey: 0, allowNull: 0 },
  {
    field: 'amount',
    fieldName: '金额',
    dataType: 'decimal',
    dataLength: '18,2',
    primaryKey: 0,
    allowNull: 1,
    defaultValue: '0',
  },
  { field: 'qty', fieldName: '数量', dataType: 'int', primaryKey: 0, allowNull: 1 },
  { field: 'big_no', fieldName: '大数', dataType: 'bigint', primaryKey: 0, allowNull: 1 },
  { field: 'score', fieldName: '评分', dataType: 'double', primaryKey: 0, allowNull: 1 },
  { field: 'active', fieldName: '启用', dataType: 'boolean', primaryKey: 0, allowNull: 1, defaultValue: '1' },
  { field: 'birthday', fieldName: '日期', dataType: 'date', primaryKey: 0, allowNull: 1 },
  { field: 'created_at', fieldName: '创建时间', dataType: 'datetime', primaryKey: 0, allowNull: 1 },
  { field: 'note', fieldName: "备注'); drop table x; --", dataType: 'text', primaryKey: 0, allowNull: 1 },
  {
    field: 'title',
    fieldName: 'back\\slash',
    dataType: 'varchar',
    dataLength: '20',
    primaryKey: 0,
    allowNull: 1,
    defaultValue: "O'Brien",
  },
];
export const definition = (table: string, fields: object[] = FIELDS, tableName = '订单表') => ({
  tableInfo: { table, tableName },
  tableFieldList: fields,
});
