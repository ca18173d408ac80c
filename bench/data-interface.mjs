// The data-interface figure (issue 7): a SQL interface with a parameter over a 100,000-row table in the
// platform's SQLite database, asked for page 1 of 20 by Action/List, as a popup picker does.
import Database from 'better-sqlite3';

export const INTERFACE_ROWS = 100_000;

/** Adds the orders table the interface reads (seeded straight into the stopped server's SQLite file). */
export function seedInterfaceRows(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(
    'create table if not exists bench_orders (id integer primary key, customer varchar(50), amount decimal(10,2), created_at bigint)',
  );
  if (db.prepare('select count(*) n from bench_orders').get().n < INTERFACE_ROWS) {
    const insert = db.prepare(
      'insert into bench_orders (id, customer, amount, created_at) values (?, ?, ?, ?)',
    );
    const now = Date.now();
    db.transaction(() => {
      for (let i = 1; i <= INTERFACE_ROWS; i++)
        insert.run(i, `客户${String(i % 5000).padStart(4, '0')}`, (i * 37) % 10000, now - i * 60_000);
    })();
  }
  db.close();
}

/** Creates the enabled interface through the API; answers its Action/List URL for page 1 of 20. */
export async function interfaceListUrl(base, admin) {
  const headers = { authorization: admin, 'content-type': 'application/json' };
  const categories = await (
    await fetch(`${base}/api/system/DictionaryData/9c43287481364d348c0ea0d0f64b38be/Data/Selector`, {
      headers,
    })
  ).json();
  const created = await (
    await fetch(`${base}/api/system/DataInterface`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        fullName: '压测订单',
        enCode: 'BenchOrders',
        categoryId: categories.data.list[0].id,
        dataType: 1,
        dbLinkId: '0',
        query:
          'select id, customer, amount, created_at from bench_orders where amount >= {minAmount} order by id',
        requestParameters: [{ field: 'minAmount', dataType: 'decimal', required: 1, defaultValue: null }],
        enabledMark: 1,
      }),
    })
  ).json();
  if (created.code !== 200) throw new Error(`data interface: ${created.msg}`);
  const url = `${base}/api/system/DataInterface/${created.data.id}/Action/List?currentPage=1&pageSize=20&minAmount=0`;
  const first = await (await fetch(url, { headers })).json();
  if (first.code !== 200 || first.data.list.length !== 20 || first.data.pagination.total !== INTERFACE_ROWS)
    throw new Error(`data interface list: ${JSON.stringify(first).slice(0, 300)}`);
  return url;
}
