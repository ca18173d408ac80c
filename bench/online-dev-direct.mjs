// The bare routes of the OnlineDev fuzzy-keyword and equality scenarios (bench/online-dev.mjs): the statements the
// generated list runs (the page, then its count when the page is full, and for the equality list the creators'
// names), as the server compiles them, straight through better-sqlite3 on the same database file, in a bare
// Fastify route.
// What the server adds on top of this is the runtime's cost: session, access, data scope, display values.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(process.env.DB_FILE, { readonly: true });
// The server's own settings for reads (server/src/db/database.ts): sorting in memory, not in a temp file.
db.pragma('temp_store = memory');
// The texts the server prepared for this list (captured from better-sqlite3's prepare, 2026-11-26).
const where = "from ob_order as m where lower(m.customer) like cast(? as text) escape '\\'";
const page = db.prepare(
  `select m.id as id, m.code as code, m.customer as customer, m.amount as amount, m.creator as creator ${where} order by m.id desc limit cast(? as integer) offset cast(? as integer)`,
);
const count = db.prepare(`select count(*) as total ${where}`);

const pattern = (keyword) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
app.post('/direct', async (request) => {
  const like = pattern(String(request.body.customer).toLowerCase());
  const list = page.all(like, 20, 0);
  const total = list.length > 0 && list.length < 20 ? list.length : count.get(like).total;
  return { code: 200, msg: 'ok', data: { list, pagination: { currentPage: 1, pageSize: 20, total } } };
});
// The equality scenario's statements: the page by the indexed code, its count when the page is full, and the names
// of the page's creators (the list shows 制单人 by name), as the server compiles them.
const byCode = db.prepare(
  'select m.id as id, m.code as code, m.customer as customer, m.amount as amount, m.creator as creator from ob_order as m where m.code = ? order by m.id desc limit cast(? as integer) offset cast(? as integer)',
);
const countByCode = db.prepare('select count(*) as total from ob_order as m where m.code = ?');
const namesOf = new Map();
const names = (count) => {
  let statement = namesOf.get(count);
  if (!statement) {
    const marks = Array.from({ length: count }, () => '?').join(', ');
    statement = db.prepare(`select id, real_name, account from base_user where id in (${marks})`);
    namesOf.set(count, statement);
  }
  return statement;
};
app.post('/equality', async (request) => {
  const code = String(request.body.code);
  const list = byCode.all(code, 20, 0);
  const total = list.length > 0 && list.length < 20 ? list.length : countByCode.get(code).total;
  const creators = [...new Set(list.map((row) => row.creator).filter(Boolean))];
  const named = new Map(
    creators.length
      ? names(creators.length)
          .all(...creators)
          .map((u) => [u.id, `${u.real_name}/${u.account}`])
      : [],
  );
  for (const row of list) row.creator = named.get(row.creator) ?? row.creator;
  return { code: 200, msg: 'ok', data: { list, pagination: { currentPage: 1, pageSize: 20, total } } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
