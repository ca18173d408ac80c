// Issue 16's generated pages (online development) under load, each beside a baseline of the same run:
// - a released design over a 100,000-row table, POST …/OnlineDev/{id}/List, 20 a page, an equality filter on
//   an indexed column with the value changing on every request, as the admin and as a non-admin whose role
//   holds the menu with a data scheme (creator = current user) made through the data-authorize API;
// - a fuzzy keyword (search type 2, LIKE) on a text column, beside the same two statements run straight through
//   better-sqlite3 in a bare Fastify route (bench/online-dev-direct.mjs);
// - creating records with a 10-row sub-table, the rows counted in the tables afterwards;
// - the Excel export of all 100,000 records, the server's RSS sampled while it streams.
// run.mjs seeds the tables (seedOnlineDev, between the first start and the measured one) and calls
// onlineDevSection with its load(); every scenario's name contains 'OnlineDev' (BENCH_ONLY='OnlineDev').
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { start, stop } from './server.mjs';
import { randomSource } from './user-list.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ONLINE_ROWS = 100_000;
// 2,500 codes of 40 rows: an equality page is full (20 rows) and counted, for the admin (40 matches) and for
// the scheme-limited non-admin (20 matches), so the two differ by the scheme alone.
const CODES = 2_500;
// The rows' creators are bench users (bench/seed-large.mjs): user3, the non-admin, created half of the rows
// (every other 2,500), the other half are spread over user0 … user9 but user3.
const SCOPED_ACCOUNT = 'user3';
const OTHERS = ['user0', 'user1', 'user2', 'user4', 'user5', 'user6', 'user7', 'user8', 'user9'];
const SUB_ROWS = 10;
const ONLINE = '/api/visualdev/OnlineDev';

/** The designed tables, filled straight into the platform's SQLite file before the measured start. */
export function seedOnlineDev(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const idOf = (account) => db.prepare('select id from base_user where account = ?').get(account).id;
  const scoped = idOf(SCOPED_ACCOUNT);
  const others = OTHERS.map(idOf);
  const creatorOf = (i) => {
    const block = Math.floor(i / CODES);
    return block % 2 === 0 ? scoped : others[(block >> 1) % others.length];
  };
  db.exec(`create table ob_order (id varchar(50) primary key, code varchar(20), customer varchar(100),
    amount integer, creator varchar(50))`);
  const insert = db.prepare('insert into ob_order values (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < ONLINE_ROWS; i++)
      insert.run(String(1e12 + i), `C${i % CODES}`, `客户${i}`, i % 1000, creatorOf(i));
  })();
  db.exec('create index ix_ob_order_code on ob_order (code)');
  db.exec('create table ob_head (id varchar(50) primary key, title varchar(100))');
  db.exec(`create table ob_line (id varchar(50) primary key, head_id varchar(50) not null,
    product varchar(100), qty integer)`);
  db.exec('create index ix_ob_line_head on ob_line (head_id)');
  db.close();
}

const control = (jnpfKey, formId, label, vModel) => ({
  __config__: { jnpfKey, label, layout: 'colFormItem', formId, tag: 'el-input', span: 24 },
  __vModel__: vModel,
});
const tableOf = (table, fields, relation = null) => ({
  table,
  typeId: relation ? '0' : '1',
  relationTable: relation?.table ?? '',
  relationField: relation ? 'id' : '',
  tableField: relation?.foreignKey ?? '',
  fields: fields.map((field) => ({ field, primaryKey: field === 'id' })),
});

