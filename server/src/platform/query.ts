import { type Expression, type SqlBool, sql } from 'kysely';

/** `column contains keyword`, with % and _ in the keyword taken literally on both dialects. */
export function contains(column: Expression<unknown>, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}
