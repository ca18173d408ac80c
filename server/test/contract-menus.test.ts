import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database.js';
import { seed } from '../src/db/seed/index.js';
import { seedId } from '../src/db/seed/seed-id.js';
import { MENUS, MIGRATIONS } from '../src/modules/index.js';
import type { SeedMenu } from '../src/platform/menus.js';
import { createTestApp, freshDatabase, md5, testConfig } from './helpers/test-app.js';

/**
 * Issue 15 item 6 (decision 065): the menus as SPEC §1 groups them, at the addresses the original client's
 * screens have, on a new database and on one seeded before the move, with every grant kept.
 */

interface MenuNode {
  id: string;
  enCode: string;
  fullName: string;
  urlAddress: string | null;
  children?: MenuNode[];
}

/** The menus as they were seeded before the move. */
const BEFORE: Record<string, Partial<SeedMenu>> = {
  'system.dictionary': { parent: 'system', url: 'system/dictionary', sort: 30 },
  'system.scheduleTask': { url: 'system/scheduleTask' },
  'system.icon': { url: 'system/icon' },
  'permission.onlineUser': { url: 'permission/onlineUser' },
};
const OLD_MENUS = MENUS.map((menu) => ({ ...menu, ...BEFORE[menu.code] }));
const NEW_KEYS = [
  '20261126T1030_permission_menu_addresses',
  '20261126T1030_system_menu_addresses',
  '20261126T1030_systemdata_dictionary_menu',
];
// The schema of the release before the move: every migration that sorts before it.
const BEFORE_THE_MOVE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([key]) => key < NEW_KEYS[0]));

const MOVED = {
  'system.dictionary': 'systemData/dictionary',
  'system.scheduleTask': 'system/task',
  'system.icon': 'system/icons',
  'permission.onlineUser': 'permission/userOnline',
};

/** The signed-in user's menu tree and permission list. */
async function menusOf(app: Awaited<ReturnType<typeof buildApp>>, account: string, password: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password: md5(password), grant_type: 'password' }).toString(),
  });
  expect(login.json().code, login.json().msg).toBe(200);
  const res = await app.inject({
    method: 'GET',
    url: '/api/oauth/CurrentUser',
    headers: { authorization: login.json().data.token },
  });
  const { menuList, permissionList } = res.json().data as {
    menuList: MenuNode[];
    permissionList: { modelId: string; button: { enCode: string }[] }[];
  };
  const group = (code: string) => menuList.find((m) => m.enCode === code)?.children ?? [];
  return { menuList, permissionList, group };
}

/** What the spec's grouping and the original's addresses look like to a signed-in user. */
function expectSpecMenus(menus: Awaited<ReturnType<typeof menusOf>>) {
  const dictionary = menus.group('systemData').find((m) => m.enCode === 'system.dictionary');
  expect(dictionary).toMatchObject({ fullName: '数据字典', urlAddress: 'systemData/dictionary' });
  expect(menus.group('system').map((m) => m.enCode)).not.toContain('system.dictionary');
  // After 数据接口, before 数据地图, as SPEC §1 lists 系统数据.
  const order = menus.group('systemData').map((m) => m.enCode);
  expect(order.indexOf('system.dictionary')).toBe(order.indexOf('systemData.dataInterface') + 1);
  expect(menus.group('system').find((m) => m.enCode === 'system.scheduleTask')?.urlAddress).toBe(
    'system/task',
  );
  expect(menus.group('system').find((m) => m.enCode === 'system.icon')?.urlAddress).toBe('system/icons');
  expect(menus.group('permission').find((m) => m.enCode === 'permission.onlineUser')?.urlAddress).toBe(
    'permission/userOnline',
  );
  // The dictionary's buttons came along with it.
  const buttons = menus.permissionList.find((p) => p.modelId === dictionary?.id)?.button ?? [];
  expect(buttons.map((b) => b.enCode).sort()).toEqual([
    'btn_add',
    'btn_edit',
    'btn_export',
    'btn_import',
    'btn_remove',
  ]);
}

describe('menus as SPEC §1 groups them (decision 065)', () => {
  let closeFresh: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await closeFresh?.();
    closeFresh = null;
  });

  it('a new database seeds 数据字典 under 系统数据 and the original view paths', async () => {
    const t = await createTestApp();
    closeFresh = () => t.close();
    expectSpecMenus(await menusOf(t.app, 'admin', 'admin123'));
    // 周强 is no administrator: he holds the screens through the seeded 系统管理员 role.
    expectSpecMenus(await menusOf(t.app, 'zhouqiang', '123456'));
    // The dictionary's routes still answer the menu's grants under its code.
    const types = await t.app.inject({
      method: 'GET',
      url: '/api/system/DictionaryType',
      headers: { authorization: await t.login('zhouqiang', '123456') },
    });
    expect(types.json().code).toBe(200);
  });
});

