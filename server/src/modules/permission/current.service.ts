import {
  type AuthorizeNode,
  certificateProblem,
  entryBeforeBirth,
  type Lang,
  type Layout,
  OTHER_PHONE,
  PATTERNS,
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileFields,
  profileValue,
  type Subordinate,
} from '@app/common';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { recordPassword, refuseReusedPassword } from '../../platform/auth/password-history.js';
import { countWrongPassword } from '../../platform/auth/wrong-password.js';
import { ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { avatarUrl } from '../../platform/files/avatar-url.js';
import { fieldLabel, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { lockedError } from '../../platform/settings.js';
import { checkCaptcha, grantedOn, menuTree } from '../oauth/exports.js';
import { listOwnLogs } from '../system/exports.js';
import { relationNames } from './user-relation-names.js';

/**
 * The personal centre (SPEC §7.7): what the signed-in user may read and change about themselves.
 * Every function acts on the session's own user; no id from the request ever selects a user.
 */

/** What PUT BaseInfo may carry: any of the personal fields, each optional. */
export type ProfileInput = Partial<ProfileFields>;

const EDITABLE: readonly (ProfileField & keyof UserTable)[] = PROFILE_FIELDS;

export const EARLIEST_DATE = Date.UTC(1900, 0, 1);
export const LATEST_DATE = Date.UTC(2100, 0, 1);

function splitIds(csv: string | null | undefined): string[] {
  return csv ? csv.split(',').filter(Boolean) : [];
}

/** Company and department names of each organisation's path, top down (集团, 上海公司, 研发部). */
export async function organizePaths(db: Db, organizeIds: (string | null)[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(organizeIds.filter((id): id is string => Boolean(id)))];
  const paths = new Map<string, string[]>();
  if (ids.length === 0) return paths;
  const orgs = await db
    .selectFrom('baseOrganize')
    .select(['id', 'fullName', 'organizeIdTree'])
    .where('id', 'in', ids)
    .execute();
  const trees = new Map(
    orgs.map((o) => [o.id, splitIds(o.organizeIdTree).length ? splitIds(o.organizeIdTree) : [o.id]]),
  );
  const ancestors = [...new Set([...trees.values()].flat())];
  const names = new Map(
    (
      await db.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', 'in', ancestors).execute()
    ).map((o) => [o.id, o.fullName]),
  );
  for (const [id, tree] of trees) {
    paths.set(
      id,
      tree.map((node) => names.get(node)).filter((name): name is string => Boolean(name)),
    );
  }
  return paths;
}

export async function baseInfo(ctx: RequestContext): Promise<Profile> {
  const { db } = ctx.services;
  const user = await db
    .selectFrom('baseUser as u')
    .leftJoin('baseUser as m', (join) =>
      join.onRef('m.id', '=', 'u.managerId').on('m.deleteMark', 'is', null),
    )
    .select([
      'u.id',
      'u.account',
      'u.isAdministrator',
      'u.headIcon',
      ...EDITABLE.map((field) => `u.${field}` as const),
      'u.organizeId',
      'u.managerId',
      'm.realName as managerName',
      'm.account as managerAccount',
      'u.prevLogTime',
      'u.prevLogIp',
      'u.lastLogTime',
      'u.lastLogIp',
      'u.changePasswordDate',
      'u.creatorTime',
    ])
    .where('u.id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  const [paths, names] = await Promise.all([
    organizePaths(db, [user.organizeId]),
    relationNames(db, [user.id]),
  ]);
  const { prevLogIp, lastLogIp, headIcon, isAdministrator, managerId, managerName, managerAccount, ...rest } =
    user;
  const organizePath = (user.organizeId && paths.get(user.organizeId)) || [];
  const organizeName = organizePath.join('/') || null;
  const positionNames = names.get(user.id)?.positions ?? [];
  const roleNames = names.get(user.id)?.roles ?? [];
  return {
    ...rest,
    // Stored through the BaseInfo schema, which admits only these codes.
    gender: rest.gender as Profile['gender'],
    certificatesType: rest.certificatesType as Profile['certificatesType'],
    education: rest.education as Profile['education'],
    headIcon: avatarUrl(headIcon),
    isAdministrator: isAdministrator === 1,
    organizeName,
    positionNames,
    roleNames,
    managerId,
    managerName: managerName ?? null,
    managerAccount: managerAccount ?? null,
    // The original client's 个人信息 reads the same names under these fields (decision 065).
    organize: organizePath.join(' / ') || null,
    manager: managerAccount ? `${managerName}/${managerAccount}` : null,
    position: positionNames.join(','),
    roleId: roleNames.join(','),
    prevLogIP: prevLogIp,
    prevLogIPAddressName: prevLogIp ? ipPlaceName(prevLogIp, ctx.lang) : null,
    lastLogIP: lastLogIp,
  };
}

interface FieldProblem {
  field: keyof ProfileInput;
  key: MessageKey;
  params?: MessageParams;
}

/** Trimmed text, with an empty value stored as "not given". */
function normalise(input: ProfileInput): ProfileInput {
  const values: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (!(field in input)) continue;
    values[field] = profileValue(input[field]);
  }
  return values as ProfileInput;
}