function orderDesign() {
  const fields = [
    control('comInput', 101, '编码', 'code'),
    control('comInput', 102, '客户', 'customer'),
    control('numInput', 103, '金额', 'amount'),
    control('createUser', 104, '制单人', 'creator'),
  ];
  const column = (prop, label) => ({ prop, label, align: 'left', sortable: false, width: null });
  return {
    type: 1,
    fullName: '压测订单',
    enCode: 'benchOrder',
    webType: 2,
    dbLinkId: '0',
    tables: JSON.stringify([tableOf('ob_order', ['id', 'code', 'customer', 'amount', 'creator'])]),
    formData: JSON.stringify({ idGlobal: 104, fields }),
    columnData: JSON.stringify({
      searchList: [
        { ...fields[0], searchType: 1 },
        { ...fields[1], searchType: 2 },
      ],
      columnList: fields.map((f) => column(f.__vModel__, f.__config__.label)),
      type: 1,
      defaultSidx: '',
      sort: 'desc',
      hasPage: true,
      pageSize: 20,
      useColumnPermission: false,
      useFormPermission: false,
      useBtnPermission: true,
      useDataPermission: true,
      btnsList: [{ value: 'add', label: '新增' }],
      columnBtnsList: [{ value: 'edit', label: '编辑' }],
    }),
  };
}

function headDesign() {
  const lines = {
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      layout: 'rowFormItem',
      formId: 302,
      tableName: 'ob_line',
      children: [control('comInput', 303, '产品', 'product'), control('numInput', 304, '数量', 'qty')],
    },
    __vModel__: 'tableField302',
  };
  return {
    type: 1,
    fullName: '压测单据',
    enCode: 'benchHead',
    webType: 1,
    dbLinkId: '0',
    tables: JSON.stringify([
      tableOf('ob_head', ['id', 'title']),
      tableOf('ob_line', ['id', 'head_id', 'product', 'qty'], { table: 'ob_head', foreignKey: 'head_id' }),
    ]),
    formData: JSON.stringify({ idGlobal: 304, fields: [control('comInput', 301, '标题', 'title'), lines] }),
  };
}

/** An API caller that refuses anything but code 200. */
const apiOf = (base, token) => async (method, url, body) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.code} ${json.msg}`);
  return json.data;
};

/** Saved, released and put on a menu under 在线开发, as the designer does. */
async function released(api, design, parentId, menuName) {
  const { id } = await api('POST', '/api/visualdev/Base', design);
  await api('POST', `/api/visualdev/Base/${id}/Actions/Release`);
  const menu = await api('POST', `/api/visualdev/Base/${id}/Actions/Menu`, { parentId, fullName: menuName });
  return { id, menuId: menu.id };
}

/**
 * The non-admin's access as an administrator grants it: a data field and a scheme "制单人 = current user"
 * on the released menu, a role holding the menu, its buttons and the scheme, and user3 in that role.
 */
async function scopedRole(api, orders, parentId, userId) {
  await api('POST', '/api/system/ModuleDataAuthorize', {
    moduleId: orders.menuId,
    fullName: '制单人',
    enCode: 'creator',
    type: 'string',
    conditionSymbol: 'Equal,NotEqual',
  });
  const scheme = await api('POST', '/api/system/ModuleDataAuthorizeScheme', {
    moduleId: orders.menuId,
    fullName: '本人创建',
    enCode: 'benchMine',
    conditionJson: JSON.stringify([
      { logic: 'and', groups: [{ field: 'creator', type: 'string', op: 'Equal', value: '@userId' }] },
    ]),
  });
  const role = await api('POST', '/api/permission/Role', {
    fullName: '压测数据权限',
    enCode: 'benchOnlineScoped',
    enabledMark: 1,
  });
  const buttons = await api('POST', `/api/permission/Authority/Data/${role.id}/Values`, {
    type: 'button',
    moduleIds: orders.menuId,
  });
  const buttonIds = buttons.list
    .flatMap(function flat(n) {
      return [n, ...(n.children ?? []).flatMap(flat)];
    })
    .filter((n) => n.kind === 'button' && n.parentId === orders.menuId)
    .map((n) => n.id);
  await api('PUT', `/api/permission/Authority/Data/${role.id}`, {
    objectType: 'Role',
    module: [parentId, orders.menuId],
    button: buttonIds,
    resource: [scheme.id],
  });
  await api('POST', `/api/permission/UserRelation/${role.id}`, { objectType: 'Role', userIds: [userId] });
  return { roleId: role.id, schemeId: scheme.id, buttons: buttonIds.length };
}

/** autocannon requests and the wrk Lua (bench/user-list.mjs's pattern) posting `bodies` in turn. */
function cyclingPosts(bodies) {
  let next = 0;
  const texts = bodies.map((b) => JSON.stringify(b));
  return {
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, body: texts[next++ % texts.length] }),
      },
    ],
    lua: `bodies = {\n${texts.map((t) => JSON.stringify(t)).join(',\n')}\n}\ni = 0\nrequest = function()\n  i = i + 1\n  return wrk.format(nil, nil, nil, bodies[i % #bodies + 1])\nend\n`,
  };
}

