import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { seed } from '../../src/db/seed/index.js';
import { MENUS, MIGRATIONS, MODULES } from '../../src/modules/index.js';
import type { AppModule } from '../../src/platform/module.js';
import type { SmsSender } from '../../src/platform/sms/sms-sender.js';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public time = Date.now()) {}
  now() {
    return this.time;
  }
  advance(ms: number) {
    this.time += ms;
  }
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface TestApp {
  app: FastifyInstance;
  /** another server process on the same database, as behind a load balancer */
  secondApp(): Promise<FastifyInstance>;
  database: DatabaseHandle;
  clock: TestClock;
  dataDir: string;
  /** logs in and returns the token */
  login(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory SQLite by default, or a new
 * database on the PostgreSQL server named by TEST_PG_URL (npm run test:postgres).
 */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_PG_URL;
  if (!admin) return { url: ':memory:', drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** What a test server runs with: its database at `url`, its files in `dataDir`, cheap password hashing, quiet. */
export function testConfig(
  url: string,
  dataDir: string,
  overrides: { webDist?: string | null; redisUrl?: string | null } = {},
) {
  return {
    ...loadConfig({}),
    databaseUrl: url,
    dataDir,
    sqliteSourcesDir: path.join(dataDir, 'databases'),
    webDist: null,
    scryptLogCost: 10,
    secret: 'test-secret',
    logLevel: 'silent' as const,
    redisUrl: null,
    ...overrides,
  };
}

export async function createTestApp(
  options: {
    clock?: TestClock;
    smsSender?: SmsSender;
    webDist?: string;
    redisUrl?: string;
    /** the areas to serve, when a test adds one of its own (every area by default) */
    modules?: readonly AppModule[];
    /** seed a first start's example records too, as the server does (decision 066) */
    examples?: boolean;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new TestClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const { url, drop } = await freshDatabase();
  const config = testConfig(url, dataDir, {
    webDist: options.webDist ?? null,
    redisUrl: options.redisUrl ?? null,
  });
  const database = openDatabase(url);
  await migrateToLatest(database.db, MIGRATIONS);
  const seeded = await seed(database.db, {
    menus: MENUS,
    adminPassword: 'admin123',
    scryptLogCost: 10,
    now: clock.now(),
    examples: options.examples
      ? {
          modules: (options.modules ?? MODULES).flatMap((module) => module.examples ?? []),
          place: { sqliteSourcesDir: config.sqliteSourcesDir },
        }
      : undefined,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    smsSender: options.smsSender,
    modules: options.modules,
  });
  await app.ready();
  if (seeded.firstStart)
    for (const module of options.modules ?? MODULES) await module.firstStart?.(app.services);

  return {
    app,
    database,
    clock,
    dataDir,
    async secondApp() {
      const other = await buildApp({ config, database, clock, smsSender: options.smsSender });
      await other.ready();
      return other;
    },
    async login(account = 'admin', password = 'admin123') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString(),
      });
      const body = res.json();
      if (body.code !== 200) throw new Error(`login ${account} failed: ${body.msg}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Form-encoded login request, as the product's client sends it. */
export function loginRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return {
    method: 'POST' as const,
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** Row counts of every table, to show a rejected request changed nothing. */
export async function tableCounts(
  database: DatabaseHandle,
  tables: string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table as 'baseUser')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The newest login-log row (category 1), once the buffered log rows are written. */
export async function latestLoginLog(t: TestApp) {
  await t.app.services.logs.flush();
  return t.database.db
    .selectFrom('baseSysLog')
    .selectAll()
    .where('category', '=', 1)
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Grants menus (by enCode) straight to one user, as the Authorize screen will. */
export async function grantMenus(t: TestApp, account: string, codes: string[]): Promise<void> {
  const db = t.database.db;
  const user = await db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  const menus = await db.selectFrom('baseModule').select('id').where('enCode', 'in', codes).execute();
  for (const menu of menus) {
    await db
      .insertInto('baseAuthorize')
      .values({
        id: `${user.id}-${menu.id}`,
        itemType: 'module',
        itemId: menu.id,
        objectType: 'User',
        objectId: user.id,
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
  }
  await t.app.services.grants.invalidateAll();
}

/**
 * Replaces everything `account` holds with these items (module, button, column, form or resource ids), as
 * the authorize screen's save does for one user, and drops the cached grants.
 */
export async function replaceGrants(
  t: TestApp,
  account: string,
  items: readonly [string, string][],
): Promise<void> {
  const db = t.database.db;
  const user = await db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('baseAuthorize').where('objectId', '=', user.id).execute();
  for (const [itemType, itemId] of items)
    await db
      .insertInto('baseAuthorize')
      .values({
        id: `${user.id}-${itemId}`,
        itemType: itemType as 'module',
        itemId,
        objectType: 'User',
        objectId: user.id,
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
  await t.app.services.grants.invalidateAll();
}

/** Grants the user the given buttons (btn_add, …) of one menu, as the authorize screen will. */
export async function grantButtons(
  t: TestApp,
  account: string,
  menuCode: string,
  buttons: string[],
): Promise<void> {
  const db = t.database.db;
  const user = await db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('baseModuleButton as b')
    .innerJoin('baseModule as m', 'm.id', 'b.moduleId')
    .select('b.id')
    .where('m.enCode', '=', menuCode)
    .where('b.enCode', 'in', buttons)
    .execute();
  for (const button of rows) {
    await db
      .insertInto('baseAuthorize')
      .values({
        id: `${user.id}-${button.id}`,
        itemType: 'button',
        itemId: button.id,
        objectType: 'User',
        objectId: user.id,
        creatorTime: t.clock.now(),
        creatorUserId: null,
      })
      .execute();
  }
  await t.app.services.grants.invalidateAll();
}

/**
 * The callers a screen's API tests sign in as: the administrator; zhouqiang (系统管理员 role: the system
 * menus with their buttons); zhangwei, signed in with another menu only; and wangfang, holding `menus` (the
 * screen's menu and its parents) without any of its buttons.
 */
export async function screenCallers(t: TestApp, menus: string[]) {
  const admin = await t.login();
  const granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  const outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', menus);
  const reader = await t.login('wangfang', '123456');
  return { admin, granted, outsider, reader };
}

/** Changes a system setting as the settings screen will, and makes the app read it at once. */
export async function setSetting(t: TestApp, key: string, value: string | number): Promise<void> {
  await t.database.db
    .updateTable('baseSysConfig')
    .set({ value: String(value) })
    .where('key', '=', key)
    .execute();
  t.app.services.settings.invalidate();
}

/** The id of a seeded (or created) user by account. */
export async function userIdOf(t: TestApp, account: string): Promise<string> {
  const user = await t.database.db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * Takes a seeded user's roles away, so that they hold no menu: every seeded employee holds the approval
 * centre through 普通员工 (staff), and a test about a user without menus needs one.
 */
export async function withoutRoles(t: TestApp, account: string): Promise<void> {
  const id = await userIdOf(t, account);
  await t.database.db
    .deleteFrom('baseUserRelation')
    .where('objectType', '=', 'Role')
    .where('userId', '=', id)
    .execute();
  await t.app.services.grants.invalidateAll();
}
