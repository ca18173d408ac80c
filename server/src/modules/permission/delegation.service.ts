import {
  DELEGATION_SWITCHES,
  type DelegationInfo,
  type DelegationNode,
  type DelegationRow,
  type DelegationSetting,
  type DelegationSwitches,
  type Lang,
  nest,
  type Paged,
  pathNames,
  subtreeIds,
} from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DelegationAction } from '../../platform/auth/delegation.js';
import { liveOrganizes } from '../../platform/auth/organizations.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { contains } from '../../platform/query.js';
import { liveUsers } from './user.service.js';

/**
 * 分级管理 (reference/server-facts.md §1 BASE_ORGANIZEADMINISTRATOR): which organisations a user may
 * administer. Saving replaces all of a user's rows (the old ones are marked deleted); the checks that
 * apply them are the request context's requireDelegation (platform/context.ts).
 */

const NO_FLAGS: DelegationSwitches = {
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
};

const flagsOf = (row: { [F in keyof DelegationSwitches]: number }): DelegationSwitches => {
  const flags = { ...NO_FLAGS };
  for (const f of DELEGATION_SWITCHES) flags[f] = Number(row[f]) === 1 ? 1 : 0;
  return flags;
};

const anyOn = (flags: DelegationSwitches) => DELEGATION_SWITCHES.some((f) => flags[f] === 1);

/** Live rows of the users given, in display order. */
function liveRows(db: Db, userIds: string[]) {
  return db
    .selectFrom('baseOrganizeAdministrator')
    .selectAll()
    .where('userId', 'in', userIds)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
}

/** GET OrganizeAdministrator: users with delegation (paged), keyword on name or account. */
export async function listAdministrators(
  ctx: RequestContext,
  query: PageQuery,
): Promise<Paged<DelegationRow>> {
  const db = ctx.services.db;
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = liveUsers(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('baseOrganizeAdministrator as a')
        .select('a.id')
        .whereRef('a.userId', '=', 'u.id')
        .where('a.deleteMark', 'is', null),
    ),
  );
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('u.realName')})`, keyword),
        contains(sql`lower(${eb.ref('u.account')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const users = await base
    .select((eb) => [
      'u.id',
      'u.account',
      'u.realName',
      'u.organizeId',
      eb
        .selectFrom('baseOrganizeAdministrator as a')
        .select((e) => e.fn.max('a.creatorTime').as('t'))
        .whereRef('a.userId', '=', 'u.id')
        .where('a.deleteMark', 'is', null)
        .as('changed'),
    ])
    .orderBy('changed', 'desc')
    .orderBy('u.id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const [rows, orgs] = await Promise.all([
    users.length > 0
      ? liveRows(
          db,
          users.map((u) => u.id),
        )
      : Promise.resolve([]),
    liveOrganizes(db),
  ]);
  const paths = pathNames(orgs);
  const list = users.map((u) => ({
    userId: u.id,
    account: u.account,
    realName: u.realName,
    organizeName: u.organizeId ? (paths.get(u.organizeId) ?? null) : null,
    organizes: rows
      .filter((r) => r.userId === u.id && paths.has(r.organizeId))
      .map((r) => paths.get(r.organizeId) as string),
    lastModifyTime: Number(u.changed ?? 0),
  }));
  return { list, pagination: paginationOf({ currentPage, pageSize }, Number(total)) };
}