const shuffled = (count, seed, of) => {
  const r = randomSource(seed);
  return Array.from({ length: count }, () => of(r));
};

const rssMB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** One export of every record, read to the end, with the server's RSS sampled every 50 ms meanwhile. */
async function exportAll(base, token, orders, pid) {
  const before = rssMB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMB(pid));
  }, 50);
  const started = performance.now();
  let firstByteMs = null;
  let bytes = 0;
  try {
    const res = await fetch(`${base}${ONLINE}/${orders.id}/Actions/Export`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ menuId: orders.menuId, selectKey: ['code', 'customer', 'amount', 'creator'] }),
    });
    if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: ONLINE_ROWS,
    seconds: Number(seconds.toFixed(2)),
    rowsPerSec: Math.round(ONLINE_ROWS / seconds),
    firstByteMs: Math.round(firstByteMs),
    fileMB: Number((bytes / 1e6).toFixed(2)),
    rssBeforeMB: Math.round(before),
    peakRssMB: Math.round(peak),
  };
}

/**
 * The scenarios; `load(name, pid, options)` is run.mjs's (autocannon, then wrk). Returns the load rows
 * (run.mjs adds their ratio to the bare baseline) and the figures that are no load: the export, the
 * counts after the creates and the ratios the targets are stated in.
 */
