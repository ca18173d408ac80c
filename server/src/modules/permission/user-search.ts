import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database as DB } from '../../db/schema.js';
import { contains } from '../../platform/query.js';
import { SUFFIX_CHARS } from './migrations/20261126T0345_permission_user_list_search_and_count.js';

/**
 * How the users list finds and counts users without reading all of them (decision 055). The keyword means
 * "account, name or mobile contains it" (% and _ literal) on both dialects; on SQLite the suffix index
 * base_user_search_suffix first narrows to the users who can match, and the live-user tally answers the
 * total of a list without keyword. Both are kept by triggers (migration 20261126T0345).
 */

type UserRef = ExpressionBuilder<DB & { u: DB['baseUser'] }, 'u'>;

/** Keywords shorter than this match most users: the index would read more than the table. */
const INDEXED_FROM_CHARS = 2;

/** SQLite's lower() and LIKE fold ASCII letters only; the index holds text folded the same way. */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The stored suffixes that start with the keyword (its first SUFFIX_CHARS characters, as stored):
 * [low, high) where high is low with its last character's successor. Text compares as UTF-8 bytes, which
 * is code point order. null where the index cannot help: a short keyword, or one with a lone surrogate (not text).
 */
export function suffixRange(keyword: string): { low: string; high: string } | null {
  if (/\p{Cs}/u.test(keyword)) return null;
  const chars = [...foldAscii(keyword)].slice(0, SUFFIX_CHARS);
  if (chars.length < INDEXED_FROM_CHARS) return null;
  const last = chars.pop()?.codePointAt(0) as number;
  if (last === 0x10ffff) return null;
  // The surrogate block holds no characters: the successor of U+D7FF is U+E000.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  const stem = chars.join('');
  return { low: stem + String.fromCodePoint(last), high: stem + String.fromCodePoint(next) };
}

/**
 * account, name or mobile contains the keyword. On SQLite the suffix index first limits the users to those
 * with a matching suffix: every user who matches has one, so the contains-test on top gives exactly the
 * answer of the test alone, and reads only those users.
 */
export function matchesKeyword(dialect: Dialect, keyword: string) {
  const range = dialect === 'sqlite' ? suffixRange(keyword) : null;
  return (eb: UserRef): Expression<SqlBool> => {
    const text = eb.or([
      contains(eb.ref('u.account'), keyword),
      contains(eb.ref('u.realName'), keyword),
      contains(eb.ref('u.mobilePhone'), keyword),
    ]);
    if (!range) return text;
    return eb.and([
      sql<SqlBool>`u.rowid in (select user_rowid from base_user_search_suffix
        where suffix >= ${range.low} and suffix < ${range.high})`,
      text,
    ]);
  };
}

/**
 * The number of live users, of the given organisations and state, from the tally (SQLite only: elsewhere
 * null, and the caller counts). Only for a list whose other filters let every such user through.
 */
export async function tallyOfLiveUsers(
  db: Db,
  dialect: Dialect,
  organizeIds: readonly string[] | null,
  enabledMark: number | undefined,
): Promise<number | null> {
  if (dialect !== 'sqlite') return null;
  const conditions = [sql`1 = 1`];
  if (organizeIds) conditions.push(sql`organize_id in (${sql.join(organizeIds)})`);
  if (enabledMark !== undefined) conditions.push(sql`enabled_mark = ${enabledMark}`);
  const { rows } = await sql<{ n: number }>`select coalesce(sum(live), 0) as n from base_user_tally
    where ${sql.join(conditions, sql` and `)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The path of names ('company/department') of each given organisation, reading only those organisations
 * and their live ancestors (not the whole table, for a page that names a few). The walk is the organisation
 * tree's: up through live parents, stopping at one that is missing, deleted or already passed.
 */
export async function organizationPaths(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const paths = new Map<string, string>();
  if (wanted.length === 0) return paths;
  // union (not union all) ends the recursion at a row already produced, so a cycle cannot loop. Written
  // as SQL text: the query builder's version cost twice the query itself.
  const { rows } = await sql<{ id: string; parentId: string; fullName: string }>`
    with recursive up (id, parent_id, full_name) as (
      select id, parent_id, full_name from base_organize where id in (${sql.join(wanted)}) and delete_mark is null
      union
      select o.id, o.parent_id, o.full_name from base_organize o join up on o.id = up.parent_id
      where o.delete_mark is null
    )
    select id, parent_id, full_name from up`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of wanted) {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId)) {
      seen.add(node.id);
      names.unshift(node.fullName);
    }
    if (names.length) paths.set(id, names.join('/'));
  }
  return paths;
}
