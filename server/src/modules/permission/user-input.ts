import { type EnabledMark, type Lang, PATTERNS, type UserInput } from '@app/common';
import type { Db } from '../../db/database.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { fieldLabel, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { type findLive, liveUsers } from './user.service.js';

/**
 * A user form as the users screen sends it, checked: trimmed, SPEC §5 rules, the organisation, manager,
 * positions and roles it names exist, the account free; and an update's left-out fields filled from the
 * stored user. Each refusal names its fields in data.errors.
 */

const conflict = (key: MessageKey, params: MessageParams, data: unknown) =>
  new AppError(409, 409, key, params, data);

interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

export function refuse(problems: FieldProblem[], lang: Lang, status: 400 | 409 = 400): never {
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

export interface CleanInput {
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
export async function checkedInput(
  db: Db,
  input: UserInput,
  lang: Lang,
  editing: { id: string } | null,
): Promise<CleanInput> {
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

export function accountTaken(account: string, lang: Lang): never {
  return refuse([{ field: 'account', key: 'user.accountTaken', params: { account } }], lang, 409);
}

/** The user row's columns of a checked input (the relation lists also as comma-separated copies). */
export function columnsOf(clean: CleanInput) {
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
 * An update names the fields it changes: one it leaves out keeps its stored value (a name-only edit
 * must not take away the user's roles or positions).
 */
export async function withCurrentValues(
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
