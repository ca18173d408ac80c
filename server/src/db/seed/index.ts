import { DEFAULT_ADMIN_PASSWORD } from '../../platform/auth/default-password.js';
import { hashPassword } from '../../platform/auth/password.js';
import type { SeedMenu } from '../../platform/menus.js';
import type { Db } from '../database.js';
import { delegationExamples, type ExamplePlace, type SeedExamples } from './examples.js';
import BASELINE_KEYS from './seed-baseline.json' with { type: 'json' };
import { ADMIN_ID, md5, type SeedRow, seedKey, seedRows } from './seed-rows.js';

export { ADMIN_ID } from './seed-rows.js';

export interface SeedOptions {
  adminPassword: string;
  scryptLogCost: number;
  now: number;
  /**
   * 'new' (every start): write only the rows never written before. 'restore' (the explicit
   * `restore-seed` command): also put back seeded rows that are gone, keeping every row that exists.
   */
  mode?: 'new' | 'restore';
  /** the menus every module seeds (MENUS in modules/index.ts) */
  menus: readonly SeedMenu[];
  /**
   * The example records of a first start (decision 066): the modules' own, the seed adds its 分级管理.
   * Written only into a database nothing was ever seeded into; the server passes them, test apps that
   * count rows of their own leave them out.
   */
  examples?: { modules: readonly SeedExamples[]; place: ExamplePlace };
}

export interface SeedReport {
  /** rows inserted now */
  written: number;
  /** rows due that an existing row (same id or same unique key) kept out */
  kept: number;
  /** the first start's examples were written now (so the modules' firstStart work is due) */
  firstStart: boolean;
}

/** Password every demo user other than admin starts with. */
export const DEMO_PASSWORD = '123456';

const PENDING_PASSWORD = '\u0000pending';

/**
 * Writes seed data once. base_seed_applied remembers each seeded row by key (table:id), so a later
 * start writes only rows a new release brought: what administrators changed, deleted or revoked
 * stays that way (decision 048). A database seeded by a release before that table existed adopts
 * the rows of that release (seed-baseline.json) as written, so nothing of theirs comes back either.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const all = seedRows(options.now, { admin: PENDING_PASSWORD, demo: PENDING_PASSWORD }, options.menus);
  return db.transaction().execute(async (trx) => {
    const applied = new Set(
      (await trx.selectFrom('baseSeedApplied').select('seedKey').execute()).map((r) => r.seedKey),
    );
    if (applied.size === 0 && (await seededBeforeTheLog(trx))) {
      await markApplied(trx, BASELINE_KEYS as string[], options.now);
      for (const key of BASELINE_KEYS as string[]) applied.add(key);
    }
    const examples = examplesDue(options, applied);
    const due = [
      ...(options.mode === 'restore' ? all : all.filter((r) => !applied.has(seedKey(r)))),
      ...examples.flatMap((e) => e.rows),
    ];
    if (due.length === 0) return { written: 0, kept: 0, firstStart: false };
    await fillPasswords(due, options);

    let written = 0;
    let examplesWritten = 0;
    const exampleRows = new Set(examples.flatMap((e) => e.rows));
    // One row per statement: rows differ in which columns they set, and SQLite has no DEFAULT in VALUES.
    // Any unique key, not only the id, keeps a row out: an administrator may have made the same
    // relation or code again under a new id.
    for (const entry of due) {
      const result = await trx
        .insertInto(entry.table)
        .values(entry.row as never)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      const inserted = Number(result.numInsertedOrUpdatedRows ?? 0);
      written += inserted;
      if (exampleRows.has(entry)) examplesWritten += inserted;
    }
    await markApplied(
      trx,
      due.map(seedKey).filter((key) => !applied.has(key)),
      options.now,
    );
    for (const { complete } of examples)
      await complete?.(trx, options.examples?.place as ExamplePlace, options.now);
    // only the process whose rows went in: two processes starting on one new database both find it empty
    const firstStart = applied.size === 0 && options.mode !== 'restore' && examplesWritten > 0;
    return { written, kept: due.length - written, firstStart };
  });
}

/**
 * The examples to write now: all of them into a database nothing was seeded into yet (the log is empty
 * here only then: a database seeded before the log has adopted the baseline by now); on restore-seed the
 * ones this database once had. Never the examples a later release adds to a database in use.
 */
function examplesDue(
  options: SeedOptions,
  applied: Set<string>,
): { rows: SeedRow[]; complete: SeedExamples['complete'] }[] {
  if (!options.examples) return [];
  const firstStart = applied.size === 0;
  if (!firstStart && options.mode !== 'restore') return [];
  return [delegationExamples, ...options.examples.modules]
    .map((examples) => ({
      rows: examples.rows(options.now).filter((r) => firstStart || applied.has(seedKey(r))),
      complete: examples.complete,
    }))
    .filter((examples) => examples.rows.length > 0);
}

/** A database seeded before base_seed_applied existed has the seeded admin. */
async function seededBeforeTheLog(db: Db): Promise<boolean> {
  const admin = await db.selectFrom('baseUser').select('id').where('id', '=', ADMIN_ID).executeTakeFirst();
  return admin !== undefined;
}

async function markApplied(db: Db, keys: string[], now: number): Promise<void> {
  for (let i = 0; i < keys.length; i += 200) {
    const chunk = keys.slice(i, i + 200);
    if (chunk.length === 0) continue;
    await db
      .insertInto('baseSeedApplied')
      .values(chunk.map((seedKey) => ({ seedKey, appliedTime: now })))
      .onConflict((oc) => oc.column('seedKey').doNothing())
      .execute();
  }
}

/** Hashes only when a user row is due: scrypt at the production cost takes a noticeable moment. */
async function fillPasswords(due: SeedRow[], options: SeedOptions): Promise<void> {
  const users = due.filter((r) => r.table === 'baseUser');
  if (users.length === 0) return;
  const admin = users.some((r) => r.row.id === ADMIN_ID)
    ? await hashPassword(md5(options.adminPassword), options.scryptLogCost)
    : '';
  const demo = users.some((r) => r.row.id !== ADMIN_ID)
    ? await hashPassword(md5(DEMO_PASSWORD), options.scryptLogCost)
    : '';
  for (const r of users) r.row.password = r.row.id === ADMIN_ID ? admin : demo;
  // The published default password is to be changed at the first sign-in (decision 052).
  const adminRow = users.find((r) => r.row.id === ADMIN_ID);
  if (adminRow && options.adminPassword === DEFAULT_ADMIN_PASSWORD) adminRow.row.passwordChangeRequired = 1;
}
