import type { SourceDialect } from '../../../platform/data-sources/connect.js';

/**
 * Table and column names a sync may use: ASCII letters, digits and underscores, not starting with a digit,
 * at most 63 characters (PostgreSQL's limit). Anything else is refused, never spliced into SQL.
 */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const isIdentifier = (name: string) => IDENTIFIER.test(name);

/** The name quoted for the dialect; callers pass only names that passed isIdentifier. */
export function quote(dialect: SourceDialect, name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
  return dialect === 'mysql' ? `\`${name}\`` : `"${name}"`;
}
