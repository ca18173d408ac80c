import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Migration, Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, type Db, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { LEGACY_MIGRATION_KEYS, renameLegacyMigrations } from '../../src/db/migrations/legacy-names.js';
import { seed } from '../../src/db/seed/index.js';
import { seedId } from '../../src/db/seed/seed-id.js';
import { MENUS, MIGRATIONS as migrations } from '../../src/modules/index.js';
import { freshDatabase, md5 } from '../helpers/test-app.js';
import { connectedClient } from '../message/realtime-client.js';

/**
 * Decision 054: a database left by release 740bed6, whose kysely_migration rows carry the numbered names,
 * upgrades to the keyed migrations with every row of every table intact and no migration run twice. On
 * SQLite (a file), and on PostgreSQL under `npm run test:postgres`.
 */

/**
 * Release 740bed6's migrations under the names it ran them by, one entry per commit that brought some, in
 * commit order (`git log --reverse -- server/src/db/migrations/index.ts`): a server that followed every
 * release ran them in this order, 011 before 010 before 009. Frozen; each legacy name is looked up under
 * the key this test expects it to have now.
 */
const HISTORY: [legacy: string, key: string][][] = [
  [['001_foundation', '20261122T0219_core_foundation']],
  [['002_user_profile', '20261122T0424_permission_user_profile']],
  [['003_login_tickets', '20261122T0424_oauth_login_tickets']],
  [['004_user_list', '20261122T0545_permission_user_list']],
  [['005_module_item_bind_table', '20261122T0555_system_module_item_bind_table']],
  [['006_user_search_fts', '20261122T0622_permission_user_search_fts']],
  [['007_data_authorize', '20261122T0701_system_data_authorize']],
  [['008_organize_administrator', '20261122T0709_permission_organize_administrator']],
  [['011_bill_rule', '20261122T0807_system_bill_rule']],
  [['010_areas', '20261122T0809_system_areas']],
  [['009_dictionary', '20261122T0812_system_dictionary']],
  [
    ['012_icons', '20261122T0822_system_icons'],
    ['013_language', '20261122T0822_system_language'],
    ['014_log_operation', '20261122T0822_system_log_operation'],
  ],
  [['016_time_task', '20261122T0841_system_time_task']],
  [['015_password_history', '20261122T0842_permission_password_history']],
  [
    ['021_data_backup', '20261122T0951_systemdata_data_backup'],
    ['022_map', '20261122T0951_systemdata_map'],
  ],
  [['019_data_source', '20261122T0951_systemdata_data_source']],
  [['018_im', '20261122T0952_message_im']],
  [['017_message', '20261122T0954_message_message']],
  [['020_data_interface', '20261122T0955_systemdata_data_interface']],
  [['019_data_model_comments', '20261122T1010_systemdata_data_model_comments']],
  [['024_seed_applied', '20261126T0044_core_seed_applied']],
  [['025_data_interface_callers', '20261126T0055_systemdata_data_interface_callers']],
  [['023_password_change_required', '20261126T0115_permission_password_change_required']],
];

/** Runs 740bed6's migrateToLatest (allowUnorderedMigrations) once for each commit's migrations, in turn. */
async function runLegacyReleases(db: Db, commits: [string, string][][]): Promise<void> {
  const declared: Record<string, Migration> = {};
  for (const commit of commits) {
    for (const [legacy, key] of commit) declared[legacy] = migrations[key];
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...declared }) },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    // The next commit's migrations ran later, as on that server: Kysely stamps rows to the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The keys of release 740bed6's migrations, and the record of just those: the schema that release left. */
const RELEASE_KEYS = HISTORY.flat().map(([, key]) => key);
const RELEASE = Object.fromEntries(RELEASE_KEYS.map((key) => [key, migrations[key]]));
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ALL_KEYS = Object.keys(migrations).sort(byKey);

interface MigrationRow {
  name: string;
  timestamp: string;
}
const migrationRows = async (db: Db) =>
  (await sql<MigrationRow>`select name, timestamp from kysely_migration`.execute(db)).rows;
/** Names in the order Kysely reads executed migrations: by time, then by name. */
const byTime = (rows: MigrationRow[]) =>
  [...rows]
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || byKey(a.name, b.name))
    .map((row) => row.name);

