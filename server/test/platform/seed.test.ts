import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/database.js';
import { seed } from '../../src/db/seed/index.js';
import BASELINE_KEYS from '../../src/db/seed/seed-baseline.json' with { type: 'json' };
import { seedId } from '../../src/db/seed/seed-id.js';
import { seedKey, seedRows } from '../../src/db/seed/seed-rows.js';
import { MENUS, MIGRATIONS } from '../../src/modules/index.js';
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
    expect(await migrateToLatest(t.database.db, MIGRATIONS)).toEqual([]);
    await seed(t.database.db, { menus: MENUS, adminPassword: 'other', scryptLogCost: 10, now: Date.now() });
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
    const admin = await t.database.db
      .selectFrom('baseUser')
      .select('password')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.password).toBe('changed');
  });

  const sysadminGrants = () =>
    t.database.db
      .selectFrom('baseAuthorize')
      .select('id')
      .where('objectId', '=', seedId('role:sysadmin'))
      .execute();
  const again = (mode?: 'new' | 'restore') =>
    seed(t.database.db, {
      menus: MENUS,
      adminPassword: 'admin123',
      scryptLogCost: 10,
      now: Date.now(),
      mode,
    });

  it('writes each seeded row once: what was revoked, deleted or re-made under a new id stays so', async () => {
    const granted = (await sysadminGrants()).length;
    expect(granted).toBeGreaterThan(0);
    await t.database.db.deleteFrom('baseAuthorize').where('objectId', '=', seedId('role:sysadmin')).execute();
    await t.database.db.deleteFrom('baseRole').where('id', '=', seedId('role:finance')).execute();
    // The same relation made again by an edit, under a new id (issue 13 item 1).
    const relation = await t.database.db
      .selectFrom('baseUserRelation')
      .selectAll()
      .where('userId', '=', seedId('user:huangmin'))
      .where('objectType', '=', 'Position')
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('baseUserRelation').where('id', '=', relation.id).execute();
    await t.database.db
      .insertInto('baseUserRelation')
      .values({ ...relation, id: 'remade-by-an-edit' })
      .execute();

    expect(await again()).toEqual({ written: 0, kept: 0, firstStart: false });
    expect(await sysadminGrants()).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('baseRole')
        .select('id')
        .where('id', '=', seedId('role:finance'))
        .execute(),
    ).toEqual([]);

    // The explicit restore-seed command puts back what is gone and keeps the remade relation.
    const restored = await again('restore');
    expect(restored.written).toBe(granted + 1);
    expect(await sysadminGrants()).toHaveLength(granted);
    const positions = await t.database.db
      .selectFrom('baseUserRelation')
      .select('id')
      .where('userId', '=', seedId('user:huangmin'))
      .where('objectType', '=', 'Position')
      .execute();
    expect(positions).toEqual([{ id: 'remade-by-an-edit' }]);
  });

  it('a database seeded before the seed log adopts that release rows; rows of a newer release are added', async () => {
    await t.database.db.deleteFrom('baseAuthorize').where('objectId', '=', seedId('role:sysadmin')).execute();
    await t.database.db.deleteFrom('baseSeedApplied').execute();
    // As an upgraded database: the old release wrote everything, an administrator revoked since. Only the
    // rows releases brought after that one are due (the 单据规则 生成单号 button and sysadmin's grant of it):
    // the grant comes back, the button is there already.
    const newer = seedRows(Date.now(), { admin: 'x', demo: 'x' }, MENUS).filter(
      (r) => !(BASELINE_KEYS as string[]).includes(seedKey(r)),
    );
    const newerGrants = newer.filter(
      (r) => r.table === 'baseAuthorize' && r.row.objectId === seedId('role:sysadmin'),
    );
    const report = await again();
    expect(report.written + report.kept).toBe(newer.length);
    expect(await sysadminGrants()).toHaveLength(newerGrants.length);
    await t.database.db.deleteFrom('baseAuthorize').where('objectId', '=', seedId('role:sysadmin')).execute();
    expect(
      Number(
        (
          await t.database.db
            .selectFrom('baseSeedApplied')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(500);
    // A row the log does not know yet (as a menu a new release brings) is written once, then kept off.
    const grant = `baseAuthorize:${seedId(`authorize:sysadmin:module:${seedId('menu:permission')}`)}`;
    await t.database.db.deleteFrom('baseSeedApplied').where('seedKey', '=', grant).execute();
    expect(await again()).toEqual({ written: 1, kept: 0, firstStart: false });
    expect(await sysadminGrants()).toHaveLength(1);
    await t.database.db.deleteFrom('baseAuthorize').where('objectId', '=', seedId('role:sysadmin')).execute();
    expect(await again()).toEqual({ written: 0, kept: 0, firstStart: false });
  });
});
