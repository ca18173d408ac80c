import {
  type Lang,
  nest,
  type OrganizeTreeNode,
  type Paged,
  POSITION_TYPES,
  type PositionFields,
  type PositionOption,
  type PositionRow,
  pathNames,
  subtreeIds,
} from '@app/common';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  type ColumnMap,
  type DataScope,
  withinColumns,
  withinScope,
} from '../../platform/auth/data-scope.js';
import { movedTo, requireDelegation } from '../../platform/auth/delegation.js';
import { liveOrganizes } from '../../platform/auth/organizations.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';
import { treeNode } from './organize.service.js';

/** Positions (SPEC §7.5): each belongs to one company or department; users hold them through UserRelation. */

export const POSITION_TYPE_CODES = POSITION_TYPES.map((t) => t.code);

const COLUMNS = [
  'p.id',
  'p.fullName',
  'p.enCode',
  'p.type',
  'p.organizeId',
  'p.description',
  'p.sortCode',
  'p.enabledMark',
  'p.creatorTime',
] as const;

/** Users holding each position, counted once each (live users only). */
async function holderCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('baseUserRelation as r')
    .innerJoin('baseUser as u', 'u.id', 'r.userId')
    .select(['r.objectId as id', (eb) => eb.fn.count<number>('r.userId').distinct().as('n')])
    .where('r.objectType', '=', 'Position')
    .where('r.objectId', 'in', ids)
    .where('u.deleteMark', 'is', null)
    .groupBy('r.objectId')
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

type Stored = {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  organizeId: string;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
};

function rowOf(p: Stored, paths: Map<string, string>, counts: Map<string, number>): PositionRow {
  return {
    id: p.id,
    fullName: p.fullName,
    enCode: p.enCode,
    type: p.type,
    organizeId: p.organizeId,
    organizeName: paths.get(p.organizeId) ?? '',
    description: p.description,
    sortCode: Number(p.sortCode),
    enabledMark: p.enabledMark === 1 ? 1 : 0,
    creatorTime: Number(p.creatorTime),
    userCount: counts.get(p.id) ?? 0,
  };
}

/** GET Position: paged; `organizeId` keeps the positions of that organisation and everything below it. */
/** What a data-permission scheme on the positions menu may filter on (data-scope.ts). */
const POSITION_SCOPE_COLUMNS: ColumnMap = {
  id: 'p.id',
  fullName: 'p.fullName',
  enCode: 'p.enCode',
  type: 'p.type',
  organizeId: 'p.organizeId',
  enabledMark: 'p.enabledMark',
  creatorUserId: 'p.creatorUserId',
  creatorTime: 'p.creatorTime',
};

/** Answers as if absent when the scope does not let the position through. */
export async function requirePositionInScope(
  services: AppServices,
  scope: DataScope,
  id: string,
): Promise<void> {
  const row = await withinScope(
    services.db
      .selectFrom('basePosition as p')
      .select('p.id')
      .where('p.id', '=', id)
      .where('p.deleteMark', 'is', null),
    scope,
    POSITION_SCOPE_COLUMNS,
  ).executeTakeFirst();
  if (!row) throw notFound('position.notFound');
}

