import { describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { admin, BASE, call, definition, FIELDS, t } from './data-model.fixture.js';

/** The whole designer flow against one data source. */
export function designSuite(label: string, link: () => string) {
  const url = (path: string) => `${BASE}/${link()}${path}`;
  const tables = async () =>
    (await call('GET', url('/Tables'))).json().data.list as {
      table: string;
      tableName: string;
      sum: number | null;
      readOnly: boolean;
    }[];
  const tableNames = async () => (await tables()).map((x) => x.table).sort();

  describe(`${label}: designed tables`, () => {
    it('are created with every field type, described back as designed, listed by keyword', async () => {
      const res = await call('POST', url('/Table'), admin, definition('dm_orders'));
      expect(res.json(), res.body).toMatchObject({ code: 200, data: { table: 'dm_orders' } });
      const listed = (await call('GET', url('/Tables?keyword=订单'))).json().data.list;
      expect(listed).toEqual([
        expect.objectContaining({ table: 'dm_orders', tableName: '订单表', readOnly: false }),
      ]);
      const def = (await call('GET', url('/Table/dm_orders'))).json().data;
      expect(def.tableInfo).toEqual({ table: 'dm_orders', tableName: '订单表' });
      const byName = Object.fromEntries(def.tableFieldList.map((f: { field: string }) => [f.field, f]));
      expect(byName.id).toMatchObject({
        dataType: 'varchar',
        dataLength: '36',
        primaryKey: 1,
        allowNull: 0,
        fieldName: '主键',
      });
      expect(byName.name).toMatchObject({
        dataType: 'varchar',
        dataLength: '50',
        primaryKey: 0,
        allowNull: 0,
      });
      expect(byName.amount).toMatchObject({ dataType: 'decimal', dataLength: '18,2', allowNull: 1 });
      expect(Number(byName.amount.defaultValue)).toBe(0);
      for (const [field, type] of [
        ['qty', 'int'],
        ['big_no', 'bigint'],
        ['score', 'double'],
        ['active', 'boolean'],
        ['birthday', 'date'],
        ['created_at', 'datetime'],
        ['note', 'text'],
      ])
        expect(byName[field].dataType, field).toBe(type);
      // Quotes, SQL and backslashes in descriptions and defaults are kept as text, not run.
      expect(byName.note.fieldName).toBe("备注'); drop table x; --");
      expect(byName.title.fieldName).toBe('back\\slash');
      expect(byName.title.defaultValue).toBe("O'Brien");
      const fields = (await call('GET', url('/Tables/dm_orders/Fields'))).json().data.list;
      expect(fields.map((f: { field: string }) => f.field)).toEqual(FIELDS.map((f) => f.field));
    });

    it('preview rows page by page, and drop only once empty', async () => {
      const source = await t.app.services.dataSources.open(link());
      for (const id of ['a', 'b', 'c'])
        await source.db
          .insertInto('dm_orders')
          .values({ id, name: `n-${id}`, qty: 1 })
          .execute();
      // Counted where it is cheap; MySQL's figure is InnoDB's estimate.
      const listed = (await tables()).find((x) => x.table === 'dm_orders');
      if (!label.startsWith('MariaDB')) expect(listed?.sum).toBe(3);
      const page = (await call('GET', url('/Table/dm_orders/Preview?currentPage=2&pageSize=2'))).json().data;
      expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({ title: "O'Brien" });
      expect(page.fields).toContain('created_at');
      const refused = await call('DELETE', url('/Table/dm_orders'));
      expect(refused.json()).toMatchObject({ code: 409, msg: '表 dm_orders 中还有 3 行数据，只能删除空表' });
      await source.db.deleteFrom('dm_orders').execute();
    });

    it('take new fields and new descriptions, and refuse every other change', async () => {
      const more = [
        ...FIELDS,
        { field: 'extra', fieldName: '新字段', dataType: 'varchar', dataLength: '10', allowNull: 1 },
      ];
      const renamed = more.map((f) => (f.field === 'name' ? { ...f, fieldName: '客户名称' } : f));
      const ok = await call('PUT', url('/Table'), admin, definition('dm_orders', renamed, '订单'));
      expect(ok.json(), ok.body).toMatchObject({ code: 200 });
      const def = (await call('GET', url('/Table/dm_orders'))).json().data;
      expect(def.tableInfo.tableName).toBe('订单');
      expect(def.tableFieldList.find((f: { field: string }) => f.field === 'name').fieldName).toBe(
        '客户名称',
      );
      expect(def.tableFieldList.find((f: { field: string }) => f.field === 'extra')).toMatchObject({
        dataType: 'varchar',
        dataLength: '10',
      });

      const cases: [object[], string][] = [
        [
          renamed.map((f) => (f.field === 'qty' ? { ...f, dataType: 'bigint' } : f)),
          '不能修改已有字段 qty 的类型、长度、主键、允许空或默认值：已有字段只能修改说明',
        ],
        [
          renamed.map((f) => (f.field === 'name' ? { ...f, dataLength: '60' } : f)),
          '不能修改已有字段 name 的类型、长度、主键、允许空或默认值：已有字段只能修改说明',
        ],
        [renamed.filter((f) => f.field !== 'score'), '不能移除已有字段 score：已有字段只能修改说明'],
        [
          [...renamed, { field: 'must', dataType: 'int', allowNull: 0 }],
          '新字段 must 须允许空或设置默认值（表中已有的行需要一个值）',
        ],
        [
          [...renamed, { field: 'k2', dataType: 'int', primaryKey: 1, allowNull: 0 }],
          '新字段 k2 不能设为主键：已有表的主键不能更改',
        ],
      ];
      for (const [fields, msg] of cases) {
        const res = await call('PUT', url('/Table'), admin, definition('dm_orders', fields, '订单'));
        expect(res.json().msg).toBe(msg);
      }
      const after = (await call('GET', url('/Table/dm_orders'))).json().data;
      expect(after).toEqual(def);
      expect((await call('PUT', url('/Table'), admin, definition('dm_nowhere'))).statusCode).toBe(404);
    });

    it('export a definition that imports back as the same table', async () => {
      const exported = await call('GET', url('/Table/dm_orders/Action/Export'));
      expect(exported.headers['content-disposition']).toContain('dm_orders_');
      const file = JSON.parse(exported.body);
      expect(file).toMatchObject({ kind: 'dataModel.table', version: 1, tableInfo: { table: 'dm_orders' } });
      const before = (await call('GET', url('/Table/dm_orders'))).json().data;
      expect((await call('DELETE', url('/Table/dm_orders'))).json()).toMatchObject({ code: 200 });
      expect((await call('GET', url('/Table/dm_orders'))).statusCode).toBe(404);

      const upload = multipartFile('dm_orders.json', Buffer.from(exported.body), 'application/json');
      const imported = await t.app.inject({
        method: 'POST',
        url: url('/Table/Action/Import'),
        headers: { authorization: admin, ...upload.headers },
        payload: upload.payload,
      });
      expect(imported.json(), imported.body).toMatchObject({ code: 200, data: { table: 'dm_orders' } });
      expect((await call('GET', url('/Table/dm_orders'))).json().data).toEqual(before);
      // Imported again: the table exists, nothing changes.
      const again = await t.app.inject({
        method: 'POST',
        url: url('/Table/Action/Import'),
        headers: { authorization: admin, ...upload.headers },
        payload: upload.payload,
      });
      expect(again.json()).toMatchObject({ code: 409, msg: '表 dm_orders 已存在' });
      expect((await call('DELETE', url('/Table/dm_orders'))).json()).toMatchObject({ code: 200 });
    });

    it('refuse bad names, types, sizes and defaults before any DDL, in the caller language', async () => {
      const before = await tableNames();
      const cases: [object, string][] = [
        [
          definition('dm; drop table base_user'),
          '表名「dm; drop table base_user」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符',
        ],
        [definition('select'), '「select」是数据库保留字，不能用作表名或字段名'],
        [
          definition('1abc'),
          '表名「1abc」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符',
        ],
        [
          definition(`t_${'x'.repeat(62)}`),
          `表名「t_${'x'.repeat(62)}」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符`,
        ],
        [
          definition('dm_bad', [{ field: 'a"b', dataType: 'int', primaryKey: 1 }]),
          '字段名「a"b」不合规：以字母或下划线开头，只能包含字母、数字和下划线，最多 63 个字符',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'blob', primaryKey: 1 }]),
          '字段 id 的数据类型「blob」不支持',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'varchar', dataLength: '0', primaryKey: 1 }]),
          '字段 id 是 varchar，长度须为 1 到 4000 的整数',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'varchar', dataLength: '5000', primaryKey: 1 }]),
          '字段 id 是 varchar，长度须为 1 到 4000 的整数',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'decimal', dataLength: '40,2', primaryKey: 1 }]),
          '字段 id 是 decimal，长度须写成“精度,小数位”（如 18,2），精度 1 到 38，小数位不大于精度',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'text', primaryKey: 1 }]),
          '字段 id 是 text 类型，不能作为主键，请改用 varchar',
        ],
        [definition('dm_bad', [{ field: 'id', dataType: 'int', primaryKey: 0 }]), '请把至少一个字段设为主键'],
        [definition('dm_bad', []), '请至少添加一个字段'],
        [
          definition('dm_bad', [
            { field: 'id', dataType: 'int', primaryKey: 1 },
            { field: 'ID', dataType: 'int' },
          ]),
          '字段名 ID 重复',
        ],
        [
          definition('dm_bad', [
            { field: 'id', dataType: 'int', primaryKey: 1 },
            { field: 'n', dataType: 'int', defaultValue: '1; drop table x' },
          ]),
          '字段 n 的默认值与其数据类型不符',
        ],
        [
          definition('dm_bad', [
            { field: 'id', dataType: 'int', primaryKey: 1 },
            { field: 'd', dataType: 'date', defaultValue: "2020-01-01'); --" },
          ]),
          '字段 d 的默认值与其数据类型不符',
        ],
        [
          definition('dm_bad', [{ field: 'id', dataType: 'int', primaryKey: 1, fieldName: 'line\nbreak' }]),
          '说明最多 200 个字符，且不能包含换行等控制字符',
        ],
      ];
      for (const [body, msg] of cases) {
        const res = await call('POST', url('/Table'), admin, body);
        expect(res.json().msg, JSON.stringify(body).slice(0, 120)).toBe(msg);
        expect(res.statusCode).toBe(400);
      }
      const en = await call(
        'POST',
        url('/Table'),
        admin,
        definition('dm_bad', [{ field: 'id', dataType: 'int', primaryKey: 0 }]),
        'en',
      );
      expect(en.json().msg).toBe('Make at least one field the primary key');
      expect(await tableNames()).toEqual(before);
      const garbage = multipartFile('x.json', Buffer.from('{not json'), 'application/json');
      const notJson = await t.app.inject({
        method: 'POST',
        url: url('/Table/Action/Import'),
        headers: { authorization: admin, ...garbage.headers },
        payload: garbage.payload,
      });
      expect(notJson.json()).toMatchObject({ code: 400, msg: '导入的文件不是有效的 JSON' });
      const other = multipartFile(
        'x.json',
        Buffer.from(JSON.stringify({ kind: 'menu' })),
        'application/json',
      );
      const wrong = await t.app.inject({
        method: 'POST',
        url: url('/Table/Action/Import'),
        headers: { authorization: admin, ...other.headers },
        payload: other.payload,
      });
      expect(wrong.json()).toMatchObject({ code: 400, msg: '该文件不是数据建模导出的表结构文件' });
      const badFile = multipartFile(
        'x.json',
        Buffer.from(
          JSON.stringify({
            kind: 'dataModel.table',
            version: 1,
            ...definition('dm_imp', [
              { field: 'ok', dataType: 'int', primaryKey: 1 },
              { field: 'bad name', dataType: 'int' },
            ]),
          }),
        ),
        'application/json',
      );
      const refused = await t.app.inject({
        method: 'POST',
        url: url('/Table/Action/Import'),
        headers: { authorization: admin, ...badFile.headers },
        payload: badFile.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(await tableNames()).toEqual(before);
      expect((await call('GET', url('/Table/no_such_table'))).statusCode).toBe(404);
      expect((await call('GET', url('/Table/no_such_table/Preview'))).statusCode).toBe(404);
      expect((await call('DELETE', url('/Table/no_such_table'))).statusCode).toBe(404);
    });
  });
}
