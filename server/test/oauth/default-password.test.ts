import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { seed } from '../../src/db/seed/index.js';
import { MENUS, MIGRATIONS as migrations } from '../../src/modules/index.js';
import { hashPassword } from '../../src/platform/auth/password.js';
import { defaultPasswordAccounts } from '../../src/startup-banner.js';
import { solvedCaptcha } from '../helpers/captcha.js';
import { createTestApp, loginRequest, md5, type TestApp } from '../helpers/test-app.js';

// Decision 052: until the seeded administrator's default password admin123 is changed, sign-in says so
// (login answer and CurrentUser) and the start-up banner names the account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (account: string, password: string) =>
  (await t.app.inject(loginRequest({ account, password: md5(password), grant_type: 'password' }))).json();

const currentUser = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })
  ).json().data.userInfo;

const changePassword = async (token: string, from: string, to: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPassword',
    headers: { authorization: token },
    payload: { oldPassword: md5(from), password: md5(to), ...(await solvedCaptcha(t)) },
  });

describe('the seeded default admin password (decision 052)', () => {
  it('is flagged on a fresh seed: the login answer and CurrentUser say the password must be changed', async () => {
    const answer = await login('admin', 'admin123');
    expect(answer.code).toBe(200);
    expect(answer.data.passwordChangeRequired).toBe(true);
    expect((await currentUser(answer.data.token)).passwordChangeRequired).toBe(true);
    expect(await defaultPasswordAccounts(t.database.db)).toEqual(['admin']);
  });

  it('is not raised for anyone else', async () => {
    const answer = await login('huangmin', '123456');
    expect(answer.code).toBe(200);
    expect(answer.data).not.toHaveProperty('passwordChangeRequired');
    expect(await currentUser(answer.data.token)).not.toHaveProperty('passwordChangeRequired');
  });

  it('is cleared by a password change: this session sees it at once, and later logins do not carry it', async () => {
    const token = (await login('admin', 'admin123')).data.token;
    expect((await currentUser(token)).passwordChangeRequired).toBe(true);
    const changed = await changePassword(token, 'admin123', 'Admin2024x');
    expect(changed.json().code).toBe(200);
    expect(await currentUser(token)).not.toHaveProperty('passwordChangeRequired');
    const again = await login('admin', 'Admin2024x');
    expect(again.data).not.toHaveProperty('passwordChangeRequired');
    expect(await defaultPasswordAccounts(t.database.db)).toEqual([]);
    // Changing back to admin123 is the administrator's own choice, once asked: it raises nothing again.
    expect((await changePassword(again.data.token, 'Admin2024x', 'admin123')).json().code).toBe(200);
    expect((await login('admin', 'admin123')).data).not.toHaveProperty('passwordChangeRequired');
  });

  it('is cleared by an administrator reset of the password too', async () => {
    const admin = await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('baseUser')
      .set({ passwordChangeRequired: 1 })
      .where('id', '=', admin.id)
      .execute();
    const token = (await login('admin', 'admin123')).data.token;
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/permission/Users/${admin.id}/Actions/ResetPassword`,
      headers: { authorization: token },
      payload: { userPassword: md5('Reset2024x'), validatePassword: md5('Reset2024x') },
    });
    expect(reset.json().code).toBe(200);
    expect((await login('admin', 'Reset2024x')).data).not.toHaveProperty('passwordChangeRequired');
  });
});

/** An empty database of the dialect under test (TEST_PG_URL: a new PostgreSQL database), dropped after `use`. */
async function withEmptyDatabase(use: (database: ReturnType<typeof openDatabase>) => Promise<void>) {
  const server = process.env.TEST_PG_URL;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let url = ':memory:';
  if (server) {
    await admin(`create database ${name}`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const database = openDatabase(url);
  try {
    await use(database);
  } finally {
    await database.close();
    if (server) await admin(`drop database if exists ${name} with (force)`);
  }
}

describe('where the flag comes from', () => {
  it('is not set when ADMIN_PASSWORD gave another password at the first start', async () => {
    await withEmptyDatabase(async (database) => {
      await migrateToLatest(database.db, migrations);
      await seed(database.db, {
        menus: MENUS,
        adminPassword: 'Own-Secret-9',
        scryptLogCost: 10,
        now: Date.now(),
      });
      expect(await defaultPasswordAccounts(database.db)).toEqual([]);
      const admin = await database.db
        .selectFrom('baseUser')
        .select('passwordChangeRequired')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(admin.passwordChangeRequired).toBe(0);
    });
  });

  it('the password-change migration flags an administrator of an earlier release who still has admin123, and nobody else', async () => {
    await withEmptyDatabase(async (database) => {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      // A database of the release before decision 052: every migration up to the one that adds the flag.
      const keys = Object.keys(migrations).sort();
      const before = await migrator.migrateTo(
        keys[keys.indexOf('20261126T0115_permission_password_change_required') - 1],
      );
      expect(before.error).toBeUndefined();
      const user = async (id: string, isAdministrator: number, password: string) =>
        database.db
          .insertInto('baseUser' as never)
          .values({
            id,
            account: id,
            realName: id,
            isAdministrator,
            password: await hashPassword(md5(password), 10),
            creatorTime: 0,
          } as never)
          .execute();
      await user('old-admin', 1, 'admin123');
      await user('changed-admin', 1, 'Changed-2024');
      await user('staff', 0, 'admin123');
      await migrateToLatest(database.db, migrations);
      expect(await defaultPasswordAccounts(database.db)).toEqual(['old-admin']);
      const staff = await database.db
        .selectFrom('baseUser')
        .select('passwordChangeRequired')
        .where('id', '=', 'staff')
        .executeTakeFirstOrThrow();
      expect(staff.passwordChangeRequired).toBe(0);
    });
  });
});
