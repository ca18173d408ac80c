import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { MIGRATIONS } from '../../src/modules/index.js';
import { writeDatabaseBackup } from '../../src/modules/systemData/backup/database-backup.js';
import { createTestApp, grantMenus, type TestApp, TestClock, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the backup menu with all its buttons */
let granted: string;
/** signed in, without the backup menu */
let outsider: string;
/** the backup menu without any of its buttons */
let reader: string;

const clock = new TestClock();
const BASE = '/api/system/DataBackup';
const RESTORE = fileURLToPath(new URL('../../../scripts/restore-backup.mjs', import.meta.url));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['systemData', 'systemData.dataBackup']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { authorization: token } : {}, payload });

async function backup(token = granted) {
  const res = await call('POST', BASE, token);
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data as { id: string; fileName: string; fileSize: number; dbType: string };
}

const list = async (token = admin) => (await call('GET', BASE, token)).json().data;
const backupDir = () => path.join(t.dataDir, 'backups');

/** The map rows, to compare a database before and after a restore. */
const mapRows = (db: Db) =>
  db.selectFrom('baseMap').select(['id', 'fullName', 'enCode', 'sortCode']).orderBy('id').execute();

describe('数据备份: create, list, download, delete', () => {
  it('备份 writes a copy of the platform database and lists it newest first with who made it', async () => {
    const first = await backup();
    clock.advance(1000);
    const second = await backup();
    expect(second.dbType).toBe(t.database.dialect);
    expect(second.fileName).toMatch(t.database.dialect === 'sqlite' ? /^app-\d{8}-\d{6}\.db$/ : /\.dump$/);
    const file = path.join(backupDir(), second.fileName);
    expect(fs.statSync(file).size).toBe(second.fileSize);
    const head = fs.readFileSync(file).subarray(0, 16).toString('latin1');
    expect(head).toMatch(t.database.dialect === 'sqlite' ? /^SQLite format 3/ : /^PGDMP/);
    // No temporary file is left behind.
    expect(fs.readdirSync(backupDir()).some((f) => f.endsWith('.partial'))).toBe(false);

    const data = await list();
    expect(data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 2 });
    expect(data.list.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(data.list[0]).toMatchObject({ creatorUser: '周强/zhouqiang', taskId: null });
    const found = (await call('GET', `${BASE}?keyword=${second.fileName}`)).json().data;
    expect(found.list.map((r: { id: string }) => r.id)).toEqual([second.id]);
  });

  it('a second 备份 while one runs is refused, not queued', async () => {
    const [a, b] = await Promise.all([call('POST', BASE), call('POST', BASE)]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.json().code === 409 ? a : b;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('正在备份中');
  });

  it('download answers a short-lived signed link that serves the file; a changed or late link is refused', async () => {
    const made = await backup();
    const res = await call('GET', `${BASE}/${made.id}/Actions/Download`, granted);
    expect(res.json()).toMatchObject({ code: 200, data: { name: made.fileName } });
    const url: string = res.json().data.url;
    const file = await call('GET', url, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(made.fileName);
    expect(file.rawPayload.equals(fs.readFileSync(path.join(backupDir(), made.fileName)))).toBe(true);

    const forged = url.replace(/sign=[^&]+/, 'sign=abc');
    expect((await call('GET', forged, null)).statusCode).toBe(403);
    const otherId = url.replace(made.id, 'someone-else');
    expect((await call('GET', otherId, null)).statusCode).toBe(403);
    clock.advance(6 * 60_000);
    const late = await call('GET', url, null);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe(403);
  });

  it('delete removes the row and its file; a second delete is a 404 naming the backup', async () => {
    const made = await backup();
    const file = path.join(backupDir(), made.fileName);
    expect(fs.existsSync(file)).toBe(true);
    const res = await call('DELETE', `${BASE}/${made.id}`, granted);
    expect(res.json()).toMatchObject({ code: 200 });
    expect(fs.existsSync(file)).toBe(false);
    expect((await list()).list.some((r: { id: string }) => r.id === made.id)).toBe(false);
    const again = await call('DELETE', `${BASE}/${made.id}`, granted);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('该备份不存在或已删除');
    const link = await call('GET', `${BASE}/${made.id}/Actions/Download`);
    expect(link.statusCode).toBe(404);
  });

  it('a backup whose file was removed by hand is a 404 on download, and can still be deleted', async () => {
    const made = await backup();
    fs.rmSync(path.join(backupDir(), made.fileName));
    const res = await call('GET', `${BASE}/${made.id}/Actions/Download`, admin, undefined);
    expect(res.statusCode).toBe(404);
    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${made.id}/Actions/Download`,
      headers: { authorization: admin, 'x-language': 'en' },
    });
    expect(en.json().msg).toBe('The backup file is no longer on the server');
    expect((await call('DELETE', `${BASE}/${made.id}`)).json()).toMatchObject({ code: 200 });
  });

  it('permissions: the menu to list, 备份/下载/删除 buttons to act, nothing changes when refused', async () => {
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('GET', BASE, reader)).json()).toMatchObject({ code: 200 });
    const before = await tableCounts(t.database, ['baseDataBackup']);
    const files = fs.readdirSync(backupDir()).length;
    expect((await call('POST', BASE, reader)).statusCode).toBe(403);
    const id = (await list()).list[0].id;
    expect((await call('DELETE', `${BASE}/${id}`, reader)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${id}/Actions/Download`, reader)).statusCode).toBe(403);
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
    expect(await tableCounts(t.database, ['baseDataBackup'])).toEqual(before);
    expect(fs.readdirSync(backupDir()).length).toBe(files);
  });
});