export async function onlineDevSection({
  load,
  only,
  server,
  adminToken,
  login,
  dataDir,
  baselineReqPerSec,
}) {
  if (only && !only.test('OnlineDev')) return { rows: [], onlineDev: null };
  const pid = server.child.pid;
  const api = apiOf(server.base, adminToken);
  const file = path.join(dataDir, 'app.db');
  const lookup = new Database(file, { readonly: true });
  const parentId = lookup.prepare("select id from base_module where en_code = 'onlineDev'").get().id;
  const scopedId = lookup.prepare('select id from base_user where account = ?').get(SCOPED_ACCOUNT).id;
  lookup.close();

  const orders = await released(api, orderDesign(), parentId, '压测订单');
  const heads = await released(api, headDesign(), parentId, '压测单据');
  const role = await scopedRole(api, orders, parentId, scopedId);
  const scoped = await login(SCOPED_ACCOUNT, '123456');
  const listUrl = `${server.base}${ONLINE}/${orders.id}/List`;
  const listBody = (json) => ({ currentPage: 1, pageSize: 20, menuId: orders.menuId, json });
  const probe = async (token, json) => {
    const res = await fetch(listUrl, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(listBody(json)),
    });
    const body = await res.json();
    if (body.code !== 200) throw new Error(`list probe: ${body.msg}`);
    return { rows: body.data.list.length, total: body.data.pagination.total };
  };
  const probes = {
    adminEquality: await probe(adminToken, { code: 'C42' }),
    scopedEquality: await probe(scoped, { code: 'C42' }),
    scopedAll: await probe(scoped, {}),
    adminFuzzy: await probe(adminToken, { customer: '客户4242' }),
  };
  console.log(
    `  OnlineDev probes (rows on page / total): ${JSON.stringify(probes)}; role ${JSON.stringify(role)}`,
  );

  const rows = [];
  const json = { 'content-type': 'application/json' };
  // Equality on the indexed code: 20,000 requests' worth of codes drawn at random (a code repeats only after
  // thousands of requests; the route keeps no answer cache either way).
  const codes = cyclingPosts(shuffled(20_000, 16, (r) => listBody({ code: `C${r(CODES)}` })));
  // Unmeasured: the list's code paths and statements warm for both callers first. Without it the first
  // scenario measured ran at 25-75 % of the same scenario repeated on that server (cold code and caches).
  for (const token of [adminToken, scoped])
    await autocannon({
      url: listUrl,
      connections: 50,
      duration: 3,
      headers: { ...json, authorization: token },
      requests: codes.requests,
    });
  const admin = await load(
    `POST ${ONLINE}/{id}/List (admin, equality on an indexed column, 100,000 rows)`,
    pid,
    {
      url: listUrl,
      method: 'POST',
      headers: { ...json, authorization: adminToken },
      ...codes,
    },
  );
  const nonAdmin = await load(
    `POST ${ONLINE}/{id}/List (non-admin, same, data scheme 制单人 = current user: half of the rows)`,
    pid,
    { url: listUrl, method: 'POST', headers: { ...json, authorization: scoped }, ...codes },
  );
  rows.push(admin, nonAdmin);

  // A fuzzy keyword on 客户 (LIKE, every row read): the server beside the same SQL in a bare route.
  const keywords = shuffled(20_000, 61, (r) => `客户${r(ONLINE_ROWS)}`);
  const fuzzy = await load(`POST ${ONLINE}/{id}/List (admin, fuzzy keyword on a text column, LIKE)`, pid, {
    url: listUrl,
    method: 'POST',
    headers: { ...json, authorization: adminToken },
    ...cyclingPosts(keywords.map((customer) => listBody({ customer }))),
  });
  const direct = await start(path.join(here, 'online-dev-direct.mjs'), { DB_FILE: file }, '/ping');
  let bare;
  let bareEquality;
  try {
    bare = await load('bare route: the OnlineDev fuzzy list SQL through better-sqlite3', direct.child.pid, {
      url: `${direct.base}/direct`,
      method: 'POST',
      headers: json,
      ...cyclingPosts(keywords.map((customer) => ({ customer }))),
    });
    // Not a target: how much of the equality list's floor (its SQL and HTTP alone) the runtime reaches.
    bareEquality = await load(
      'bare route: the OnlineDev equality list SQL (page, count, creator names) through better-sqlite3',
      direct.child.pid,
      {
        url: `${direct.base}/equality`,
        method: 'POST',
        headers: json,
        ...cyclingPosts(shuffled(20_000, 16, (r) => ({ code: `C${r(CODES)}` }))),
      },
    );
  } finally {
    await stop(direct.child);
  }
  rows.push(fuzzy, bare, bareEquality);

  // Creating records, each with a 10-row sub-table; every create is counted in the tables afterwards.
  const headBody = JSON.stringify({
    menuId: heads.menuId,
    data: JSON.stringify({
      title: '压测单据',
      tableField302: Array.from({ length: SUB_ROWS }, (_, i) => ({ product: `产品${i}`, qty: i + 1 })),
    }),
  });
  let answered = 0;
  const creates = await load(
    `POST ${ONLINE}/{id} (admin, create with a ${SUB_ROWS}-row sub-table, SQLite)`,
    pid,
    {
      url: `${server.base}${ONLINE}/${heads.id}`,
      method: 'POST',
      headers: { ...json, authorization: adminToken },
      body: headBody,
      requests: [{ method: 'POST', body: headBody, onResponse: (status) => status === 200 && answered++ }],
    },
  );
  let createCheck = null;
  if (creates) {
    // The server goes on writing the requests queued when the load stopped: count once it is done, both
    // tables in one read transaction.
    const counted = new Database(file, { readonly: true });
    const counts = counted.transaction(() => ({
      headRows: counted.prepare('select count(*) n from ob_head').get().n,
      lineRows: counted.prepare('select count(*) n from ob_line').get().n,
    }));
    let last = null;
    for (let i = 0; i < 30; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const now = counts();
      if (last && now.headRows === last.headRows) break;
      last = now;
    }
    const { headRows, lineRows } = counts();
    counted.close();
    const answeredInAll = answered + (creates.wrk ? creates.wrk.requests - creates.wrk.non2xx : 0);
    createCheck = {
      autocannonAnswered: answered,
      answeredInAll,
      headRows,
      lineRows,
      linesPerHead: headRows ? lineRows / headRows : null,
      // requests of the connections still in flight when a load stopped: written, never read
      writtenNotAnswered: headRows - answeredInAll,
    };
    console.log(`  OnlineDev create check: ${JSON.stringify(createCheck)}`);
    const inFlightAtMost = 2 * 50;
    if (
      lineRows !== headRows * SUB_ROWS ||
      headRows < answeredInAll ||
      headRows - answeredInAll > inFlightAtMost
    )
      throw new Error('OnlineDev creates: the rows in the tables do not match the answered creates');
    rows.push({ ...creates, check: createCheck });
  }

  await new Promise((r) => setTimeout(r, 3000));
  const exported = await exportAll(server.base, adminToken, orders, pid);
  console.log(`  OnlineDev export: ${JSON.stringify(exported)}`);

  const ratio = (a, b) => (a && b ? Number((a / b).toFixed(3)) : null);
  const summary = {
    rows: ONLINE_ROWS,
    probes,
    export: exported,
    creates: createCheck,
    ratios: {
      nonAdminToAdmin: ratio(nonAdmin?.reqPerSec, admin?.reqPerSec),
      nonAdminToAdminWrk: ratio(nonAdmin?.wrk?.reqPerSec, admin?.wrk?.reqPerSec),
      fuzzyToBareSql: ratio(fuzzy?.reqPerSec, bare?.reqPerSec),
      fuzzyToBareSqlWrk: ratio(fuzzy?.wrk?.reqPerSec, bare?.wrk?.reqPerSec),
      equalityToBareSql: ratio(admin?.reqPerSec, bareEquality?.reqPerSec),
      bareEqualityToBaseline: ratio(bareEquality?.reqPerSec, baselineReqPerSec),
    },
  };
  return { rows: rows.filter(Boolean), onlineDev: summary };
}

