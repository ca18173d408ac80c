import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/database.js';
import { seed } from '../../src/db/seed/index.js';
import { createTestApp, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'baseOrganize',
  'basePosition',
  'baseRole',
  'baseUser',
  'baseUserRelation',
  'baseModule',
  'baseModuleButton',
  'baseAuthorize',
  'baseSysConfig',
];

describe('migrations and seed', () => {
  it('seeds a group company with departments, positions, roles, 30 named users, a sub account and the admin', async () => {
    const counts = await tableCounts(t.database, TABLES);
    expect(counts.baseUser).toBe(32);
    expect(counts.baseRole).toBe(4);
    const companies = await t.database.db
      .selectFrom('baseOrganize')
      .select('fullName')
      .where('category', '=', 'company')
      .execute();
    expect(companies.map((c) => c.fullName)).toContain('华夏数智集团有限公司');
    const names = await t.database.db
      .selectFrom('baseUser')
      .select('realName')
      .where('isAdministrator', '=', 0)
      .execute();
    expect(names.every((n) => /^[\u4e00-\u9fa5()（）外勤]{2,8}$/.test(n.realName))).toBe(true);
  });

  it('carries the base columns on main tables', async () => {
    const user = await t.database.db
      .selectFrom('baseUser')
      .selectAll()
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const column of [
      'id',
      'creatorTime',
      'creatorUserId',
      'lastModifyTime',
      'lastModifyUserId',
      'enabledMark',
      'sortCode',
      'description',
      'deleteMark',
    ]) {
      expect(user).toHaveProperty(column);
    }
    expect(typeof user.id).toBe('string');
    expect(typeof user.creatorTime).toBe('number');
  });

  it('is idempotent: migrating and seeding again adds nothing and keeps changed passwords', async () => {
    const before = await tableCounts(t.database, TABLES);
    await t.database.db
      .updateTable('baseUser')
      .set({ password: 'changed' })
      .where('account', '=', 'admin')
      .execute();
    expect(await migrateToLatest(t.database.db)).toEqual([]);
    await seed(t.database.db, { adminPassword: 'other', scryptLogCost: 10, now: Date.now() });
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
    const admin = await t.database.db
      .selectFrom('baseUser')
      .select('password')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.password).toBe('changed');
  });
});
