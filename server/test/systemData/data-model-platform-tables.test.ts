import { describe, expect, it } from 'vitest';
import { PLATFORM_TABLES } from '../../src/modules/systemData/data-model/platform-tables.data.js';
import { admin, BASE, call, FIELDS, setUpDataModelApp } from './data-model.fixture.js';

setUpDataModelApp();

type Table = { table: string; tableName: string; readOnly: boolean };
const tables = async (lang: string) =>
  (await call('GET', `${BASE}/0/Tables`, admin, undefined, lang)).json().data.list as Table[];

/** Issue 15 item 14: 数据建模 describes the platform's own tables, in the caller's language. */
describe('the platform database in 数据建模', () => {
  it('describes every table of the platform, so no row stands without a description', async () => {
    const platform = (await tables('zh')).filter((t) => t.readOnly);
    expect(platform.length).toBeGreaterThan(30);
    // A migration that adds a table without describing it in platform-tables.data.ts fails here.
    expect(platform.filter((t) => !t.tableName).map((t) => t.table)).toEqual([]);
    expect(platform.map((t) => t.table).filter((name) => !(name in PLATFORM_TABLES))).toEqual([]);
  });

  it('in the three languages', async () => {
    const named = async (lang: string) =>
      Object.fromEntries((await tables(lang)).map((t) => [t.table, t.tableName]));
    expect((await named('zh')).base_user).toBe('用户');
    expect((await named('en')).base_user).toBe('Users');
    expect((await named('zhtw')).base_user).toBe('使用者');
    const info = await call('GET', `${BASE}/0/Table/base_organize`, admin, undefined, 'en');
    expect(info.json().data.tableInfo).toEqual({ table: 'base_organize', tableName: 'Organisations' });
  });

  it('a table designed in the platform database keeps its own description', async () => {
    const created = await call('POST', `${BASE}/0/Table`, admin, {
      tableInfo: { table: 'ext_described', tableName: '自己的说明' },
      tableFieldList: FIELDS.slice(0, 2),
    });
    expect(created.json(), JSON.stringify(created.json())).toMatchObject({ code: 200 });
    const mine = (await tables('en')).find((t) => t.table === 'ext_described');
    expect(mine).toMatchObject({ tableName: '自己的说明', readOnly: false });
  });
});