function problemsOf(
  given: ProfileInput,
  merged: {
    birthday?: number | null;
    entryDate?: number | null;
    certificatesType?: string | null;
    certificatesNumber?: string | null;
  },
  now: number,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if ('realName' in given && !given.realName)
    problems.push({ field: 'realName', key: 'validation.required' });
  if (given.mobilePhone && !PATTERNS.mobile.test(given.mobilePhone))
    problems.push({ field: 'mobilePhone', key: 'pattern.mobile' });
  if (given.email && !PATTERNS.email.test(given.email))
    problems.push({ field: 'email', key: 'pattern.email' });
  for (const field of ['telePhone', 'landline', 'urgentTelePhone'] as const) {
    const value = given[field];
    if (value && !OTHER_PHONE.test(value)) problems.push({ field, key: 'validation.pattern' });
  }
  // An ID number is checked when it or its type changes, so a stored number never blocks other edits.
  if ('certificatesNumber' in given || 'certificatesType' in given) {
    const problem = certificateProblem(merged.certificatesType, merged.certificatesNumber);
    if (problem)
      problems.push({
        field: 'certificatesNumber',
        key: problem === 'idCard' ? 'pattern.idCard' : 'validation.pattern',
      });
  }
  for (const field of ['birthday', 'entryDate'] as const) {
    const value = given[field];
    if (value != null && (value < EARLIEST_DATE || value >= LATEST_DATE))
      problems.push({ field, key: 'validation.type' });
  }
  if (given.birthday != null && given.birthday > now)
    problems.push({ field: 'birthday', key: 'profile.birthdayFuture' });
  if (('birthday' in given || 'entryDate' in given) && entryBeforeBirth(merged.birthday, merged.entryDate))
    problems.push({ field: 'entryDate', key: 'profile.entryBeforeBirth' });
  return problems;
}

/**
 * Writes the user's own row and makes the change visible at once: the session cache is dropped and the
 * modify time moves, which keys CurrentUser's cached answer. The time moves in the database, by at least
 * 1 ms, so two edits in the same millisecond still give two different keys.
 */
async function writeOwnRow(ctx: RequestContext, values: Updateable<UserTable>) {
  const now = ctx.clock.now();
  const userId = ctx.user.id;
  await ctx.services.db
    .updateTable('baseUser')
    .set((eb) => ({
      ...values,
      lastModifyTime: eb
        .case()
        .when('lastModifyTime', '>=', now)
        .then(eb('lastModifyTime', '+', 1))
        .else(now)
        .end(),
      lastModifyUserId: userId,
    }))
    .where('id', '=', userId)
    .execute();
  ctx.services.sessions.forgetUser(userId);
}

export async function updateBaseInfo(ctx: RequestContext, input: ProfileInput): Promise<void> {
  const { lang } = ctx;
  const given = normalise(input);
  const current = await ctx.services.db
    .selectFrom('baseUser')
    .select(['birthday', 'entryDate', 'certificatesType', 'certificatesNumber'])
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  const problems = problemsOf(given, { ...current, ...given }, ctx.clock.now());
  if (problems.length > 0) {
    const errors = problems.map(({ field, key, params }) => ({
      field,
      message: translate(key, lang, { field: fieldLabel(field, lang), ...params }),
    }));
    const [first] = problems;
    throw badRequest(first.key, { field: fieldLabel(first.field, lang), ...first.params }, { errors });
  }
  if (Object.keys(given).length === 0) return;
  await writeOwnRow(ctx, given as Updateable<UserTable>);
}

/** Takes an image the user uploaded through /api/file/Uploader/userAvatar as their avatar. */
export async function setAvatar(ctx: RequestContext, name: string): Promise<{ headIcon: string }> {
  const { services } = ctx;
  const notUploaded = () => badRequest('profile.avatarNotUploaded', {}, { errors: [{ field: 'name' }] });
  try {
    await services.files.find('userAvatar', name);
  } catch (error) {
    if (error instanceof AppError) throw notUploaded();
    throw error;
  }
  // Someone else's upload is not theirs to wear (and its name would otherwise be guessable from theirs).
  const file = await services.db
    .selectFrom('baseFile')
    .select('creatorUserId')
    .where('id', '=', name)
    .where('type', '=', 'userAvatar')
    .executeTakeFirst();
  if (file?.creatorUserId !== ctx.user.id) throw notUploaded();
  await writeOwnRow(ctx, { headIcon: name });
  return { headIcon: avatarUrl(name) as string };
}

