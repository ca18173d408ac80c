import { createHash } from 'node:crypto';
import { type EnabledMark, type Lang, PATTERNS, type UserInput } from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { movedTo, requireDelegation } from '../../platform/auth/delegation.js';
import { hashPassword } from '../../platform/auth/password.js';
import { recordPassword, refuseReusedPassword } from '../../platform/auth/password-history.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { fieldLabel, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { newId } from '../../platform/ids.js';
import type { AppServices } from '../../platform/services.js';
import { findLive, liveUsers } from './user.service.js';

/**
 * Users administration (SPEC §7.6), the changing side: create, edit, delete, state and password reset,
 * with the checks that keep accounts unique and at least one administrator in place.
 */

const conflict = (key: MessageKey, params: MessageParams, data: unknown) =>
  new AppError(409, 409, key, params, data);

interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

function refuse(problems: FieldProblem[], lang: Lang, status: 400 | 409 = 400): never {
  const errors = problems.map(({ field, key, params }) => ({
    field,
    message: translate(key, lang, { field: fieldLabel(field, lang), ...params }),
  }));
  const [first] = problems;
  const params = { field: fieldLabel(first.field, lang), ...first.params };
  throw status === 409 ? conflict(first.key, params, { errors }) : badRequest(first.key, params, { errors });
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

interface CleanInput {
  account: string;
  realName: string;
  gender: 1 | 2 | null;
  mobilePhone: string | null;
  email: string | null;
  organizeId: string;
  managerId: string | null;
  positionIds: string[];
  roleIds: string[];
  description: string | null;
  sortCode: number;
  enabledMark: EnabledMark;
}

/** Trims the input and checks it against SPEC §5 and what exists; throws the first problem. */
async function checkedInput(
  services: AppServices,
  input: UserInput,
  lang: Lang,
  editing: { id: string } | null,
): Promise<CleanInput> {
  const { db } = services;
  const clean: CleanInput = {
    account: input.account.trim(),
    realName: input.realName.trim(),
    gender: input.gender ?? null,
    mobilePhone: blankToNull(input.mobilePhone),
    email: blankToNull(input.email),
    organizeId: input.organizeId.trim(),
    managerId: blankToNull(input.managerId),
    positionIds: [...new Set(input.positionIds ?? [])],
    roleIds: [...new Set(input.roleIds ?? [])],
    description: blankToNull(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
  };
  const problems: FieldProblem[] = [];
  if (!clean.account) problems.push({ field: 'account', key: 'validation.required' });
  else if (!PATTERNS.userAccount.test(clean.account))
    problems.push({ field: 'account', key: 'pattern.userAccount' });
  if (!clean.realName) problems.push({ field: 'realName', key: 'validation.required' });
  if (clean.mobilePhone && !PATTERNS.mobile.test(clean.mobilePhone))
    problems.push({ field: 'mobilePhone', key: 'pattern.mobile' });
  if (clean.email && !PATTERNS.email.test(clean.email))
    problems.push({ field: 'email', key: 'pattern.email' });
  if (!clean.organizeId) problems.push({ field: 'organizeId', key: 'validation.required' });
  if (problems.length) refuse(problems, lang);

  const [org, manager, positions, roles] = await Promise.all([
    db
      .selectFrom('baseOrganize')
      .select('id')
      .where('id', '=', clean.organizeId)
      .where('deleteMark', 'is', null)
      .executeTakeFirst(),
    clean.managerId
      ? liveUsers(db).select('u.id').where('u.id', '=', clean.managerId).executeTakeFirst()
      : undefined,
    clean.positionIds.length
      ? db
          .selectFrom('basePosition')
          .select('id')
          .where('id', 'in', clean.positionIds)
          .where('deleteMark', 'is', null)
          .execute()
      : [],
    clean.roleIds.length
      ? db
          .selectFrom('baseRole')
          .select('id')
          .where('id', 'in', clean.roleIds)
          .where('deleteMark', 'is', null)
          .execute()
      : [],
  ]);
  if (!org) problems.push({ field: 'organizeId', key: 'user.organizeMissing' });
  if (clean.managerId && (!manager || clean.managerId === editing?.id))
    problems.push({ field: 'managerId', key: 'user.managerMissing' });
  if (positions.length !== clean.positionIds.length)
    problems.push({ field: 'positionIds', key: 'user.positionMissing' });
  if (roles.length !== clean.roleIds.length) problems.push({ field: 'roleIds', key: 'user.roleMissing' });
  if (problems.length) refuse(problems, lang);

  await checkAccountFree(db, clean.account, editing?.id ?? null, lang);
  return clean;
}

async function checkAccountFree(db: Db, account: string, exceptId: string | null, lang: Lang) {
  let query = liveUsers(db).select('u.id').where('u.account', '=', account);
  if (exceptId) query = query.where('u.id', '!=', exceptId);
  if (await query.executeTakeFirst()) accountTaken(account, lang);
}

function accountTaken(account: string, lang: Lang): never {
  return refuse([{ field: 'account', key: 'user.accountTaken', params: { account } }], lang, 409);
}

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

function columnsOf(clean: CleanInput) {
  return {
    account: clean.account,
    realName: clean.realName,
    gender: clean.gender,
    mobilePhone: clean.mobilePhone,
    email: clean.email,
    organizeId: clean.organizeId,
    managerId: clean.managerId,
    positionId: clean.positionIds.join(',') || null,
    roleId: clean.roleIds.join(',') || null,
    description: clean.description,
    sortCode: clean.sortCode,
    enabledMark: clean.enabledMark,
  };
}

/**
 * Writes the user's row (`row`, an insert or an update) and their relations in one transaction, refuses an
 * account another live user took meanwhile in words, then drops every cached grant.
 */
async function writeUser(
  services: AppServices,
  session: ActiveSession,
  id: string,
  clean: CleanInput,
  now: number,
  lang: Lang,
  row: (trx: Db) => Promise<unknown>,
) {
  try {
    await services.db.transaction().execute(async (trx) => {
      await row(trx);
      await writeRelations(trx, id, clean, now, session.user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) accountTaken(clean.account, lang);
    throw error;
  }
  await services.grants.invalidateAll();
}

export async function createUser(
  services: AppServices,
  session: ActiveSession,
  input: UserInput,
  lang: Lang,
): Promise<{ id: string }> {
  await requireDelegation(services, session, 'add', input.organizeId);
  const clean = await checkedInput(services, input, lang, null);
  const now = services.clock.now();
  const id = newId();
  const password = await hashPassword(
    createHash('md5').update(DEMO_PASSWORD).digest('hex'),
    services.config.scryptLogCost,
  );
  await writeUser(services, session, id, clean, now, lang, (trx) =>
    trx
      .insertInto('baseUser')
      .values({ id, ...columnsOf(clean), password, creatorTime: now, creatorUserId: session.user.id })
      .execute(),
  );
  return { id };
}

/** Only a super administrator may change, disable, delete or reset another super administrator. */
function guardAdministrator(session: ActiveSession, target: { isAdministrator: number }) {
  if (target.isAdministrator === 1 && !session.user.isAdministrator) throw forbidden('user.adminOnly');
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
async function endSessions(services: AppServices, userId: string, keep = '') {
  await services.sessions.revokeOthers(userId, keep, 'forced');
}

/** The modify time moves by at least 1 ms, so CurrentUser's cache (keyed by it) never serves the old user. */
const touched = (now: number, by: string) => ({
  lastModifyTime: sql<number>`case when last_modify_time >= ${now} then last_modify_time + 1 else ${now} end`,
  lastModifyUserId: by,
});

/**
 * An update names the fields it changes: one it leaves out keeps its stored value (a name-only edit
 * must not take away the user's roles or positions).
 */
async function withCurrentValues(
  db: Db,
  current: Awaited<ReturnType<typeof findLive>>,
  input: UserInput,
): Promise<UserInput> {
  const relations =
    input.positionIds === undefined || input.roleIds === undefined
      ? await db
          .selectFrom('baseUserRelation')
          .select(['objectType', 'objectId'])
          .where('userId', '=', current.id)
          .where('objectType', 'in', ['Position', 'Role'])
          .orderBy('sortCode')
          .orderBy('creatorTime')
          .orderBy('id')
          .execute()
      : [];
  const stored = (type: 'Position' | 'Role') =>
    relations.filter((r) => r.objectType === type).map((r) => r.objectId);
  return {
    ...input,
    gender: input.gender === undefined ? (current.gender as UserInput['gender']) : input.gender,
    mobilePhone: input.mobilePhone === undefined ? current.mobilePhone : input.mobilePhone,
    email: input.email === undefined ? current.email : input.email,
    managerId: input.managerId === undefined ? current.managerId : input.managerId,
    positionIds: input.positionIds ?? stored('Position'),
    roleIds: input.roleIds ?? stored('Role'),
    description: input.description === undefined ? current.description : input.description,
    sortCode: input.sortCode ?? current.sortCode,
    enabledMark: input.enabledMark ?? (current.enabledMark as UserInput['enabledMark']),
  };
}

export async function updateUser(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: UserInput,
  lang: Lang,
): Promise<void> {
  const { db } = services;
  const current = await findLive(db, id);
  guardAdministrator(session, current);
  await requireDelegation(
    services,
    session,
    'edit',
    current.organizeId,
    movedTo(current.organizeId, input.organizeId),
  );
  const clean = await checkedInput(services, await withCurrentValues(db, current, input), lang, { id });
  if (clean.enabledMark === 0 && current.enabledMark === 1)
    await checkMayDisable(services, session, current, lang);
  const now = services.clock.now();
  await writeUser(services, session, id, clean, now, lang, (trx) =>
    trx
      .updateTable('baseUser')
      .set({ ...columnsOf(clean), ...touched(now, session.user.id) })
      .where('id', '=', id)
      .execute(),
  );
  services.sessions.forgetUser(id);
  if (clean.enabledMark === 0 && current.enabledMark === 1) await endSessions(services, id);
}

async function checkMayDisable(
  services: AppServices,
  session: ActiveSession,
  target: { id: string; isAdministrator: number },
  lang: Lang,
) {
  if (target.id === session.user.id) refuse([{ field: 'enabledMark', key: 'user.disableSelf' }], lang);
  if (target.isAdministrator === 1 && (await otherAdministrators(services.db, target.id)) === 0)
    refuse([{ field: 'enabledMark', key: 'user.lastAdministrator' }], lang);
}

export async function deleteUser(
  services: AppServices,
  session: ActiveSession,
  id: string,
  lang: Lang,
): Promise<void> {
  const { db } = services;
  const target = await findLive(db, id);
  if (id === session.user.id) refuse([{ field: 'id', key: 'user.deleteSelf' }], lang);
  if (target.isAdministrator === 1 && (await otherAdministrators(db, id)) === 0)
    refuse([{ field: 'id', key: 'user.lastAdministrator' }], lang);
  guardAdministrator(session, target);
  await requireDelegation(services, session, 'delete', target.organizeId);
  const now = services.clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('baseUser')
      .set({
        deleteMark: 1,
        deleteTime: now,
        deleteUserId: session.user.id,
        ...touched(now, session.user.id),
      })
      .where('id', '=', id)
      .where('deleteMark', 'is', null)
      .execute();
    // A deleted user is nobody's member any more; their account is free for a new user.
    await trx.deleteFrom('baseUserRelation').where('userId', '=', id).execute();
  });
  await services.grants.invalidateAll();
  await endSessions(services, id);
}

/** Flips enabled and disabled; disabling ends the user's sessions at once. */
export async function toggleState(
  services: AppServices,
  session: ActiveSession,
  id: string,
  lang: Lang,
): Promise<{ enabledMark: EnabledMark }> {
  const { db } = services;
  const target = await findLive(db, id);
  const enabledMark: EnabledMark = target.enabledMark === 1 ? 0 : 1;
  if (enabledMark === 0) await checkMayDisable(services, session, target, lang);
  guardAdministrator(session, target);
  await requireDelegation(services, session, 'edit', target.organizeId);
  const now = services.clock.now();
  await db
    .updateTable('baseUser')
    .set({
      enabledMark,
      // Enabling also lifts a lockout from wrong passwords.
      ...(enabledMark === 1 ? { logErrorCount: 0, unlockTime: null } : {}),
      ...touched(now, session.user.id),
    })
    .where('id', '=', id)
    .execute();
  await services.grants.invalidateAll();
  services.sessions.forgetUser(id);
  if (enabledMark === 0) await endSessions(services, id);
  return { enabledMark };
}

/** Sets a new password (md5 from the client, twice); the user's sessions end, except the caller's own. */
export async function resetPassword(
  services: AppServices,
  session: ActiveSession,
  id: string,
  body: { userPassword: string; validatePassword: string },
  lang: Lang,
): Promise<void> {
  const { db } = services;
  const target = await findLive(db, id);
  guardAdministrator(session, target);
  await requireDelegation(services, session, 'edit', target.organizeId);
  if (body.userPassword.toLowerCase() !== body.validatePassword.toLowerCase())
    refuse([{ field: 'validatePassword', key: 'user.passwordMismatch' }], lang);
  const stored = await db
    .selectFrom('baseUser')
    .select('password')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await refuseReusedPassword(services, id, body.userPassword, stored.password, 'userPassword');
  const now = services.clock.now();
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
      ...touched(now, session.user.id),
    })
    .where('id', '=', id)
    .execute();
  await recordPassword(services, id, stored.password);
  await endSessions(services, id, id === session.user.id ? session.id : '');
}
