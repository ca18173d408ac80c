import type { FormControl, FormTable } from '@app/common/form';
import type { ColumnType } from '../../../platform/resource/resource.types.js';

/**
 * How a control's value sits in a column of a designed table, and back. Lists of values (checkboxes,
 * cascaders, uploads, an address, a multiple choice) are kept as their JSON text; dates as epoch
 * milliseconds, or as the database's own date type when the column is one (PostgreSQL refuses a number
 * there); numbers as numbers.
 */

const NUMBER_KEYS = new Set(['numInput', 'calculate', 'rate', 'slider', 'switch']);
const TIME_KEYS = new Set(['date', 'createTime', 'modifyTime']);
const DATE_COLUMN = /^(date|datetime|timestamp)/i;

/** The runtime's column type of a control. */
export function columnTypeOf(control: FormControl): ColumnType {
  const key = control.__config__.jnpfKey;
  if (TIME_KEYS.has(key)) return 'time';
  if (NUMBER_KEYS.has(key) && control.range !== true) return 'number';
  return 'text';
}

/** The column's declared type in the design's table description, if it has one. */
export function declaredType(table: FormTable | null | undefined, column: string): string {
  const field = table?.fields?.find((f) => f.field?.toLowerCase() === column.toLowerCase());
  return String(field?.dataType ?? '');
}

/** Whether a time control's column is a date type of the database (PostgreSQL needs a Date bound). */
export const isDateColumn = (table: FormTable | null | undefined, column: string) =>
  DATE_COLUMN.test(declaredType(table, column));

/** The form's value as the column stores it. */
export function storedValue(control: FormControl, value: unknown, dateColumn: boolean): unknown {
  if (value === undefined || value === null || value === '') return null;
  const type = columnTypeOf(control);
  if (type === 'time') {
    const ms = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(ms)) return null;
    return dateColumn ? new Date(ms) : ms;
  }
  if (type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}

/** A stored text holding a list or object (what storedValue wrote) read back as the form's value. */
export function formValue(control: FormControl, value: unknown): unknown {
  if (typeof value !== 'string' || columnTypeOf(control) !== 'text') return value;
  const text = value.trim();
  if (!(text.startsWith('[') || text.startsWith('{'))) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** The key column of a table described by the design: its primary key, else F_Id, else id. */
export function keyColumn(table: FormTable): string {
  const fields = table.fields ?? [];
  const primary = fields.find((f) => f.primaryKey === true || f.primaryKey === 1);
  if (primary?.field) return primary.field;
  return fields.find((f) => f.field?.toLowerCase() === 'f_id')?.field ?? 'id';
}
