import type { SourceDialect } from '../../../platform/data-sources/connect.js';
import { quote } from './identifiers.js';
import type { ColumnShape } from './table-shape.js';

/** The target dialect's type for a source column, keeping text limits and numeric precision. */
function typeFor(dialect: SourceDialect, c: ColumnShape): string {
  switch (c.kind) {
    case 'integer':
      return dialect === 'sqlite' ? 'integer' : 'bigint';
    case 'decimal':
      return c.precision
        ? `decimal(${c.precision}, ${c.scale ?? 0})`
        : dialect === 'mysql'
          ? 'decimal(38, 10)'
          : 'numeric';
    case 'float':
      return dialect === 'postgres' ? 'double precision' : dialect === 'mysql' ? 'double' : 'real';
    case 'boolean':
      return dialect === 'mysql' ? 'tinyint(1)' : dialect === 'sqlite' ? 'boolean' : 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return dialect === 'postgres' ? 'timestamp' : 'datetime';
    case 'json':
      return dialect === 'postgres' ? 'jsonb' : dialect === 'mysql' ? 'json' : 'text';
    case 'blob':
      return dialect === 'postgres' ? 'bytea' : dialect === 'mysql' ? 'longblob' : 'blob';
    default:
      if (c.length !== null) return `varchar(${c.length})`;
      return dialect === 'mysql' ? 'longtext' : 'text';
  }
}

/** CREATE TABLE for the target, from the source's columns (types mapped, nullability and primary key kept). */
export function createTableSql(dialect: SourceDialect, table: string, columns: ColumnShape[]): string {
  const lines = columns.map(
    (c) =>
      `${quote(dialect, c.name)} ${typeFor(dialect, c)}${c.nullable && c.primaryKey === 0 ? '' : ' not null'}`,
  );
  const keys = columns.filter((c) => c.primaryKey > 0).sort((a, b) => a.primaryKey - b.primaryKey);
  if (keys.length > 0) lines.push(`primary key (${keys.map((c) => quote(dialect, c.name)).join(', ')})`);
  return `create table ${quote(dialect, table)} (\n  ${lines.join(',\n  ')}\n)`;
}