describe('restore (scripts/restore-backup.mjs) gives back the backed-up data', () => {
  it.runIf(!process.env.TEST_PG_URL)(
    'SQLite: change and delete rows after a backup, restore, same rows',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-test-'));
      try {
        const file = path.join(dir, 'app.db');
        let handle = openDatabase(file);
        await migrateToLatest(handle.db, MIGRATIONS);
        const backedUp = await mapRows(handle.db);
        expect(backedUp.length).toBeGreaterThan(30);
        const copy = path.join(dir, 'copy.db');
        await writeDatabaseBackup(
          { db: handle.db, dialect: 'sqlite', databaseUrl: file, sqliteBackup: handle.backup },
          copy,
        );
        await handle.db
          .updateTable('baseMap')
          .set({ fullName: '改过的名字' })
          .where('enCode', '=', 'china')
          .execute();
        await handle.db.deleteFrom('baseMap').where('enCode', '=', 'zhejiang').execute();
        expect(await mapRows(handle.db)).not.toEqual(backedUp);
        await handle.close();

        execFileSync(process.execPath, [RESTORE, copy], {
          env: { ...process.env, DATABASE_URL: file },
          stdio: 'pipe',
        });
        handle = openDatabase(file);
        expect(await mapRows(handle.db)).toEqual(backedUp);
        await handle.close();
        // The replaced database was kept beside it.
        expect(fs.readdirSync(dir).some((f) => f.startsWith('app.db.before-restore-'))).toBe(true);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(!!process.env.TEST_PG_URL)(
    'PostgreSQL: back up with 备份, change and delete rows, pg_restore, same rows',
    async () => {
      const made = await backup();
      const backedUp = await mapRows(t.database.db);
      await t.database.db
        .updateTable('baseMap')
        .set({ fullName: '改过的名字' })
        .where('enCode', '=', 'china')
        .execute();
      await t.database.db.deleteFrom('baseMap').where('enCode', '=', 'zhejiang').execute();
      expect(await mapRows(t.database.db)).not.toEqual(backedUp);
      execFileSync(process.execPath, [RESTORE, path.join(backupDir(), made.fileName)], {
        env: { ...process.env, DATABASE_URL: t.app.services.config.databaseUrl },
        stdio: 'pipe',
      });
      expect(await mapRows(t.database.db)).toEqual(backedUp);
    },
  );

  it('the script refuses a file that is not a backup, and a backup of the other kind', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-bad-'));
    try {
      const junk = path.join(dir, 'junk.db');
      fs.writeFileSync(junk, 'not a database');
      const run = (env: Record<string, string>) => {
        try {
          execFileSync(process.execPath, [RESTORE, junk], { env: { ...process.env, ...env }, stdio: 'pipe' });
          return '';
        } catch (error) {
          return String((error as { stderr: Buffer }).stderr);
        }
      };
      expect(run({ DATABASE_URL: path.join(dir, 'app.db') })).toContain('neither an SQLite database');
      fs.writeFileSync(junk, 'PGDMP\u0001\u000e\u0000');
      expect(run({ DATABASE_URL: path.join(dir, 'app.db') })).toContain('PostgreSQL backup');
      expect(fs.existsSync(path.join(dir, 'app.db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