describe('a database seeded before the move', () => {
  let database: DatabaseHandle | null = null;
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });

  async function seededBeforeTheMove() {
    const fresh = await freshDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-menus-'));
    const url = fresh.url === ':memory:' ? path.join(dataDir, 'app.db') : fresh.url;
    database = openDatabase(url);
    const opened = database;
    cleanup = async () => {
      await opened.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    await migrateToLatest(database.db, BEFORE_THE_MOVE);
    await seed(database.db, {
      menus: OLD_MENUS,
      adminPassword: 'admin123',
      scryptLogCost: 10,
      now: Date.now(),
    });
    return { url, dataDir, database };
  }

  it('moves the menus on upgrade, keeps every grant and an administrator’s own placement', async () => {
    const { url, dataDir, database: handle } = await seededBeforeTheMove();
    const { db } = handle;
    const dictionaryId = seedId('menu:system.dictionary');
    // What an administrator did before the upgrade: 数据字典 granted to 普通员工, and a menu of their own on
    // the old 系统图标 address.
    await db
      .insertInto('baseAuthorize')
      .values({
        id: 'grant-before-move',
        itemType: 'module',
        itemId: dictionaryId,
        objectType: 'Role',
        objectId: seedId('role:staff'),
        creatorTime: Date.now(),
        creatorUserId: null,
      })
      .execute();
    await db
      .insertInto('baseModule')
      .values({
        id: 'own-icons-menu',
        parentId: seedId('menu:permission'),
        type: 2,
        fullName: '图标库',
        enCode: 'own.icons',
        urlAddress: 'system/icon',
        category: 'Web',
        sortCode: 99,
        creatorTime: Date.now(),
      })
      .execute();
    const grants = async () =>
      (await db.selectFrom('baseAuthorize').select(['id', 'itemId', 'objectId']).orderBy('id').execute()).map(
        (g) => JSON.stringify(g),
      );
    const grantsBefore = await grants();
    const marker = () =>
      db
        .selectFrom('baseSysConfig')
        .select('value')
        .where('category', '=', 'Internal')
        .where('key', '=', 'grantsVersion')
        .executeTakeFirstOrThrow();
    const markerBefore = await marker();
    const before = await db
      .selectFrom('baseModule')
      .select(['id', 'parentId'])
      .where('id', '=', dictionaryId)
      .executeTakeFirstOrThrow();
    expect(before.parentId).toBe(seedId('menu:system'));

    expect(await migrateToLatest(db, MIGRATIONS)).toEqual(expect.arrayContaining(NEW_KEYS));
    // A start after the upgrade seeds the menus of this release: nothing of them is written again.
    await seed(db, { menus: MENUS, adminPassword: 'admin123', scryptLogCost: 10, now: Date.now() });

    const moved = await db
      .selectFrom('baseModule')
      .select(['enCode', 'parentId', 'urlAddress'])
      .where('enCode', 'in', [...Object.keys(MOVED), 'own.icons'])
      .execute();
    const byCode = Object.fromEntries(moved.map((m) => [m.enCode, m]));
    for (const [code, address] of Object.entries(MOVED)) expect(byCode[code].urlAddress, code).toBe(address);
    expect(byCode['system.dictionary'].parentId).toBe(seedId('menu:systemData'));
    expect(byCode['own.icons']).toMatchObject({
      urlAddress: 'system/icons',
      parentId: seedId('menu:permission'),
    });
    expect(await grants()).toEqual(grantsBefore);
    expect((await marker()).value).not.toBe(markerBefore.value);

    const app = await buildApp({ config: testConfig(url, dataDir), database: handle });
    await app.ready();
    try {
      expectSpecMenus(await menusOf(app, 'admin', 'admin123'));
      expectSpecMenus(await menusOf(app, 'zhouqiang', '123456'));
      // 王芳 (普通员工) holds the dictionary through the grant made before the move, now under 系统数据.
      const staff = await menusOf(app, 'wangfang', '123456');
      expect(staff.group('systemData').map((m) => [m.enCode, m.urlAddress])).toContainEqual([
        'system.dictionary',
        'systemData/dictionary',
      ]);
    } finally {
      await app.close();
    }
  });

  it('leaves 数据字典 where an administrator had already put it', async () => {
    const { database: handle } = await seededBeforeTheMove();
    const { db } = handle;
    const dictionaryId = seedId('menu:system.dictionary');
    await db
      .updateTable('baseModule')
      .set({ parentId: seedId('menu:permission'), sortCode: 7 })
      .where('id', '=', dictionaryId)
      .execute();
    await migrateToLatest(db, MIGRATIONS);
    const row = await db
      .selectFrom('baseModule')
      .select(['parentId', 'sortCode', 'urlAddress'])
      .where('id', '=', dictionaryId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parentId: seedId('menu:permission'), urlAddress: 'systemData/dictionary' });
    expect(Number(row.sortCode)).toBe(7);
  });
});
