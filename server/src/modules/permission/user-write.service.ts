import { createHash } from 'node:crypto';
import type { EnabledMark, UserInput } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { movedTo } from '../../platform/auth/delegation.js';
import { hashPassword } from '../../platform/auth/password.js';
import { recordPassword, refuseReusedPassword } from '../../platform/auth/password-history.js';
import type { RequestContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { findLive, liveUsers } from './user.service.js';
import {
  accountTaken,
  type CleanInput,
  checkedInput,
  columnsOf,
  refuse,
  withCurrentValues,
} from './user-input.js';

/**
 * Users administration (SPEC §7.6), the changing side: create, edit, delete, state and password reset,
 * checked against 分级管理 and keeping at least one administrator in place. The form's own checks live
 * in user-input.ts.
 */

/** SQLite and PostgreSQL unique-index violations (the live-account index). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Replaces the user's position and role rows and writes their comma-separated copies on the user. */
async function writeRelations(
  trx: Db,
  userId: string,
  clean: Pick<CleanInput, 'positionIds' | 'roleIds'>,
  now: number,
  by: string,
) {
  await trx
    .deleteFrom('baseUserRelation')
    .where('userId', '=', userId)
    .where('objectType', 'in', ['Position', 'Role'])
    .execute();
  const rows = [
    ...clean.positionIds.map((objectId, i) => ({ objectType: 'Position' as const, objectId, sortCode: i })),
    ...clean.roleIds.map((objectId, i) => ({ objectType: 'Role' as const, objectId, sortCode: i })),
  ];
  if (rows.length) {
    await trx
      .insertInto('baseUserRelation')
      .values(rows.map((r) => ({ ...r, id: newId(), userId, creatorTime: now, creatorUserId: by })))
      .execute();
  }
}

/**
 * Writes the user's row (`row`, an insert or an update) and their relations in one transaction, refuses an
 * account another live user took meanwhile in words, then drops every cached grant.
 */
async function writeUser(
  ctx: RequestContext,
  id: string,
  clean: CleanInput,
  now: number,
  row: (trx: Db) => Promise<unknown>,
) {
  try {
    await ctx.services.db.transaction().execute(async (trx) => {
      await row(trx);
      await writeRelations(trx, id, clean, now, ctx.user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) accountTaken(clean.account, ctx.lang);
    throw error;
  }
  await ctx.services.grants.invalidateAll();
}

export async function createUser(ctx: RequestContext, input: UserInput): Promise<{ id: string }> {
  const { services } = ctx;
  await ctx.requireDelegation('add', input.organizeId);
  const clean = await checkedInput(services.db, input, ctx.lang, null);
  const now = ctx.clock.now();
  const id = newId();
  const password = await hashPassword(
    createHash('md5').update(DEMO_PASSWORD).digest('hex'),
    services.config.scryptLogCost,
  );
  await writeUser(ctx, id, clean, now, (trx) =>
    trx
      .insertInto('baseUser')
      .values({ id, ...columnsOf(clean), password, creatorTime: now, creatorUserId: ctx.user.id })
      .execute(),
  );
  return { id };
}

/** Only a super administrator may change, disable, delete or reset another super administrator. */
function guardAdministrator(ctx: RequestContext, target: { isAdministrator: number }) {
  if (target.isAdministrator === 1 && !ctx.user.isAdministrator) throw forbidden('user.adminOnly');
}

/** Enabled, live super administrators other than `exceptId`. */
async function otherAdministrators(db: Db, exceptId: string): Promise<number> {
  const row = await liveUsers(db)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('u.isAdministrator', '=', 1)
    .where('u.enabledMark', '=', 1)
    .where('u.id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends every session of a user (all of them, or all but `keep`), and drops what was cached about them. */
async function endSessions(ctx: RequestContext, userId: string, keep = '') {
  await ctx.services.sessions.revokeOthers(userId, keep, 'forced');
}

/** The modify time moves by at least 1 ms, so CurrentUser's cache (keyed by it) never serves the old user. */
const touched = (now: number, by: string) => ({
  lastModifyTime: sql<number>`case when last_modify_time >= ${now} then last_modify_time + 1 else ${now} end`,
  lastModifyUserId: by,
});

export async function updateUser(ctx: RequestContext, id: string, input: UserInput): Promise<void> {
  const { services } = ctx;
  const { db } = services;
  const current = await findLive(db, id);
  guardAdministrator(ctx, current);
  await ctx.requireDelegation('edit', current.organizeId, movedTo(current.organizeId, input.organizeId));
  const clean = await checkedInput(db, await withCurrentValues(db, current, input), ctx.lang, { id });
  if (clean.enabledMark === 0 && current.enabledMark === 1) await checkMayDisable(ctx, current);
  const now = ctx.clock.now();
  await writeUser(ctx, id, clean, now, (trx) =>
    trx
      .updateTable('baseUser')
      .set({ ...columnsOf(clean), ...touched(now, ctx.user.id) })
      .where('id', '=', id)
      .execute(),
  );
  services.sessions.forgetUser(id);
  if (clean.enabledMark === 0 && current.enabledMark === 1) await endSessions(ctx, id);
}

async function checkMayDisable(ctx: RequestContext, target: { id: string; isAdministrator: number }) {
  if (target.id === ctx.user.id) refuse([{ field: 'enabledMark', key: 'user.disableSelf' }], ctx.lang);
  if (target.isAdministrator === 1 && (await otherAdministrators(ctx.services.db, target.id)) === 0)
    refuse([{ field: 'enabledMark', key: 'user.lastAdministrator' }], ctx.lang);
}

export async function deleteUser(ctx: RequestContext, id: string): Promise<void> {
  const { services, lang } = ctx;
  const { db } = services;
  const target = await findLive(db, id);
  if (id === ctx.user.id) refuse([{ field: 'id', key: 'user.deleteSelf' }], lang);
  if (target.isAdministrator === 1 && (await otherAdministrators(db, id)) === 0)
    refuse([{ field: 'id', key: 'user.lastAdministrator' }], lang);
  guardAdministrator(ctx, target);
  await ctx.requireDelegation('delete', target.organizeId);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('baseUser')
      .set({
        deleteMark: 1,
        deleteTime: now,
        deleteUserId: ctx.user.id,
        ...touched(now, ctx.user.id),
      })
      .where('id', '=', id)
      .where('deleteMark', 'is', null)
      .execute();
    // A deleted user is nobody's member any more; their account is free for a new user.
    await trx.deleteFrom('baseUserRelation').where('userId', '=', id).execute();
  });
  await services.grants.invalidateAll();
  await endSessions(ctx, id);
}

/** Flips enabled and disabled; disabling ends the user's sessions at once. */
export async function toggleState(ctx: RequestContext, id: string): Promise<{ enabledMark: EnabledMark }> {
  const { services } = ctx;
  const { db } = services;
  const target = await findLive(db, id);
  const enabledMark: EnabledMark = target.enabledMark === 1 ? 0 : 1;
  if (enabledMark === 0) await checkMayDisable(ctx, target);
  guardAdministrator(ctx, target);
  await ctx.requireDelegation('edit', target.organizeId);
  const now = ctx.clock.now();
  await db
    .updateTable('baseUser')
    .set({
      enabledMark,
      // Enabling also lifts a lockout from wrong passwords.
      ...(enabledMark === 1 ? { logErrorCount: 0, unlockTime: null } : {}),
      ...touched(now, ctx.user.id),
    })
    .where('id', '=', id)
    .execute();
  await services.grants.invalidateAll();
  services.sessions.forgetUser(id);
  if (enabledMark === 0) await endSessions(ctx, id);
  return { enabledMark };
}

/** Sets a new password (md5 from the client, twice); the user's sessions end, except the caller's own. */
export async function resetPassword(
  ctx: RequestContext,
  id: string,
  body: { userPassword: string; validatePassword: string },
): Promise<void> {
  const { services } = ctx;
  const { db } = services;
  const target = await findLive(db, id);
  guardAdministrator(ctx, target);
  await ctx.requireDelegation('edit', target.organizeId);
  if (body.userPassword.toLowerCase() !== body.validatePassword.toLowerCase())
    refuse([{ field: 'validatePassword', key: 'user.passwordMismatch' }], ctx.lang);
  const stored = await db
    .selectFrom('baseUser')
    .select('password')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await refuseReusedPassword(services, id, body.userPassword, stored.password, 'userPassword');
  const now = ctx.clock.now();
  const password = await hashPassword(body.userPassword, services.config.scryptLogCost);
  await db
    .updateTable('baseUser')
    .set({
      password,
      changePasswordDate: now,
      logErrorCount: 0,
      unlockTime: null,
      // A reset replaces the seeded default password too (decision 052).
      passwordChangeRequired: 0,
      ...touched(now, ctx.user.id),
    })
    .where('id', '=', id)
    .execute();
  await recordPassword(services, id, stored.password);
  await endSessions(ctx, id, id === ctx.user.id ? ctx.session.id : '');
}