type Tables = Record<string, Record<string, unknown>[]>;
/** Every row of every table but Kysely's own. */
async function everyRow(db: Db): Promise<Tables> {
  const tables: Tables = {};
  for (const { name } of await db.introspection.getTables()) {
    tables[name] = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
  }
  return tables;
}
/** A table's rows as sorted JSON, each row cut to `columns` (all of its own when not given). */
const asText = (rows: Record<string, unknown>[], columns?: string[]) =>
  rows
    .map((row) => JSON.stringify(columns ? Object.fromEntries(columns.map((c) => [c, row[c]])) : row))
    .sort();

let dataDir: string;
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});
/** Registers a close for the end of the test and answers it, safe to call early as well. */
function closesOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  const once = () => {
    closing ??= close();
    return closing;
  };
  cleanups.push(once);
  return once;
}

/** An empty database of the dialect under test: a SQLite file, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-upgrade-'));
  const fresh = await freshDatabase();
  cleanups.push(async () => {
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return fresh.url === ':memory:' ? path.join(dataDir, 'app.db') : fresh.url;
}

function open(url: string): DatabaseHandle & { close(): Promise<void> } {
  const database = openDatabase(url);
  return { ...database, close: closesOnce(() => database.close()) };
}

async function start(url: string, database: DatabaseHandle) {
  const config = {
    ...loadConfig({}),
    databaseUrl: url,
    dataDir,
    sqliteSourcesDir: path.join(dataDir, 'databases'),
    webDist: null,
    scryptLogCost: 10,
    secret: 'upgrade-test-secret',
    logLevel: 'silent' as const,
    redisUrl: null,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, close: closesOnce(() => app.close()) };
}

type Method = 'GET' | 'POST' | 'PUT';
async function api(app: FastifyInstance, token: string, method: Method, url: string, body?: object) {
  const res = await app.inject({ method, url, headers: { authorization: token }, payload: body });
  const answer = res.json();
  if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.msg}`);
  return answer.data;
}

async function login(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString(),
  });
  if (res.json().code !== 200) throw new Error(`login ${account}: ${res.json().msg}`);
  return res.json().data.token;
}

/** What administrators and users of that release did through the API: one record of each kind. */
async function useTheRelease(app: FastifyInstance, db: Db): Promise<void> {
  const admin = await login(app, 'admin', 'admin123');
  const role = await api(app, admin, 'POST', '/api/permission/Role', {
    fullName: '审计人员',
    enCode: 'auditor',
  });
  await api(app, admin, 'POST', '/api/permission/Users', {
    account: 'upgrader',
    realName: '升级前的同事',
    gender: 2,
    mobilePhone: '13912345678',
    organizeId: seedId('org:HXSZSH.YF'),
    positionIds: [seedId('position:QDGCS')],
    roleIds: [seedId('role:staff'), role.id],
  });
  const type = await api(app, admin, 'POST', '/api/system/DictionaryType', {
    parentId: '-1',
    fullName: '升级测试',
    enCode: 'upgradeType',
    isTree: 0,
  });
  await api(app, admin, 'POST', '/api/system/DictionaryData', {
    dictionaryTypeId: type.id,
    parentId: '0',
    fullName: '甲',
    enCode: 'A',
    enabledMark: 1,
  });
  const category = await db
    .selectFrom('baseDictionaryData as d')
    .innerJoin('baseDictionaryType as ty', 'ty.id', 'd.dictionaryTypeId')
    .select('d.id')
    .where('ty.enCode', '=', 'DataInterfaceType')
    .executeTakeFirstOrThrow();
  await api(app, admin, 'POST', '/api/system/DataInterface', {
    fullName: '升级接口',
    enCode: 'upgradeInterface',
    categoryId: category.id,
    dataType: 2,
    query: '[{"id":"1","name":"甲"}]',
    enabledMark: 1,
  });
  const notice = await api(app, admin, 'POST', '/api/message', {
    title: '升级通知',
    bodyText: '<p>正文</p>',
  });
  await api(app, admin, 'PUT', `/api/message/${notice.id}/Actions/Release`);
  const token = await login(app, 'huangmin', '123456');
  const { client } = await connectedClient(app, token);
  const toUserId = seedId('user:zhouqiang');
  client.send({ method: 'SendMessage', token, toUserId, messageType: 'text', messageContent: '升级前' });
  await client.next('sendMessage');
  await client.close();
}

