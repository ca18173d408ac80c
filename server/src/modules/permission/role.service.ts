import type { RoleOption } from '@app/common';
import type { RequestContext } from '../../platform/context.js';

/** The role picker (any signed-in user). The roles screen itself is the resource in role.resource.ts. */

/** Enabled roles for pickers anywhere in the app. */
export async function roleOptions(ctx: RequestContext): Promise<{ list: RoleOption[] }> {
  const list = await ctx.services.db
    .selectFrom('baseRole as r')
    .select(['r.id', 'r.fullName', 'r.enCode', 'r.type'])
    .where('r.deleteMark', 'is', null)
    .where('r.enabledMark', '=', 1)
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime', 'desc')
    .execute();
  return { list };
}