/** The issue's targets beside this run's figures (run.mjs prints it after the main table). */
export function printOnlineDev(summary, scenarios, base) {
  if (!summary) return;
  const find = (part) => scenarios.find((s) => s.name.includes(part));
  const admin = find('(admin, equality');
  const creates = find('create with');
  const both = (s, f) => (s ? `${f(s)} / ${s.wrk ? f({ ...s, ...s.wrk, ratio: s.wrkRatio }) : '–'}` : '–');
  const pct = (x) => (x === null || x === undefined ? '–' : `${(x * 100).toFixed(1)} %`);
  console.log('\nOnline development (issue 16), autocannon / wrk:');
  console.log('| target | figure | |');
  console.log('|---|---|---|');
  console.log(
    `| equality list ≥ 25 % of baseline, p99 ≤ 25 ms | ${both(admin, (s) => `${pct(s.ratio)}, p99 ${s.p99} ms`)} | baseline ${base.reqPerSec} / ${base.wrk?.reqPerSec ?? '–'} req/s |`,
  );
  console.log(
    `| scheme-limited non-admin ≥ 90 % of admin | ${pct(summary.ratios.nonAdminToAdmin)} / ${pct(summary.ratios.nonAdminToAdminWrk)} | |`,
  );
  console.log(
    `| fuzzy keyword ≥ 60 % of the bare SQL route | ${pct(summary.ratios.fuzzyToBareSql)} / ${pct(summary.ratios.fuzzyToBareSqlWrk)} | |`,
  );
  console.log(
    `| (not a target) equality list against its own SQL in a bare route | ${pct(summary.ratios.equalityToBareSql)} | the bare route: ${pct(summary.ratios.bareEqualityToBaseline)} of the baseline |`,
  );
  console.log(
    `| creates with ${SUB_ROWS} sub-rows ≥ 1,000 records/s | ${both(creates, (s) => `${s.reqPerSec}/s`)} | rows counted: ${summary.creates ? `${summary.creates.headRows} + ${summary.creates.lineRows}` : '–'} |`,
  );
  const e = summary.export;
  console.log(
    `| export of ${ONLINE_ROWS} records, peak RSS ≤ 300 MB | ${e.peakRssMB} MB (from ${e.rssBeforeMB}), ${e.seconds} s | ${e.fileMB} MB file |`,
  );
}
