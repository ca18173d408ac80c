// The bare route of the workflow to-do scenario (bench/workflow.mjs): the statements 待办 runs for a person without
// an entrust and a date filter (the entrusts that name them, the page of their open tasks, the count of those tasks
// when the page is full), as the server compiles them, straight through better-sqlite3 on the same database file,
// in a bare Fastify route. What the server adds on top of this is the runtime's cost: session, access, context,
// the request log. Not a target: it shows the floor the to-do list's own SQL and HTTP set.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const DAY = 86_400_000;
const db = new Database(process.env.DB_FILE, { readonly: true });
db.pragma('temp_store = memory');
const entrusts = db.prepare(
  'select creator_user_id from flow_delegate where to_user_id = ? and delete_mark is null and start_time <= ? and end_time >= ?',
);
const page =
  db.prepare(`select t.id as task_id, t.full_name, t.flow_engine_id as flow_id, t.flow_name, t.flow_code,
  t.flow_category, t.form_type, t.start_time, t.creator_user_id, t.this_step, t.this_step_id, t.flow_urgent, t.status,
  t.completion, u.real_name as user_name, o.id, o.creator_time, o.node_name, o.node_code, o.handle_id
  from flow_task as t left join base_user as u on u.id = t.creator_user_id
  inner join flow_task_operator as o on o.task_id = t.id
  where o.status = ? and t.status = ? and o.handle_id = ? and t.delete_mark is null
  and o.creator_time >= ? and o.creator_time < ?
  order by o.creator_time desc, o.id desc limit cast(? as integer) offset cast(? as integer)`);
const count = db.prepare(
  'select count(*) as n from flow_task_operator where handle_id = ? and status = ? and creator_time >= ? and creator_time < ?',
);

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
app.get('/todo', async (request) => {
  const { user, startTime, endTime } = request.query;
  const now = Date.now();
  entrusts.all(user, now, now);
  // whole days, as the server's filter takes them
  const from = Math.floor(Number(startTime) / DAY) * DAY;
  const to = Math.floor(Number(endTime) / DAY) * DAY + DAY;
  const list = page.all('pending', 1, user, from, to, 20, 0);
  const total = list.length > 0 && list.length < 20 ? list.length : count.get(user, 'pending', from, to).n;
  return { code: 200, msg: 'ok', data: { list, pagination: { currentPage: 1, pageSize: 20, total } } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