describe('a database of release 740bed6', () => {
  it('upgrades with every row intact, runs no migration again, and still answers', async () => {
    const url = await emptyDatabase();
    const legacy = open(url);
    await runLegacyReleases(legacy.db, HISTORY);
    await seed(legacy.db, { menus: MENUS, adminPassword: 'admin123', scryptLogCost: 10, now: Date.now() });
    const released = await start(url, legacy);
    await useTheRelease(released.app, legacy.db);
    await released.close();
    const legacyRows = await migrationRows(legacy.db);
    // The case that needs re-stamping: that server ran 011 before 010, and 010 before 009.
    expect(byTime(legacyRows).slice(8, 11)).toEqual(['011_bill_rule', '010_areas', '009_dictionary']);
    const before = await everyRow(legacy.db);
    expect(before.base_im_content).toHaveLength(1);
    await legacy.close();

    // The upgrade itself, to the same schema under the new keys: not one row of any table changes.
    const database = open(url);
    expect(await migrateToLatest(database.db, RELEASE)).toEqual([]);
    const renamed = await everyRow(database.db);
    expect(Object.keys(renamed).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before))
      expect(asText(renamed[table]), table).toEqual(asText(before[table]));
    const rows = await migrationRows(database.db);
    expect(byTime(rows)).toEqual([...RELEASE_KEYS].sort(byKey));
    expect(new Set(rows.map((row) => Date.parse(row.timestamp))).size).toBe(rows.length);
    // A row already in order keeps the time it ran at.
    const time = (list: MigrationRow[], name: string) => list.find((row) => row.name === name)?.timestamp;
    expect(time(rows, '20261122T0219_core_foundation')).toBe(time(legacyRows, '001_foundation'));

    // Then as main.ts starts: every later migration once, the seed (all applied already), the app.
    const later = ALL_KEYS.filter((key) => !RELEASE_KEYS.includes(key));
    expect(await migrateToLatest(database.db, migrations)).toEqual(later);
    expect(
      await seed(database.db, {
        menus: MENUS,
        adminPassword: 'admin123',
        scryptLogCost: 10,
        now: Date.now(),
      }),
    ).toEqual({
      written: 0,
      kept: 0,
      firstStart: false,
    });
    const { app } = await start(url, database);
    // Rows of the release's tables and columns stay as they were (later migrations may add, or drop what
    // they replace; one that rewrites released rows must say so here).
    const after = await everyRow(database.db);
    for (const table of Object.keys(before).filter((name) => name in after)) {
      const columns = Object.keys(before[table][0] ?? {});
      // Rows a later migration adds are not the release's (the system flow forms' numbering rules).
      const ids = new Set(before[table].map((row) => row.id));
      const released = after[table].filter((row) => !('id' in row) || ids.has(row.id));
      expect(asText(released, columns), table).toEqual(asText(before[table], columns));
    }
    expect(byTime(await migrationRows(database.db))).toEqual(ALL_KEYS);

    const admin = await login(app, 'admin', 'admin123');
    const users = await api(app, admin, 'GET', '/api/permission/Users?keyword=upgrader');
    expect(users.list.map((user: { account: string }) => user.account)).toEqual(['upgrader']);
    expect(await login(app, 'huangmin', '123456')).toBeTruthy();
    // Another start finds nothing to rename and nothing to run.
    expect(await renameLegacyMigrations(database.db)).toBe(0);
    expect(await migrateToLatest(database.db, migrations)).toEqual([]);
  }, 120_000);

  it('installed in one go (every migration in number order, times alike) upgrades the same way', async () => {
    const database = open(await emptyDatabase());
    await runLegacyReleases(database.db, [HISTORY.flat()]);
    expect(await migrateToLatest(database.db, RELEASE)).toEqual([]);
    expect(byTime(await migrationRows(database.db))).toEqual([...RELEASE_KEYS].sort(byKey));
  }, 60_000);

  it('of an earlier release takes only the migrations it lacks, after renaming the rest', async () => {
    const database = open(await emptyDatabase());
    // 378fe85, the last release before base_seed_applied.
    const release = HISTORY.findIndex((commit) => commit[0][0] === '024_seed_applied');
    await runLegacyReleases(database.db, HISTORY.slice(0, release));
    const lacking = HISTORY.slice(release).flatMap((commit) => commit.map(([, key]) => key));
    expect(await migrateToLatest(database.db, RELEASE)).toEqual(lacking.sort(byKey));
    expect(byTime(await migrationRows(database.db))).toEqual([...RELEASE_KEYS].sort(byKey));
  }, 60_000);

  it('maps each legacy name to the key this test expects', () => {
    expect(LEGACY_MIGRATION_KEYS).toEqual(Object.fromEntries(HISTORY.flat()));
  });
});
