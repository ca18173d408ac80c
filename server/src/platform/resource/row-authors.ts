import type { RequestContext } from '../context.js';
import type { Row } from './resource.types.js';

/** Who created a row, as lists name the author ("realName/account"); deleted users too. */
export interface RowAuthor {
  realName: string | null;
  account: string | null;
}

/** "realName/account", as the product names a record's author; '' for nobody. */
export const authorName = (r: { realName: string | null; account: string | null }) =>
  r.account ? `${r.realName ?? ''}/${r.account}` : '';

/** The users who created these rows (creatorUserId), by id, in one query per page. */
export async function rowAuthors(ctx: RequestContext, rows: readonly Row[]): Promise<Map<string, RowAuthor>> {
  const ids = [...new Set(rows.map((row) => row.creatorUserId as string | null))].filter(
    (id): id is string => !!id,
  );
  const users = ids.length
    ? await ctx.services.db
        .selectFrom('baseUser')
        .select(['id', 'realName', 'account'])
        .where('id', 'in', ids)
        .execute()
    : [];
  return new Map(users.map((u) => [u.id, u]));
}