export async function listPositions(
  db: Db,
  query: PageQuery & { organizeId?: string },
  scope: DataScope,
): Promise<Paged<Partial<PositionRow>>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  const orgs = await liveOrganizes(db);
  let base = withinScope(
    db.selectFrom('basePosition as p').where('p.deleteMark', 'is', null),
    scope,
    POSITION_SCOPE_COLUMNS,
  );
  if (query.organizeId) base = base.where('p.organizeId', 'in', [...subtreeIds(orgs, query.organizeId)]);
  // Case-insensitive on both dialects (PostgreSQL's like is not).
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('p.fullName')})`, keyword),
        contains(sql`lower(${eb.ref('p.enCode')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const list = await base
    .select(COLUMNS)
    .orderBy('p.sortCode')
    .orderBy('p.creatorTime')
    .orderBy('p.id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const counts = await holderCounts(
    db,
    list.map((p) => p.id),
  );
  const paths = pathNames(orgs);
  return {
    list: withinColumns(
      list.map((p) => rowOf(p, paths, counts)),
      scope,
      ['id'],
    ),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

async function liveRow(db: Db, id: string) {
  const row = await db
    .selectFrom('basePosition as p')
    .select(COLUMNS)
    .where('p.id', '=', id)
    .where('p.deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('position.notFound');
  return row;
}

export async function positionInfo(db: Db, id: string): Promise<PositionRow> {
  const row = await liveRow(db, id);
  const [orgs, counts] = await Promise.all([liveOrganizes(db), holderCounts(db, [id])]);
  return rowOf(row, pathNames(orgs), counts);
}

async function enabledPositions(db: Db) {
  return db
    .selectFrom('basePosition as p')
    .select(COLUMNS)
    .where('p.deleteMark', 'is', null)
    .where('p.enabledMark', '=', 1)
    .orderBy('p.sortCode')
    .orderBy('p.creatorTime')
    .orderBy('p.id')
    .execute();
}

/** GET Position/All: enabled positions with their organisation path. */
export async function allPositions(db: Db): Promise<{ list: PositionOption[] }> {
  const [orgs, positions] = await Promise.all([liveOrganizes(db), enabledPositions(db)]);
  const paths = pathNames(orgs);
  return {
    list: positions.map((p) => ({
      id: p.id,
      fullName: p.fullName,
      enCode: p.enCode,
      type: p.type,
      organizeId: p.organizeId,
      organizeName: paths.get(p.organizeId) ?? '',
    })),
  };
}

/**
 * GET Position/Selector: enabled companies and departments with their enabled positions as leaves;
 * branches without any position are left out.
 */
export async function positionSelector(db: Db): Promise<{ list: OrganizeTreeNode[] }> {
  const [orgs, positions] = await Promise.all([liveOrganizes(db), enabledPositions(db)]);
  const enabled = orgs.filter((o) => o.enabledMark === 1);
  const byId = new Map(enabled.map((o) => [o.id, o]));
  const keep = new Set<string>();
  const leaves: OrganizeTreeNode[] = [];
  for (const p of positions) {
    if (!byId.has(p.organizeId)) continue;
    leaves.push({
      id: p.id,
      parentId: p.organizeId,
      fullName: p.fullName,
      enCode: p.enCode,
      type: 'position',
      enabledMark: 1,
      hasChildren: false,
    });
    for (let o = byId.get(p.organizeId); o && !keep.has(o.id); o = byId.get(o.parentId)) keep.add(o.id);
  }
  const nodes = enabled.filter((o) => keep.has(o.id)).map(treeNode);
  return { list: nest([...nodes, ...leaves]) };
}

export type PositionInput = Partial<PositionFields> &
  Pick<PositionFields, 'fullName' | 'enCode' | 'organizeId'>;

async function checked(db: Db, input: PositionInput, lang: Lang, self?: { id: string; fullName: string }) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  checkNameAndCode(fullName, enCode, lang, !self || self.fullName !== fullName);
  const organizeId = input.organizeId.trim();
  if (!organizeId) throw fieldError('organizeId', 'validation.required', lang);
  const org = await db
    .selectFrom('baseOrganize')
    .select('id')
    .where('id', '=', organizeId)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!org) throw fieldError('organizeId', 'position.organizeNotFound', lang);
  const taken = await db
    .selectFrom('basePosition')
    .select('id')
    .where('enCode', '=', enCode)
    .where('deleteMark', 'is', null)
    .where('id', '!=', self?.id ?? '')
    .executeTakeFirst();
  if (taken) throw duplicate('enCode', lang);
  return {
    fullName,
    enCode,
    type: text(input.type),
    organizeId,
    description: text(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
  };
}

export async function createPosition(
  services: AppServices,
  session: ActiveSession,
  input: PositionInput,
  lang: Lang,
): Promise<{ id: string }> {
  await requireDelegation(services, session, 'add', input.organizeId);
  const values = await checked(services.db, input, lang);
  const id = newId();
  await services.db
    .insertInto('basePosition')
    .values({ ...values, id, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  return { id };
}

export async function updatePosition(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: PositionInput,
  lang: Lang,
): Promise<void> {
  const current = await liveRow(services.db, id);
  await requireDelegation(
    services,
    session,
    'edit',
    current.organizeId,
    movedTo(current.organizeId, input.organizeId),
  );
  const whole = keepAbsent(input, current, ['type', 'description', 'sortCode', 'enabledMark']);
  const values = await checked(services.db, whole, lang, current);
  await services.db
    .updateTable('basePosition')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  if (values.enabledMark !== undefined && values.enabledMark !== current.enabledMark)
    await services.grants.invalidateAll();
}

/** Users holding the position, through a UserRelation row or the copy in users.positionId. */
async function holders(db: Db, id: string): Promise<number> {
  const rows = await db
    .selectFrom('baseUser as u')
    .select('u.id')
    .where('u.deleteMark', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('baseUserRelation as r')
            .select('r.id')
            .whereRef('r.userId', '=', 'u.id')
            .where('r.objectType', '=', 'Position')
            .where('r.objectId', '=', id),
        ),
        sql<SqlBool>`(',' || ${eb.ref('u.positionId')} || ',') like ${`%,${id},%`}`,
      ]),
    )
    .execute();
  return rows.length;
}

export async function deletePosition(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<void> {
  const current = await liveRow(services.db, id);
  await requireDelegation(services, session, 'delete', current.organizeId);
  const users = await holders(services.db, id);
  if (users > 0) throw badRequest('position.hasUsers', { count: users });
  const now = services.clock.now();
  await services.db
    .updateTable('basePosition')
    .set({ deleteMark: 1, deleteTime: now, deleteUserId: session.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

export async function togglePosition(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveRow(services.db, id);
  await requireDelegation(services, session, 'edit', row.organizeId);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await services.db
    .updateTable('basePosition')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  // A disabled position passes no grants on: its holders' menus change on their next request.
  await services.grants.invalidateAll();
  return { enabledMark };
}
