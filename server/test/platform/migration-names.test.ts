import fs from 'node:fs';
import path from 'node:path';
import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LEGACY_MIGRATION_KEYS } from '../../src/db/migrations/legacy-names.js';
import {
  type AreaMigrationKeys,
  mergeMigrations,
  migrationKeyProblems,
  parseMigrationKey,
} from '../../src/db/migrations/migration-keys.js';
import RELEASED from '../../src/db/migrations/released.json' with { type: 'json' };
import { MIGRATIONS as migrations } from '../../src/modules/index.js';

// Decision 054: migration keys two people working in parallel cannot both take, run in one defined order.

const SRC = path.resolve(import.meta.dirname, '../../src');

interface AreaFolder {
  area: string;
  dir: string;
  record: Record<string, Migration>;
}

/** Every folder that holds migrations: the core one in db/, and modules/<area>/migrations/. */
async function areaFolders(): Promise<AreaFolder[]> {
  const core = path.join(SRC, 'db/migrations');
  const folders = [{ area: 'core', dir: core }];
  for (const module of fs.readdirSync(path.join(SRC, 'modules'))) {
    const dir = path.join(SRC, 'modules', module, 'migrations');
    if (fs.existsSync(dir)) folders.push({ area: module.toLowerCase(), dir });
  }
  return Promise.all(
    folders.map(async ({ area, dir }) => {
      const index = (await import(path.join(dir, 'index.ts'))) as Record<string, unknown>;
      return { area, dir, record: index[`${area}Migrations`] as Record<string, Migration> };
    }),
  );
}

describe('the migrations in the tree', () => {
  it('each migrations folder exports <area>Migrations, keyed by its files, each key naming its own file', async () => {
    for (const { area, dir, record } of await areaFolders()) {
      expect(record, `${dir}/index.ts exports ${area}Migrations`).toBeTypeOf('object');
      // A file that begins with a digit is a migration; one its index forgets would never run.
      const files = fs
        .readdirSync(dir)
        .filter((file) => /^\d/.test(file))
        .map((file) => file.replace(/\.ts$/, ''));
      expect(Object.keys(record).sort(), dir).toEqual(files.sort());
      for (const key of files) {
        expect(record[key], `${key} is the module of ${key}.ts`).toBe(
          await import(path.join(dir, `${key}.ts`)),
        );
      }
    }
  });

  it('follow the pattern and their folder, none twice, none unreleased before the newest released', async () => {
    const areas: AreaMigrationKeys[] = (await areaFolders()).map(({ area, record }) => ({
      area,
      keys: Object.keys(record),
    }));
    expect(migrationKeyProblems(areas, RELEASED)).toEqual([]);
    expect(Object.keys(migrations).sort()).toEqual(areas.flatMap((a) => a.keys).sort());
  });

  it('released.json lists the 26 migrations of release 740bed6, which the legacy names map onto one to one', () => {
    expect(RELEASED.slice(0, 26).sort()).toEqual(Object.values(LEGACY_MIGRATION_KEYS).sort());
    expect(new Set(Object.values(LEGACY_MIGRATION_KEYS)).size).toBe(26);
  });
});

describe('the guard (migrationKeyProblems)', () => {
  const released = ['20261122T0219_core_foundation', '20261126T0115_permission_password_change_required'];
  const check = (keys: Record<string, string[]>) =>
    migrationKeyProblems(
      Object.entries(keys).map(([area, list]) => ({ area, keys: list })),
      released,
    );

  it('passes keys in their own area after the newest released one', () => {
    expect(
      check({ core: [released[0]], permission: [released[1], '20261127T0400_permission_user_search_index'] }),
    ).toEqual([]);
  });

  it('names a key out of the pattern', () => {
    for (const bad of [
      '026_user_search_index',
      '20261127T0400_permission_User_search',
      '20261127_0400_permission_x',
      '20261127T0400_permission',
      '20261127T0400_permission_x__y',
      '20261127T2460_permission_x',
      '20261131T0400_permission_x',
    ]) {
      expect(check({ core: [released[0]], permission: [released[1], bad] }), bad).toContain(
        `${bad}: not <UTC YYYYMMDDTHHMM>_<area>_<snake_name>`,
      );
    }
  });

  it('names a key that names another area than its folder', () => {
    expect(
      check({ core: [released[0]], permission: [released[1], '20261127T0400_system_user_search_index'] }),
    ).toEqual(['20261127T0400_system_user_search_index: lives in area permission but names area system']);
  });

  it('names a key declared twice', () => {
    expect(check({ core: [released[0], released[0]], permission: [released[1]] })).toEqual([
      `${released[0]}: declared twice (core, core)`,
    ]);
  });

  it('names an unreleased key that sorts before the newest released one: the collision', () => {
    // Written on the 25th, merged after the release of the 26th: a database of that release would refuse it.
    const late = '20261125T0900_system_late_branch';
    expect(check({ core: [released[0]], permission: [released[1]], system: [late] })).toEqual([
      `${late}: not released, yet sorts before the released ${released[1]}; give it the current time`,
    ]);
  });

  it('names a released key that is gone or renamed', () => {
    expect(check({ core: [released[0]] })).toEqual([
      `${released[1]}: released, so it may never be renamed or removed`,
    ]);
  });
});

describe('merging the areas', () => {
  const up = async () => {};
  it('refuses a key two areas both declare, instead of one replacing the other', () => {
    const key = '20261127T0400_permission_user_search_index';
    expect(() => mergeMigrations([{ [key]: { up } }, { [key]: { up } }])).toThrow(
      `migration ${key}: declared twice`,
    );
  });

  it('refuses a key out of the pattern', () => {
    expect(() => mergeMigrations([{ '026_user_search_index': { up } }])).toThrow(
      'migration 026_user_search_index: not <UTC YYYYMMDDTHHMM>_<area>_<name>',
    );
  });

  it('reads the parts of a key', () => {
    expect(parseMigrationKey('20261122T0951_systemdata_data_source')).toEqual({
      timestamp: '20261122T0951',
      area: 'systemdata',
      name: 'data_source',
    });
  });
});
