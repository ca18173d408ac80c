import { type Localized, PATTERNS, type RoleFields, type RoleOption, type RoleRow } from '@app/common';
import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, RoleTable } from '../../db/schema.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';

/** Keyword search ignores case on both dialects (PostgreSQL's like does not). */
const lower = (column: Expression<unknown>) => sql<string>`lower(${column})`;

import type { AppServices } from '../../platform/services.js';

const ROLE_COLUMNS = [
  'r.id',
  'r.fullName',
  'r.enCode',
  'r.type',
  'r.description',
  'r.sortCode',
  'r.enabledMark',
  'r.creatorTime',
  'r.lastModifyTime',
] as const;

const alive = (db: Db) => db.selectFrom('baseRole as r').where('r.deleteMark', 'is', null);

/** How many live users hold role `r` (a subquery of a role select). */
function memberCount(eb: ExpressionBuilder<Database & { r: RoleTable }, 'r'>) {
  return eb
    .selectFrom('baseUserRelation as ur')
    .innerJoin('baseUser as u', 'u.id', 'ur.userId')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('ur.objectId', '=', 'r.id')
    .where('ur.objectType', '=', 'Role')
    .where('u.deleteMark', 'is', null);
}

function toRow(row: {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
  userCount: number | string | null;
}): RoleRow {
  return {
    ...row,
    type: row.type as RoleRow['type'],
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    sortCode: Number(row.sortCode),
    userCount: Number(row.userCount ?? 0),
  };
}

/** The role list: not deleted, keyword on name or code, in sort order. */
export async function listRoles(db: Db, query: PageQuery) {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = alive(db);
  if (query.keyword) {
    const keyword = query.keyword;
    base = base.where((eb) =>
      eb.or([
        contains(lower(eb.ref('r.fullName')), keyword.toLowerCase()),
        contains(lower(eb.ref('r.enCode')), keyword.toLowerCase()),
      ]),
    );
  }
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(ROLE_COLUMNS)
    .select((eb) => memberCount(eb).as('userCount'))
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime', 'desc')
    .orderBy('r.id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(toRow), pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

/** Enabled roles for pickers anywhere in the app. */
export async function roleOptions(db: Db): Promise<{ list: RoleOption[] }> {
  const list = await alive(db)
    .select(['r.id', 'r.fullName', 'r.enCode', 'r.type'])
    .where('r.enabledMark', '=', 1)
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime', 'desc')
    .execute();
  return { list };
}

export async function getRole(db: Db, id: string): Promise<RoleRow> {
  const row = await alive(db)
    .select(ROLE_COLUMNS)
    .select((eb) => memberCount(eb).as('userCount'))
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('role.notFound');
  return toRow(row);
}

const FIELD_NAMES: Record<'enCode' | 'fullName', Localized> = {
  enCode: { zh: '角色编码', en: 'Role code', zhtw: '角色編碼' },
  fullName: { zh: '角色名称', en: 'Role name', zhtw: '角色名稱' },
};
const conflict = (field: 'enCode' | 'fullName', lang: Lang) =>
  new AppError(409, 409, 'validation.duplicate', { field: FIELD_NAMES[field][lang] }, { field });

/** Trims the texts; empty description becomes null. */
function normalise(input: RoleFields): RoleFields {
  return {
    ...input,
    fullName: input.fullName.trim(),
    enCode: input.enCode.trim(),
    type: input.type ?? null,
    description: input.description?.trim() || null,
  };
}

/** Name and code rules of SPEC §5, and neither may repeat another live role's. */
async function check(db: Db, fields: RoleFields, lang: Lang, exceptId?: string): Promise<void> {
  if (!PATTERNS.fullName.test(fields.fullName))
    throw badRequest('pattern.fullName', {}, { errors: [{ field: 'fullName' }] });
  if (!PATTERNS.enCode.test(fields.enCode))
    throw badRequest('pattern.enCode', {}, { errors: [{ field: 'enCode' }] });
  for (const field of ['enCode', 'fullName'] as const) {
    let same = alive(db).select('r.id').where(`r.${field}`, '=', fields[field]);
    if (exceptId) same = same.where('r.id', '!=', exceptId);
    if (await same.executeTakeFirst()) throw conflict(field, lang);
  }
}

export async function createRole(
  services: AppServices,
  input: RoleFields,
  userId: string,
  lang: Lang,
): Promise<{ id: string }> {
  const fields = normalise(input);
  await check(services.db, fields, lang);
  const id = newId();
  await services.db
    .insertInto('baseRole')
    .values({ id, ...fields, creatorTime: services.clock.now(), creatorUserId: userId })
    .execute();
  return { id };
}

export async function updateRole(
  services: AppServices,
  id: string,
  input: RoleFields,
  userId: string,
  lang: Lang,
): Promise<void> {
  const before = await getRole(services.db, id);
  const fields = normalise(keepAbsent(input, before, ['type', 'description', 'sortCode', 'enabledMark']));
  await check(services.db, fields, lang, id);
  await services.db
    .updateTable('baseRole')
    .set({ ...fields, lastModifyTime: services.clock.now(), lastModifyUserId: userId })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  // Enabling or disabling a role changes what its holders may do on their next request.
  if (before.enabledMark !== fields.enabledMark) await services.grants.invalidateAll();
}

/** Flips enabled and disabled; holders of a disabled role lose its grants on their next request. */
export async function toggleRoleState(services: AppServices, id: string, userId: string): Promise<void> {
  const role = await getRole(services.db, id);
  await services.db
    .updateTable('baseRole')
    .set({
      enabledMark: role.enabledMark === 1 ? 0 : 1,
      lastModifyTime: services.clock.now(),
      lastModifyUserId: userId,
    })
    .where('id', '=', id)
    .execute();
  await services.grants.invalidateAll();
}

/** Soft delete, refused while users hold the role or it still holds grants. */
export async function deleteRole(services: AppServices, id: string, userId: string): Promise<void> {
  const role = await getRole(services.db, id);
  if (role.userCount > 0) throw badRequest('role.hasMembers', { count: role.userCount });
  const [{ n }] = await services.db
    .selectFrom('baseAuthorize')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('objectType', '=', 'Role')
    .where('objectId', '=', id)
    .execute();
  if (Number(n) > 0) throw badRequest('role.hasGrants', { count: Number(n) });
  const now = services.clock.now();
  await services.db
    .updateTable('baseRole')
    .set({ deleteMark: 1, deleteTime: now, deleteUserId: userId })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  // Relations to deleted users may still name the role; they no longer matter.
  await services.db
    .deleteFrom('baseUserRelation')
    .where('objectType', '=', 'Role')
    .where('objectId', '=', id)
    .execute();
  await services.grants.invalidateAll();
}