async function targetUser(db: Db, userId: string) {
  const user = await liveUsers(db)
    .select(['u.id', 'u.account', 'u.realName', 'u.isAdministrator'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('user.notFound');
  return user;
}

/** GET OrganizeAdministrator/{userId}: every live organisation as a tree, with the user's switches. */
export async function administratorInfo(ctx: RequestContext, userId: string): Promise<DelegationInfo> {
  const db = ctx.services.db;
  const user = await targetUser(db, userId);
  const [rows, orgs] = await Promise.all([liveRows(db, [userId]), liveOrganizes(db)]);
  const byOrg = new Map(rows.map((r) => [r.organizeId, flagsOf(r)]));
  const nodes: DelegationNode[] = orgs.map((o) => ({
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    enCode: o.enCode,
    type: o.category,
    enabledMark: o.enabledMark,
    hasChildren: false,
    ...(byOrg.get(o.id) ?? NO_FLAGS),
  }));
  return { userId: user.id, account: user.account, realName: user.realName, list: nest(nodes) };
}

/**
 * A non-administrator who is restricted themselves may hand on only what they hold: a this-layer switch
 * needs the action on that organisation, a sub-layer switch needs it on everything below it.
 */
async function checkWithinOwnScope(
  ctx: RequestContext,
  list: DelegationSetting[],
  orgs: { id: string; parentId: string }[],
) {
  const scope = await ctx.delegation();
  if (!scope) return;
  const may = (id: string, action: DelegationAction) => scope.get(id)?.[action] === true;
  for (const item of list) {
    const below = [...subtreeIds(orgs, item.organizeId)].filter((id) => id !== item.organizeId);
    for (const action of ['add', 'edit', 'delete'] as const) {
      const name = action === 'add' ? 'Add' : action === 'edit' ? 'Edit' : 'Delete';
      if (item[`thisLayer${name}`] === 1 && !may(item.organizeId, action))
        throw forbidden('organizeAdmin.denied');
      if (item[`subLayer${name}`] === 1 && !below.every((id) => may(id, action)))
        throw forbidden('organizeAdmin.denied');
    }
  }
}

/** The modify time moves by at least 1 ms, so CurrentUser's cache (keyed by it) shows the new dataScope. */
async function touchUser(ctx: RequestContext, userId: string, now: number) {
  await ctx.services.db
    .updateTable('baseUser')
    .set({
      lastModifyTime: sql<number>`case when last_modify_time >= ${now} then last_modify_time + 1 else ${now} end`,
      lastModifyUserId: ctx.userId,
    })
    .where('id', '=', userId)
    .execute();
  ctx.services.sessions.forgetUser(userId);
}

/**
 * POST (mode 'create': the user must not have settings yet) and PUT (mode 'replace') OrganizeAdministrator:
 * replaces all of the user's rows in one transaction. Organisations with every switch off are not stored;
 * at least one switch must be on.
 */
export async function saveAdministrator(
  ctx: RequestContext,
  userId: string,
  list: DelegationSetting[],
  mode: 'create' | 'replace',
): Promise<void> {
  const { db } = ctx.services;
  const lang: Lang = ctx.lang;
  const user = await targetUser(db, userId);
  if (user.isAdministrator === 1) throw fieldError('userId', 'organizeAdmin.administrator', lang);
  if (userId === ctx.userId && !ctx.user.isAdministrator) throw forbidden('organizeAdmin.self');
  const orgs = await liveOrganizes(db);
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const seen = new Set<string>();
  for (const item of list) {
    if (!byId.has(item.organizeId)) throw fieldError('organizeId', 'organize.notFound', lang);
    if (seen.has(item.organizeId)) throw fieldError('organizeId', 'organizeAdmin.duplicateOrganize', lang);
    seen.add(item.organizeId);
  }
  const kept = list.filter((item) => anyOn(flagsOf(item)));
  // No rows means no restriction, so an empty save would widen the user's rights: deleting says that.
  if (kept.length === 0) throw fieldError('list', 'organizeAdmin.empty', lang);
  await checkWithinOwnScope(ctx, kept, orgs);
  const existing = await liveRows(db, [userId]);
  if (mode === 'create' && existing.length > 0) throw fieldError('userId', 'organizeAdmin.exists', lang, 409);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    if (existing.length > 0)
      await trx
        .updateTable('baseOrganizeAdministrator')
        .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.userId })
        .where('userId', '=', userId)
        .where('deleteMark', 'is', null)
        .execute();
    if (kept.length > 0)
      await trx
        .insertInto('baseOrganizeAdministrator')
        .values(
          kept.map((item, index) => ({
            id: newId(),
            userId,
            organizeId: item.organizeId,
            organizeType: byId.get(item.organizeId)?.category ?? null,
            ...flagsOf(item),
            sortCode: index,
            creatorTime: now,
            creatorUserId: ctx.userId,
          })),
        )
        .execute();
  });
  await touchUser(ctx, userId, now);
}

/** DELETE OrganizeAdministrator/{userId}: the user goes back to being unrestricted. */
export async function deleteAdministrator(ctx: RequestContext, userId: string): Promise<void> {
  await targetUser(ctx.services.db, userId);
  if (userId === ctx.userId && !ctx.user.isAdministrator) throw forbidden('organizeAdmin.self');
  const now = ctx.clock.now();
  const result = await ctx.services.db
    .updateTable('baseOrganizeAdministrator')
    .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.userId })
    .where('userId', '=', userId)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('organizeAdmin.notDelegated');
  await touchUser(ctx, userId, now);
}
