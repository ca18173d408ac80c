import type { Db } from '../../db/database.js';

/** Position and role names of each user, in the order they were assigned; deleted ones are left out. */
export async function relationNames(db: Db, userIds: string[]) {
  const names = new Map<string, { positions: string[]; roles: string[] }>();
  for (const id of userIds) names.set(id, { positions: [], roles: [] });
  if (userIds.length === 0) return names;
  const rows = await db
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
    .where('r.userId', 'in', userIds)
    .where('r.objectType', 'in', ['Position', 'Role'])
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime')
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    const entry = names.get(row.userId);
    if (row.positionName) entry?.positions.push(row.positionName);
    if (row.roleName) entry?.roles.push(row.roleName);
  }
  return names;
}
