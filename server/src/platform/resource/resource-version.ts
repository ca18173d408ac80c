import { formatDate } from '@app/common';
import type { RequestContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Resource } from './define-resource.js';
import type { AnyDb, Row } from './resource.types.js';
import { authorName } from './row-authors.js';

/**
 * Saves that carry the version they were based on (a design two administrators edit): a save over a newer
 * one is refused with who made it and when, instead of silently overwriting it (appsmith#2172).
 */

/** The version an update says it was based on; null when it says none (no check). */
export function baseVersion(resource: Resource, input: Row): number | null {
  if (!resource.version) return null;
  const value = input[resource.version];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** 409 naming who saved the record last and when, read from the record as it is now. */
export async function changedMeanwhile(
  ctx: RequestContext,
  resource: Resource,
  db: AnyDb,
  id: string,
): Promise<AppError> {
  const { base } = resource;
  const row =
    base.lastModifyUserId && base.lastModifyTime
      ? ((await db
          .selectFrom(resource.table)
          .select([`${base.lastModifyUserId} as userId`, `${base.lastModifyTime} as time`])
          .where(base.id, '=', id)
          .executeTakeFirst()) as { userId: string | null; time: number | string | null } | undefined)
      : undefined;
  const user = row?.userId
    ? await ctx.services.db
        .selectFrom('baseUser')
        .select(['realName', 'account'])
        .where('id', '=', row.userId)
        .executeTakeFirst()
    : undefined;
  const name = (user && authorName(user)) || '-';
  const time = row?.time === null || row?.time === undefined ? null : Number(row.time);
  const params = { user: name, time: time === null ? '-' : formatDate(time, 'yyyy-MM-dd HH:mm:ss') };
  return new AppError(409, 409, 'resource.changedMeanwhile', params, { savedBy: name, savedAt: time });
}

/** The stored version a base was checked against, and the one the update writes. */
export function nextVersion(resource: Resource, current: Row): Row {
  return resource.version ? { [resource.version]: Number(current[resource.version] ?? 0) + 1 } : {};
}
