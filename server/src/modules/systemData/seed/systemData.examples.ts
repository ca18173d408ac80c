import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { builtinTask, type ExampleRow, type SeedExamples, seededBy } from '../../../db/seed/examples.js';
import { seedId } from '../../../db/seed/seed-id.js';
import {
  CUSTOMERS,
  DEMO_DATABASE_FILE,
  DEMO_TABLES,
  demoOrders,
  ORDER_STATUSES,
  PRODUCTS,
} from './demo-business.data.js';

/**
 * The system-data area's examples for a first start (decision 066): the nightly backup task, the demo
 * business database as a SQLite data source (the file is made under the data folder), its tables'
 * descriptions for 数据建模, and three data interfaces over it: a SQL query with a parameter, a static
 * list and the rows of a popup picker.
 */

export const DEMO_SOURCE_ID = seedId('example:dataSource:demo');

const interfaceId = (code: string) => seedId(`example:dataInterface:${code}`);
export const DEMO_INTERFACE_IDS = {
  customersByCity: interfaceId('customersByCity'),
  orderStatuses: interfaceId('orderStatuses'),
  productPicker: interfaceId('productPicker'),
};

const category = (code: string) => seedId(`dictionaryData:DataInterfaceType:${code}`);

function dataInterface(
  now: number,
  code: keyof typeof DEMO_INTERFACE_IDS,
  fields: {
    name: string;
    category: string;
    dataType: 1 | 2;
    query: string;
    params?: {
      field: string;
      dataType: string;
      required: 0 | 1;
      defaultValue: string;
      description: string;
    }[];
    callScope: 'designers' | 'everyone';
    description: string;
  },
  sortCode: number,
): ExampleRow {
  return {
    table: 'baseDataInterface',
    row: {
      ...seededBy(now),
      id: DEMO_INTERFACE_IDS[code],
      categoryId: category(fields.category),
      fullName: fields.name,
      enCode: code,
      dbLinkId: fields.dataType === 1 ? DEMO_SOURCE_ID : '0',
      dataType: fields.dataType,
      requestMethod: 'GET',
      responseType: 'json',
      requestParameters: JSON.stringify(fields.params ?? []),
      query: fields.query,
      isWrite: 0,
      callScope: fields.callScope,
      enabledMark: 1,
      sortCode,
      description: fields.description,
    },
  };
}

function interfaces(now: number): ExampleRow[] {
  return [
    dataInterface(
      now,
      'customersByCity',
      {
        name: '按城市查询客户',
        category: 'business',
        dataType: 1,
        query:
          'select id, name, contact, phone, city, level from demo_customer where city = {city} order by id',
        params: [
          { field: 'city', dataType: 'varchar', required: 1, defaultValue: '上海', description: '所在城市' },
        ],
        callScope: 'designers',
        description: '演示业务库：{city} 是请求参数，以绑定参数传给数据库',
      },
      0,
    ),
    dataInterface(
      now,
      'orderStatuses',
      {
        name: '订单状态',
        category: 'business',
        dataType: 2,
        query: JSON.stringify(ORDER_STATUSES.map((name, i) => ({ id: String(i + 1), fullName: name }))),
        callScope: 'everyone',
        description: '静态数据：表单下拉框的选项',
      },
      1,
    ),
    dataInterface(
      now,
      'productPicker',
      {
        name: '产品选择',
        category: 'business',
        dataType: 1,
        query: 'select id, name, category, spec, unit, price, stock from demo_product order by id',
        callScope: 'everyone',
        description: '弹窗选择控件的数据：存 id，显示 name，按页读取',
      },
      2,
    ),
  ];
}

/** 数据建模's descriptions of the demo tables and columns (SQLite keeps none itself). */
function tableComments(now: number): ExampleRow[] {
  return DEMO_TABLES.flatMap((table) =>
    [['', table.comment], ...table.columns.map(([column, , comment]) => [column, comment])].map(
      ([columnName, comment]): ExampleRow => ({
        table: 'baseDbComment',
        row: {
          id: seedId(`example:dbComment:${table.name}:${columnName}`),
          linkId: DEMO_SOURCE_ID,
          tableName: table.name,
          columnName,
          comment,
          creatorTime: now,
        },
      }),
    ),
  );
}

/** The demo database file with its tables and rows; a file already there is kept as it is. */
function writeDemoDatabase(folder: string, now: number): void {
  const file = path.join(folder, DEMO_DATABASE_FILE);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(folder, { recursive: true });
  const db = new SQLite(file);
  try {
    db.transaction(() => {
      for (const table of DEMO_TABLES)
        db.exec(
          `create table ${table.name} (${table.columns.map(([c, type]) => `${c} ${type}`).join(', ')})`,
        );
      const insert = (table: string, rows: unknown[][]) => {
        const statement = db.prepare(`insert into ${table} values (${rows[0].map(() => '?').join(', ')})`);
        for (const row of rows) statement.run(...row);
      };
      insert('demo_customer', CUSTOMERS);
      insert('demo_product', PRODUCTS);
      insert('demo_order', demoOrders(now));
    })();
  } finally {
    db.close();
  }
}

export const systemDataExamples: SeedExamples = {
  rows(now) {
    return [
      builtinTask(
        now,
        {
          code: 'DatabaseBackup',
          name: '数据库备份',
          cron: '0 2 * * *',
          job: 'backupDatabase',
          params: { keep: 7 },
          description:
            '首次启动时备份一次，此后每天凌晨 2 点备份平台数据库，保留最近 7 份，备份文件见“数据备份”',
          // The first backup right after the first start: 数据备份 shows one, the task its first run.
          firstRunAtStart: true,
        },
        1,
      ),
      {
        table: 'baseDbLink',
        row: {
          ...seededBy(now),
          id: DEMO_SOURCE_ID,
          fullName: '演示业务库',
          dbType: 'SQLite',
          serviceName: DEMO_DATABASE_FILE,
          enabledMark: 1,
          sortCode: 0,
          description: '首次启动时创建的示例数据库：客户、产品与销售订单',
        },
      },
      ...tableComments(now),
      ...interfaces(now),
    ];
  },
  async complete(_trx, place, now) {
    writeDemoDatabase(place.sqliteSourcesDir, now);
  },
};
