import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * `column contains keyword`, with % and _ in the keyword taken literally on both dialects. The pattern is
 * bound inside a CAST: a bare parameter after LIKE makes SQLite prepare the statement again on every run
 * (db/sqlite-dialect.ts).
 */
export function contains(column: Expression<unknown>, keyword: string): Expression<SqlBool> {
  return likeContains(column, containsPattern(keyword));
}

/** The LIKE pattern of "contains keyword", % _ and \\ in it taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column like pattern`, for a pattern made by containsPattern and bound as `pattern` (a value or placeholder). */
export function likeContains(column: Expression<unknown>, pattern: unknown): Expression<SqlBool> {
  return sql<SqlBool>`${column} like cast(${pattern} as text) escape '\\'`;
}
