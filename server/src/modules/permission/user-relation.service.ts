import type { RelationMembers, RelationObjectType } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';

/** The admin screen that manages each kind of member list. */
const MODULE_OF: Record<RelationObjectType, string> = {
  Role: 'permission.role',
  Position: 'permission.position',
};

/** The user column that keeps a comma-separated copy of the relation rows (server-facts §1). */
const CSV_COLUMN = { Role: 'roleId', Position: 'positionId' } as const;

const INSERT_CHUNK = 500;

/**
 * The guard for a decision only the service can make (which screen owns the object): the same rule as
 * the access hook, a granted menu and, for writes, its button.
 */
async function requireGrant(ctx: RequestContext, module: string, button?: string): Promise<void> {
  const { user } = ctx;
  if (user.isAdministrator) return;
  const grants = await ctx.services.grants.of(user);
  const moduleId = grants.moduleIdByCode.get(module);
  if (!moduleId) throw forbidden();
  if (button && !grants.byModule.get(moduleId)?.button.some((b) => b.enCode === button)) throw forbidden();
}

/** Which kind a live role or position id is, or null when it is neither. */
async function kindOf(db: Db, objectId: string): Promise<RelationObjectType | null> {
  const role = await db
    .selectFrom('baseRole')
    .select('id')
    .where('id', '=', objectId)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (role) return 'Role';
  const position = await db
    .selectFrom('basePosition')
    .select('id')
    .where('id', '=', objectId)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  return position ? 'Position' : null;
}

/** Members of a role or position: readable with either screen's menu, as long as it is the object's own. */
export async function readMembers(ctx: RequestContext, objectId: string): Promise<RelationMembers> {
  const { user } = ctx;
  const { db } = ctx.services;
  if (!user.isAdministrator) {
    const grants = await ctx.services.grants.of(user);
    if (!Object.values(MODULE_OF).some((m) => grants.moduleIdByCode.has(m))) throw forbidden();
  }
  const objectType = await kindOf(db, objectId);
  if (!objectType) throw notFound('userRelation.objectNotFound');
  await requireGrant(ctx, MODULE_OF[objectType]);
  const list = await db
    .selectFrom('baseUserRelation as ur')
    .innerJoin('baseUser as u', 'u.id', 'ur.userId')
    .select(['u.id', 'u.account', 'u.realName'])
    .where('ur.objectType', '=', objectType)
    .where('ur.objectId', '=', objectId)
    .where('u.deleteMark', 'is', null)
    .orderBy('ur.sortCode')
    .orderBy('u.sortCode')
    .orderBy('u.id')
    .execute();
  return { objectType, ids: list.map((u) => u.id), list };
}

const splitCsv = (csv: string | null) => (csv ? csv.split(',').filter(Boolean) : []);

/**
 * Replaces the member list of a role or position in one transaction: relation rows are added and removed,
 * and the comma-separated copy on each added or removed user is patched to match. Anything refused
 * changes nothing.
 */
export async function replaceMembers(
  ctx: RequestContext,
  objectId: string,
  objectType: RelationObjectType,
  userIds: string[],
): Promise<{ added: number; removed: number }> {
  await requireGrant(ctx, MODULE_OF[objectType], 'btn_member');
  const { db, clock } = ctx.services;
  if ((await kindOf(db, objectId)) !== objectType) throw notFound('userRelation.objectNotFound');
  const wanted = [...new Set(userIds)];
  if (wanted.length) {
    const found = await db
      .selectFrom('baseUser')
      .select('id')
      .where('id', 'in', wanted)
      .where('deleteMark', 'is', null)
      .execute();
    if (found.length !== wanted.length)
      throw badRequest('userRelation.unknownUsers', { count: wanted.length - found.length });
  }
  const now = clock.now();
  const actor = ctx.userId;
  const column = CSV_COLUMN[objectType];

  const changed = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('baseUserRelation')
      .select('userId')
      .where('objectType', '=', objectType)
      .where('objectId', '=', objectId)
      .execute();
    const before = new Set(current.map((r) => r.userId));
    const after = new Set(wanted);
    const removed = [...before].filter((id) => !after.has(id));
    const added = wanted.filter((id) => !before.has(id));
    const position = new Map(wanted.map((id, i) => [id, i]));
    if (removed.length) {
      await trx
        .deleteFrom('baseUserRelation')
        .where('objectType', '=', objectType)
        .where('objectId', '=', objectId)
        .where('userId', 'in', removed)
        .execute();
    }
    for (let i = 0; i < added.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('baseUserRelation')
        .values(
          added.slice(i, i + INSERT_CHUNK).map((userId) => ({
            id: newId(),
            userId,
            objectType,
            objectId,
            sortCode: position.get(userId) ?? 0,
            creatorTime: now,
            creatorUserId: actor,
          })),
        )
        .execute();
    }
    const touched = [...removed, ...added];
    if (touched.length) {
      const users = await trx
        .selectFrom('baseUser')
        .select(['id', column])
        .where('id', 'in', touched)
        .execute();
      for (const user of users) {
        const ids = splitCsv(user[column]).filter((id) => id !== objectId);
        if (after.has(user.id)) ids.push(objectId);
        await trx
          .updateTable('baseUser')
          .set((eb) => ({
            [column]: ids.length ? ids.join(',') : null,
            // The modify time keys CurrentUser's cached answer, which lists the user's roles and positions.
            lastModifyTime: eb
              .case()
              .when('lastModifyTime', '>=', now)
              .then(eb('lastModifyTime', '+', 1))
              .else(now)
              .end(),
            lastModifyUserId: actor,
          }))
          .where('id', '=', user.id)
          .execute();
      }
    }
    return { touched, added: added.length, removed: removed.length };
  });

  if (changed.touched.length) {
    for (const userId of changed.touched) ctx.services.sessions.forgetUser(userId);
    await ctx.services.grants.invalidateAll();
  }
  return { added: changed.added, removed: changed.removed };
}
