import type { ColumnKind, ColumnShape } from './table-shape.js';

/** Which target kinds can take a source kind's values without losing or refusing them. */
const ACCEPTS: Record<ColumnKind, ColumnKind[]> = {
  integer: ['integer', 'decimal', 'float', 'text'],
  decimal: ['decimal', 'float', 'text'],
  float: ['float', 'decimal', 'text'],
  boolean: ['boolean', 'integer', 'text'],
  text: ['text', 'json'],
  date: ['date', 'datetime', 'text'],
  datetime: ['datetime', 'text'],
  json: ['json', 'text'],
  blob: ['blob'],
};

export type Incompatibility =
  | { reason: 'missing'; column: string }
  | { reason: 'type'; column: string; sourceType: string; targetType: string }
  | { reason: 'length'; column: string; sourceLength: string; targetLength: number }
  | { reason: 'required'; column: string };

/** The target's column for a source column: same name, or the same ignoring case (PostgreSQL folds). */
export function matchColumn(target: ColumnShape[], name: string): ColumnShape | undefined {
  return (
    target.find((c) => c.name === name) ?? target.find((c) => c.name.toLowerCase() === name.toLowerCase())
  );
}

/**
 * The first reason the source's rows cannot go into the existing target table, or null: a source column
 * the target lacks, a target type that cannot hold the values, a shorter text limit, or a required target
 * column the source does not fill. Checked before anything is written.
 */
export function findIncompatibility(source: ColumnShape[], target: ColumnShape[]): Incompatibility | null {
  for (const column of source) {
    const match = matchColumn(target, column.name);
    if (!match) return { reason: 'missing', column: column.name };
    if (!ACCEPTS[column.kind].includes(match.kind))
      return { reason: 'type', column: column.name, sourceType: column.type, targetType: match.type };
    if (match.kind === 'text' && match.length !== null) {
      const sourceLength = column.kind === 'text' ? column.length : null;
      // A limited target takes a source with the same or a smaller limit; unlimited text may not fit.
      if (column.kind === 'text' && (sourceLength === null || sourceLength > match.length))
        return {
          reason: 'length',
          column: column.name,
          sourceLength: sourceLength === null ? column.type : String(sourceLength),
          targetLength: match.length,
        };
    }
  }
  for (const column of target) {
    const filled = source.some((c) => c.name.toLowerCase() === column.name.toLowerCase());
    if (!filled && !column.nullable && !column.hasDefault) return { reason: 'required', column: column.name };
  }
  return null;
}