/** What 修改密码 sends: both passwords as md5, and the captcha read off GET /api/file/ImageCode/{timestamp}. */
export interface PasswordChange {
  oldPassword: string;
  password: string;
  code: string;
  timestamp: string;
}

/**
 * Changes the user's password after checking the captcha, then the current password. A wrong current
 * password counts towards the same lockout as a wrong login (decision 011), so a borrowed session cannot be
 * used to guess it; the captcha (decision 065) comes first, so each guess also costs a fresh image.
 * The user's other sessions end; this one stays.
 */
export async function modifyPassword(ctx: RequestContext, change: PasswordChange): Promise<void> {
  const { oldPassword, password } = change;
  await checkCaptcha(ctx, change);
  const { services, session } = ctx;
  const { db } = services;
  const now = ctx.clock.now();
  const userId = session.user.id;
  const user = await db
    .selectFrom('baseUser')
    .select(['password', 'unlockTime', 'isAdministrator'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.unlockTime && user.unlockTime > now) throw lockedError(user.unlockTime, now);
  if (!(await verifyPassword(oldPassword, user.password))) {
    // The same counter and lockout as a wrong password at login (wrong-password.ts).
    const outcome = await countWrongPassword(services, { id: userId, isAdministrator: user.isAdministrator });
    if (outcome.limitReached && outcome.lock) throw outcome.lock;
    throw badRequest('profile.wrongOldPassword', {}, { errors: [{ field: 'oldPassword' }] });
  }
  if (oldPassword.toLowerCase() === password.toLowerCase())
    throw badRequest('profile.samePassword', {}, { errors: [{ field: 'password' }] });
  await refuseReusedPassword(services, userId, password, user.password, 'password');
  const hashed = await hashPassword(password, services.config.scryptLogCost);
  await writeOwnRow(ctx, {
    password: hashed,
    changePasswordDate: now,
    logErrorCount: 0,
    // The seeded default password is gone (decision 052).
    passwordChangeRequired: 0,
  });
  await recordPassword(services, userId, user.password);
  await services.sessions.revokeOthers(userId, session.id, 'logout');
}

export async function setTheme(ctx: RequestContext, theme: Layout): Promise<void> {
  await writeOwnRow(ctx, { theme });
}

export async function setLanguage(ctx: RequestContext, language: Lang): Promise<void> {
  await writeOwnRow(ctx, { language });
}

/** The users whose direct manager is the signed-in user. */
export async function subordinates(ctx: RequestContext): Promise<{ list: Subordinate[] }> {
  const { db } = ctx.services;
  const users = await db
    .selectFrom('baseUser')
    .select(['id', 'account', 'realName', 'headIcon', 'organizeId', 'mobilePhone', 'email', 'enabledMark'])
    .where('managerId', '=', ctx.user.id)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const [paths, names] = await Promise.all([
    organizePaths(
      db,
      users.map((u) => u.organizeId),
    ),
    relationNames(
      db,
      users.map((u) => u.id),
    ),
  ]);
  return {
    list: users.map(({ organizeId, headIcon, ...user }) => ({
      ...user,
      headIcon: avatarUrl(headIcon),
      organizeName: (organizeId && paths.get(organizeId)?.join('/')) || null,
      positionName: names.get(user.id)?.positions.join(',') ?? '',
    })),
  };
}

/** The menus the user holds, as a tree, each with the buttons, columns, form fields and data schemes granted on it. */
export async function authorize(ctx: RequestContext): Promise<{ list: AuthorizeNode[] }> {
  const grants = await ctx.services.grants.of(ctx.user);
  const decorate = (node: ReturnType<typeof menuTree>[number]): AuthorizeNode => ({
    id: node.id,
    fullName: node.fullName,
    enCode: node.enCode,
    type: node.type,
    icon: node.icon,
    ...grantedOn(grants, node.id),
    children: node.children.map(decorate),
  });
  return { list: menuTree(grants.menus).map(decorate) };
}

export interface OwnLogQuery {
  category: 1 | 5;
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

/** The user's own login (1) or request (5) log, newest first. */
export function ownLogs(ctx: RequestContext, query: OwnLogQuery) {
  const { category, ...rest } = query;
  return listOwnLogs(ctx, category, rest);
}
