import type { Db } from '../../db/database.js';
import { shapedRows } from '../../platform/resource/shaped-statements.js';

/**
 * Position and role names of each user, in the order they were assigned; deleted ones are left out. One
 * statement per number of users, compiled once (shaped-statements.ts): every list page asks it.
 */
export async function relationNames(db: Db, userIds: string[]) {
  const names = new Map<string, { positions: string[]; roles: string[] }>();
  for (const id of userIds) names.set(id, { positions: [], roles: [] });
  if (userIds.length === 0) return names;
  const rows = await shapedRows<{ userId: string; positionName: string | null; roleName: string | null }>(
    db,
    `user relation names|${userIds.length}`,
    userIds,
    (value) =>
      db
        .selectFrom('baseUserRelation as r')
        .leftJoin('basePosition as p', (join) =>
          join
            .onRef('p.id', '=', 'r.objectId')
            .on('r.objectType', '=', 'Position')
            .on('p.deleteMark', 'is', null),
        )
        .leftJoin('baseRole as role', (join) =>
          join
            .onRef('role.id', '=', 'r.objectId')
            .on('r.objectType', '=', 'Role')
            .on('role.deleteMark', 'is', null),
        )
        .select(['r.userId', 'p.fullName as positionName', 'role.fullName as roleName'])
        .where(
          'r.userId',
          'in',
          userIds.map((_, i) => value(i) as string),
        )
        .where('r.objectType', 'in', ['Position', 'Role'])
        .orderBy('r.sortCode')
        .orderBy('r.creatorTime')
        .orderBy('r.id'),
  );
  for (const row of rows) {
    const entry = names.get(row.userId);
    if (row.positionName) entry?.positions.push(row.positionName);
    if (row.roleName) entry?.roles.push(row.roleName);
  }
  return names;
}
