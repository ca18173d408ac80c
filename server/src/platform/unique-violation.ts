/**
 * Whether a database error is a unique index refusing a second row with the same value (SQLite, PostgreSQL).
 * Services check a value before writing and answer 409 naming the field; when two requests write the same
 * value at the same moment, the index is what stops the second, and it must answer 409 too, not 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
