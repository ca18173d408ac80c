import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database as DB } from '../../db/schema.js';
import { containsPattern, likeContains } from '../../platform/query.js';
import type { KeywordSearch } from '../../platform/resource/resource.types.js';
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
 * account, name or mobile contains the keyword, for queries of the users table under the alias u (the
 * pickers): the list's search (userKeywordSearch) with its values written in.
 */
export function matchesKeyword(dialect: Dialect, keyword: string) {
  const search = userKeywordSearch(dialect, keyword, ['account', 'realName', 'mobilePhone']);
  return (eb: UserRef): Expression<SqlBool> =>
    search.condition(
      eb,
      (field) => sql.ref(`u.${field}`),
      (index) => search.values[index],
    );
}

/**
 * The users list's keyword (the resource runtime's search hook, user.resource.ts): the fields' "contains"
 * test, on SQLite first narrowed by the suffix index as matchesKeyword does. Its SQL depends only on the
 * dialect, whether the index helps and the fields: the keyword's values are bound.
 */
export function userKeywordSearch(
  dialect: Dialect,
  keyword: string,
  fields: readonly string[],
): KeywordSearch {
  const range = dialect === 'sqlite' ? suffixRange(keyword) : null;
  // The same test as matchesKeyword's: LIKE on the columns (SQLite's ignores the case of ASCII letters).
  const text = (
    eb: Parameters<KeywordSearch['condition']>[0],
    column: (field: string) => RawBuilder<unknown>,
    pattern: unknown,
  ) => eb.or(fields.map((field) => likeContains(column(field), pattern)));
  if (!range)
    return {
      shape: 'contains',
      values: [containsPattern(keyword)],
      condition: (eb, column, value) => text(eb, column, value(0)),
    };
  return {
    shape: 'suffix',
    values: [range.low, range.high, containsPattern(keyword)],
    condition: (eb, column, value) =>
      eb.and([
        sql<SqlBool>`u.rowid in (select user_rowid from base_user_search_suffix
          where suffix >= ${value(0)} and suffix < ${value(1)})`,
        text(eb, column, value(2)),
      ]),
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
