// The bare route of the OnlineDev fuzzy-keyword scenario (bench/online-dev.mjs): the two statements the
// generated list runs for `客户 contains <keyword>` (the page, then its count when the page is full), as the
// server compiles them, straight through better-sqlite3 on the same database file, in a bare Fastify route.
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
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
