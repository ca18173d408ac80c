import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/platform/data-sources/secret-box.js';
import { hasMariadbServer, startMariadbServer, type TestMariadb } from '../helpers/mariadb-server.js';
import { hasPostgresServer, startPostgresServer, type TestPostgres } from '../helpers/postgres-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let nextId = 1;
/** Stores a data source row straight in the table, with its password sealed as the service would. */
async function storeSource(fields: {
  dbType: string;
  host?: string | null;
  port?: number | null;
  userName?: string | null;
  password?: string | null;
  serviceName: string;
  enabledMark?: number;
}): Promise<string> {
  const id = `ds-conn-${nextId++}`;
  await t.database.db
    .insertInto('baseDbLink')
    .values({
      id,
      fullName: `source ${id}`,
      dbType: fields.dbType,
      host: fields.host ?? null,
      port: fields.port ?? null,
      userName: fields.userName ?? null,
      password: fields.password ? t.app.services.dataSources.secrets.seal(fields.password) : null,
      serviceName: fields.serviceName,
      enabledMark: fields.enabledMark ?? 1,
      creatorTime: t.clock.now(),
    })
    .execute();
  return id;
}

describe('source 0: the platform database', () => {
  it("answers with the platform's dialect and the tables under their own names", async () => {
    const source = await t.app.services.dataSources.open('0');
    expect(source.dialect).toBe(t.database.dialect);
    const rows = await source.db
      .selectFrom('base_user')
      .select('account')
      .where('account', '=', 'admin')
      .execute();
    expect(rows).toEqual([{ account: 'admin' }]);
    expect(source.driver.dialect).toBe(t.database.dialect);
  });
});

describe('SQLite file sources', () => {
  it('open a file inside the SQLite sources folder, and reopen it after an edit', async () => {
    const id = await storeSource({ dbType: 'SQLite', serviceName: 'sales.db' });
    const first = await t.app.services.dataSources.open(id);
    expect(first.dialect).toBe('sqlite');
    await sql`create table orders (id integer primary key, amount integer)`.execute(first.db);
    await sql`insert into orders (amount) values (5)`.execute(first.db);
    expect(fs.existsSync(path.join(t.dataDir, 'databases', 'sales.db'))).toBe(true);
    expect(await t.app.services.dataSources.open(id)).toBe(first);
    if (first.driver.dialect !== 'sqlite') throw new Error('expected a SQLite driver');
    expect(first.driver.database.prepare('select amount from orders').all()).toEqual([{ amount: 5 }]);

    await t.database.db
      .updateTable('baseDbLink')
      .set({ serviceName: 'other.db', lastModifyTime: t.clock.now() + 1 })
      .where('id', '=', id)
      .execute();
    const second = await t.app.services.dataSources.open(id);
    expect(second).not.toBe(first);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      second.db,
    );
    expect(tables.rows).toEqual([]);
  });

  it('refuse a file name that leaves the folder or names the platform file', async () => {
    for (const serviceName of ['../app.db', '/etc/passwd', 'a/b.db', '..', '']) {
      const id = await storeSource({ dbType: 'SQLite', serviceName });
      await expect(t.app.services.dataSources.open(id)).rejects.toMatchObject({
        key: 'dataSource.sqliteFileName',
      });
    }
  });

  it('refuse a disabled or deleted source, and an unsupported type', async () => {
    const disabled = await storeSource({ dbType: 'SQLite', serviceName: 'off.db', enabledMark: 0 });
    await expect(t.app.services.dataSources.open(disabled)).rejects.toMatchObject({
      key: 'dataSource.disabled',
    });
    const deleted = await storeSource({ dbType: 'SQLite', serviceName: 'gone.db' });
    await t.database.db.updateTable('baseDbLink').set({ deleteMark: 1 }).where('id', '=', deleted).execute();
    await expect(t.app.services.dataSources.open(deleted)).rejects.toMatchObject({ status: 404 });
    const oracle = await storeSource({ dbType: 'Oracle', serviceName: 'orcl' });
    await expect(t.app.services.dataSources.open(oracle)).rejects.toMatchObject({
      key: 'dataSource.typeUnsupported',
    });
  });
});

describe('stored passwords', () => {
  it('are sealed with AES-256-GCM and open only with the same key', () => {
    const box = new SecretBox('', 'one secret');
    const sealed = box.seal('p@ss word');
    expect(sealed).not.toContain('p@ss');
    expect(box.seal('p@ss word')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('p@ss word');
    expect(new SecretBox('', 'another secret').open(sealed)).toBeNull();
    expect(new SecretBox('ab'.repeat(32), '').open(sealed)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(() => new SecretBox('too short', '')).toThrow(/DATA_SOURCE_KEY/);
  });

  it('sealed under another key make open() say so', async () => {
    const id = await storeSource({
      dbType: 'PostgreSQL',
      host: '127.0.0.1',
      port: 1,
      userName: 'u',
      serviceName: 'd',
    });
    await t.database.db
      .updateTable('baseDbLink')
      .set({ password: new SecretBox('', 'someone else').seal('x') })
      .where('id', '=', id)
      .execute();
    await expect(t.app.services.dataSources.open(id)).rejects.toMatchObject({
      key: 'dataSource.passwordUnreadable',
    });
  });
});

describe.skipIf(!hasPostgresServer())('PostgreSQL sources', () => {
  let pgServer: TestPostgres;
  beforeAll(async () => {
    pgServer = await startPostgresServer();
  }, 60_000);
  afterAll(() => pgServer?.stop());

  it('open a pooled Kysely and a pg pool, and close them when forgotten', async () => {
    const id = await storeSource({
      dbType: 'PostgreSQL',
      host: pgServer.host,
      port: pgServer.port,
      userName: pgServer.user,
      password: pgServer.password,
      serviceName: pgServer.database,
    });
    const source = await t.app.services.dataSources.open(id);
    expect(source.dialect).toBe('postgres');
    const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(source.db);
    expect(rows).toEqual([{ db: pgServer.database }]);
    if (source.driver.dialect !== 'postgres') throw new Error('expected a pg pool');
    const raw = await source.driver.pool.query('select current_user as who');
    expect(raw.rows).toEqual([{ who: pgServer.user }]);
    await t.app.services.dataSources.forget(id);
    expect(source.driver.pool.ended).toBe(true);
    expect(await t.app.services.dataSources.open(id)).not.toBe(source);
  });
});

describe.skipIf(!hasMariadbServer())('MariaDB sources', () => {
  let maria: TestMariadb;
  beforeAll(async () => {
    maria = await startMariadbServer();
  }, 60_000);
  afterAll(() => maria?.stop());

  it('open a pooled Kysely and a mysql2 pool', async () => {
    const id = await storeSource({
      dbType: 'MySQL',
      host: maria.host,
      port: maria.port,
      userName: maria.user,
      password: maria.password,
      serviceName: maria.database,
    });
    const source = await t.app.services.dataSources.open(id);
    expect(source.dialect).toBe('mysql');
    const { rows } = await sql<{ db: string }>`select database() as db`.execute(source.db);
    expect(rows).toEqual([{ db: maria.database }]);
    if (source.driver.dialect !== 'mysql') throw new Error('expected a mysql2 pool');
    const [raw] = await source.driver.pool.promise().query('select 1 + 1 as two');
    expect(raw).toEqual([{ two: 2 }]);
  });
});
