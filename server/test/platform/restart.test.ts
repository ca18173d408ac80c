import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { seedId } from '../../src/db/seed/seed-id.js';
import { freePort } from '../helpers/free-port.js';
import { freshDatabase, md5 } from '../helpers/test-app.js';

/**
 * The real server process (main.ts, built as `npm start` builds it) on a database that outlives it:
 * what administrators change to seeded records survives SIGTERM and start, twice (issue 13, items 1-2).
 */

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const DIST = 'dist-restart-test';
const ADMIN_PASSWORD = 'Restart-Test-1';

let dataDir: string;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
let port: number;
let server: ChildProcess | null = null;
let output = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_DIST: DIST },
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-test-'));
  const fresh = await freshDatabase();
  databaseUrl = fresh.url === ':memory:' ? path.join(dataDir, 'app.db') : fresh.url;
  dropDatabase = fresh.drop;
  port = await freePort();
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.join(SERVER_DIR, DIST), { recursive: true, force: true });
});

/** Starts main.js and resolves once it listens; rejects with its output if it exits first. */
function start(): Promise<void> {
  output = '';
  const child = spawn(process.execPath, [path.join(SERVER_DIR, DIST, 'main.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD,
      SCRYPT_LOG_COST: '10',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'restart-test-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  return new Promise((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Platform is running')) resolve();
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** SIGTERM, as a service manager stops it; the process must end by itself with status 0. */
function stop(): Promise<number | null> {
  const child = server as ChildProcess;
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

async function login(account: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString(),
  });
  return (await res.json()) as { code: number; msg: string; data: { token: string } };
}

const SYSADMIN = seedId('role:sysadmin');
const STAFF = seedId('role:staff');
const HUANGMIN = seedId('user:huangmin');
const WANGFANG = seedId('user:wangfang');

/** What the administrator did in the first run, read straight from the database. */
async function expectChangesKept(db: DatabaseHandle['db']) {
  const grants = await db.selectFrom('baseAuthorize').select('id').where('objectId', '=', SYSADMIN).execute();
  expect(grants).toEqual([]);
  const members = await db
    .selectFrom('baseUserRelation')
    .select('userId')
    .where('objectType', '=', 'Role')
    .where('objectId', '=', SYSADMIN)
    .execute();
  expect(members).toEqual([]);
  const staff = await db
    .selectFrom('baseRole')
    .select('fullName')
    .where('id', '=', STAFF)
    .executeTakeFirstOrThrow();
  expect(staff.fullName).toBe('全体员工');
  const wangfang = await db
    .selectFrom('baseUser')
    .select('deleteMark')
    .where('id', '=', WANGFANG)
    .executeTakeFirstOrThrow();
  expect(wangfang.deleteMark).toBe(1);
  const positions = await db
    .selectFrom('baseUserRelation')
    .select('objectId')
    .where('userId', '=', HUANGMIN)
    .where('objectType', '=', 'Position')
    .execute();
  expect(positions).toHaveLength(1);
  const nation = await db
    .selectFrom('baseDictionaryData')
    .select('deleteMark')
    .where('id', '=', seedId('dictionaryData:Nation:01'))
    .executeTakeFirst();
  expect(nation?.deleteMark ?? 1).toBe(1);
}

/**
 * 黄敏 was 系统管理员, which lost its members: he keeps 普通员工's menus (the approval centre) and nothing of
 * system management.
 */
async function expectNoSystemMenus() {
  const signed = await login('huangmin', '123456');
  expect(signed.code, signed.msg).toBe(200);
  const res = await fetch(`http://127.0.0.1:${port}/api/oauth/CurrentUser`, {
    headers: { authorization: signed.data.token },
  });
  const { menuList } = ((await res.json()) as { data: { menuList: { enCode: string }[] } }).data;
  const codes = menuList.map((menu) => menu.enCode);
  expect(codes).toContain('workFlow');
  expect(codes).not.toContain('system');
  expect(codes).not.toContain('permission');
}

describe('restart after administrators changed seeded records', () => {
  it('keeps every edit, revocation and deletion across SIGTERM and start, twice', async () => {
    await start();
    const first = await login('admin', ADMIN_PASSWORD);
    expect(first.code, first.msg).toBe(200);
    let admin = first.data.token;
    expect((await login('huangmin', '123456')).code).toBe(200);

    // Item 1: positions taken away and given back (new relation rows, same user and position).
    const info = (await call('GET', `/api/permission/Users/${HUANGMIN}`, admin)).data;
    const body = {
      account: info.account,
      realName: info.realName,
      organizeId: info.organizeId,
      roleIds: info.roleIds,
    };
    expect(
      (await call('PUT', `/api/permission/Users/${HUANGMIN}`, admin, { ...body, positionIds: [] })).code,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/permission/Users/${HUANGMIN}`, admin, {
          ...body,
          positionIds: info.positionIds,
        })
      ).code,
    ).toBe(200);
    // Item 2: 系统管理员 loses its members and its grants.
    expect(
      (
        await call('POST', `/api/permission/UserRelation/${SYSADMIN}`, admin, {
          objectType: 'Role',
          userIds: [],
        })
      ).code,
    ).toBe(200);
    const none = { module: [], button: [], column: [], form: [], resource: [] };
    expect(
      (
        await call('PUT', `/api/permission/Authority/Data/${SYSADMIN}`, admin, {
          objectType: 'Role',
          ...none,
        })
      ).code,
    ).toBe(200);
    // An edit and two deletions of seeded rows.
    const staff = (await call('GET', `/api/permission/Role/${STAFF}`, admin)).data;
    expect(
      (await call('PUT', `/api/permission/Role/${STAFF}`, admin, { ...staff, fullName: '全体员工' })).code,
    ).toBe(200);
    expect((await call('DELETE', `/api/permission/Users/${WANGFANG}`, admin)).code).toBe(200);
    expect(
      (await call('DELETE', `/api/system/DictionaryData/${seedId('dictionaryData:Nation:01')}`, admin)).code,
    ).toBe(200);
    await expectNoSystemMenus();

    for (const round of [1, 2]) {
      expect(await stop(), `exit status of stop ${round}`).toBe(0);
      await start();
      admin = (await login('admin', ADMIN_PASSWORD)).data.token;
      expect(admin, `admin signs in after start ${round}`).toBeTruthy();
      await expectNoSystemMenus();
      const reader = openDatabase(databaseUrl);
      try {
        await expectChangesKept(reader.db);
      } finally {
        await reader.close();
      }
    }
    expect(await stop()).toBe(0);
  }, 180_000);
});
