import type { Db } from '../../db/database.js';
import { contains } from '../../platform/query.js';
import type { BoundValue, SystemVariable } from './data-interface-sql-text.js';

/**
 * The values of the system variables for the user a call runs as (server-facts §4): @user is the
 * user's id, @organize and @department the user's organisation, @position (and the original's
 * spelling @postion) the user's position, @organizeAndSub the organisation and every one below it.
 * Without a user (a task whose creator is gone) they are null and match nothing.
 */
export async function systemValuesOf(
  db: Db,
  userId: string | null,
  withSubtree: boolean,
): Promise<Record<Exclude<SystemVariable, 'keyword'>, BoundValue | BoundValue[]>> {
  const user = userId
    ? await db
        .selectFrom('baseUser')
        .select(['id', 'organizeId', 'positionId'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  const organize = user?.organizeId ?? null;
  const position = user?.positionId ?? null;
  return {
    user: user?.id ?? null,
    organize,
    department: organize,
    position,
    postion: position,
    organizeAndSub:
      withSubtree && organize ? await organizeSubtree(db, organize) : organize ? [organize] : [],
  };
}

/** The organisation and every organisation whose ancestor chain (organizeIdTree) names it. */
export async function organizeSubtree(db: Db, organizeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('baseOrganize')
    .select('id')
    .where('deleteMark', 'is', null)
    .where((eb) => eb.or([eb('id', '=', organizeId), contains(eb.ref('organizeIdTree'), organizeId)]))
    .execute();
  return rows.map((r) => r.id);
}
