/**
 * Menu search over 2,000 menu entries (issue target: 5 ms a query), against a plain substring filter
 * in the same run. Runs alone with `node bench/menu-search.mjs`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const round = (n, digits = 1) => Number(n.toFixed(digits));
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

// A seeded generator: the same tree and queries every run.
export function random(seed) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const DOMAINS = [
  [
    'system',
    '系统管理',
    'System',
    ['user', '用户', 'User'],
    ['role', '角色', 'Role'],
    ['log', '日志', 'Log'],
  ],
  ['org', '组织架构', 'Organisation', ['dept', '部门', 'Department'], ['post', '岗位', 'Position']],
  [
    'finance',
    '财务管理',
    'Finance',
    ['voucher', '凭证', 'Voucher'],
    ['invoice', '发票', 'Invoice'],
    ['budget', '预算', 'Budget'],
  ],
  [
    'hr',
    '人力资源',
    'Human resources',
    ['employee', '员工档案', 'Employee'],
    ['leave', '请假', 'Leave'],
    ['payroll', '薪资', 'Payroll'],
  ],
  [
    'purchase',
    '采购管理',
    'Purchasing',
    ['order', '采购订单', 'Purchase order'],
    ['supplier', '供应商', 'Supplier'],
  ],
  [
    'sales',
    '销售管理',
    'Sales',
    ['quote', '报价单', 'Quotation'],
    ['contract', '销售合同', 'Sales contract'],
  ],
  [
    'wms',
    '仓储物流',
    'Warehouse',
    ['stock', '库存', 'Stock'],
    ['shipment', '出库单', 'Shipment'],
    ['transfer', '调拨', 'Transfer'],
  ],
  [
    'mfg',
    '生产制造',
    'Manufacturing',
    ['workorder', '工单', 'Work order'],
    ['bom', '物料清单', 'Bill of materials'],
  ],
  ['project', '项目管理', 'Projects', ['task', '任务', 'Task'], ['milestone', '里程碑', 'Milestone']],
  [
    'crm',
    '客户关系',
    'Customers',
    ['customer', '客户', 'Customer'],
    ['lead', '商机', 'Lead'],
    ['visit', '拜访记录', 'Visit'],
  ],
];
const AREAS = [
  ['base', '基础资料', 'Master data'],
  ['daily', '日常业务', 'Daily work'],
  ['report', '报表中心', 'Reports'],
  ['flow', '流程审批', 'Approvals'],
  ['archive', '档案管理', 'Records'],
];
const REGIONS = [
  ['east', '华东区', 'East region'],
  ['north', '华北区', 'North region'],
  ['south', '华南区', 'South region'],
  ['hq', '总部', 'Headquarters'],
];
const ACTIONS = [
  ['list', '列表', 'list'],
  ['query', '查询', 'search'],
  ['entry', '录入', 'entry'],
  ['review', '审核', 'review'],
  ['stats', '统计', 'statistics'],
  ['export', '导出', 'export'],
];

/** 10 domains × 5 areas × 4 regions (directories, 3 levels) × 10 pages = 2,000 pages; titles ~60 % Chinese. */
export function menuTree(rand) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const name = (zh, en) => (rand() < 0.6 ? zh : en);
  let id = 0;
  const node = (fullName, enCode, type, extra) => ({
    id: String(++id),
    fullName,
    enCode,
    type,
    icon: null,
    urlAddress: null,
    linkTarget: null,
    propertyJson: null,
    hasChildren: type === 1,
    children: [],
    ...extra,
  });
  return DOMAINS.map(([code, zh, en, ...objects]) =>
    node(name(zh, en), code, 1, {
      children: AREAS.map(([a, azh, aen]) =>
        node(name(azh, aen), `${code}.${a}`, 1, {
          children: REGIONS.map(([r, rzh, ren]) =>
            node(name(rzh, ren), `${code}.${a}.${r}`, 1, {
              children: Array.from({ length: 10 }, (_, i) => {
                const [o, ozh, oen] = pick(objects);
                const [act, actzh, acten] = pick(ACTIONS);
                const address = `${code}/${a}/${r}/${o}-${act}-${i}`;
                return node(name(`${ozh}${actzh}`, `${oen} ${acten}`), address.replace(/\//g, '.'), 2, {
                  urlAddress: address,
                });
              }),
            }),
          ),
        }),
      ),
    }),
  );
}

/** 200 queries: exact titles, misspelt titles, path fragments and short words, shuffled. */
export function searchQueries(entries, rand) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const misspell = (text) => {
    const chars = [...text];
    const at = 1 + Math.floor(rand() * (chars.length - 1));
    if (chars.length > 3 && rand() < 0.5) [chars[at - 1], chars[at]] = [chars[at], chars[at - 1]];
    else chars.splice(at, 1);
    return chars.join('');
  };
  const queries = [
    ...Array.from({ length: 60 }, () => pick(entries).title.at(-1)),
    ...Array.from({ length: 50 }, () => misspell(pick(entries).title.at(-1))),
    ...Array.from({ length: 50 }, () => {
      const parts = pick(entries).path.split('/').filter(Boolean);
      const from = Math.floor(rand() * (parts.length - 1));
      return parts.slice(from, from + 2).join('/');
    }),
    ...Array.from(
      { length: 40 },
      () => pick([...DOMAINS.flatMap((d) => d.slice(3)), ...ACTIONS])[pick([1, 2])],
    ),
  ];
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [queries[i], queries[j]] = [queries[j], queries[i]];
  }
  return queries;
}

function timeQueries(search, queries) {
  for (const q of queries.slice(0, 20)) search(q); // let the JIT compile the search first
  const times = [];
  let answered = 0;
  for (const q of queries) {
    const t0 = performance.now();
    const found = search(q);
    times.push(performance.now() - t0);
    if (found.length) answered++;
  }
  return {
    meanMs: round(mean(times), 3),
    p95Ms: round(percentile(times, 95), 3),
    maxMs: round(Math.max(...times), 3),
    queriesWithResults: answered,
  };
}

export async function menuSearch(tmp) {
  // The module as the web app ships it (fuse.js, @app/common and app/menus bundled in), run in node.
  const outfile = path.join(tmp, 'menu-search.mjs');
  await build({
    entryPoints: [path.join(root, 'web/src/shell/search/menu-search.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { createMenuSearch, searchEntries } = await import(pathToFileURL(outfile).href);
  const rand = random(20261122);
  const entries = searchEntries(menuTree(rand), (m) => m.fullName, { token: 'bench' });
  const queries = searchQueries(entries, rand);

  const t0 = performance.now();
  const fuse = createMenuSearch(entries);
  const indexMs = round(performance.now() - t0, 2);
  // Baseline: the cheapest search anyone would write, a substring test over the same text.
  const texts = entries.map((e) => `${e.title.join('/')} ${e.path}`.toLowerCase());
  const includes = (query, limit = 20) => {
    const q = query.trim().toLowerCase();
    const out = [];
    for (let i = 0; i < texts.length && out.length < limit; i++)
      if (texts[i].includes(q)) out.push(entries[i]);
    return out;
  };
  return {
    entries: entries.length,
    queries: queries.length,
    indexBuildMs: indexMs,
    fuse: timeQueries(fuse, queries),
    includesBaseline: timeQueries(includes, queries),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  console.log(JSON.stringify(await menuSearch(tmp), null, 2));
  fs.rmSync(tmp, { recursive: true, force: true });
}
