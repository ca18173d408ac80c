import type { FormOperate } from '../types';

/**
 * A node's form field permissions (formOperates) applied on the server: what the person at the node sends
 * is merged into the stored record only for the fields they may write, so a write outside them is ignored
 * whatever the browser sends (issue 17, "Bad input"; workflow-engines §2 F). Fields are named by path: the
 * vModel, or 'table.column' for a sub-table column.
 *
 * A node with no permissions listed lets its person write everything when `unlisted` is 'write' (the
 * start node: the initiator fills in the form) and nothing otherwise (an approver sees a read-only form).
 */

type Values = Record<string, unknown>;
export type Unlisted = 'write' | 'read';

export interface FieldPermission {
  read: boolean;
  write: boolean;
  required: boolean;
}

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The permissions by field path; malformed entries are skipped. */
export function fieldPermissions(operates: unknown): Map<string, FieldPermission> {
  const permissions = new Map<string, FieldPermission>();
  for (const operate of Array.isArray(operates) ? (operates as Partial<FormOperate>[]) : []) {
    if (!isRecord(operate) || typeof operate.id !== 'string' || operate.id === '') continue;
    const write = operate.write === true;
    permissions.set(operate.id, {
      read: operate.read !== false || write,
      write,
      required: write && operate.required === true,
    });
  }
  return permissions;
}

function canWrite(
  permissions: Map<string, FieldPermission>,
  path: string,
  unlisted: Unlisted,
  inherited?: boolean,
) {
  const listed = permissions.get(path);
  if (listed) return listed.write;
  if (inherited !== undefined) return inherited;
  return permissions.size === 0 && unlisted === 'write';
}

/** A sub-table's rows: the writable columns from what was sent, the others as stored (row by row). */
function mergeRows(
  permissions: Map<string, FieldPermission>,
  table: string,
  stored: unknown,
  sent: unknown,
  unlisted: Unlisted,
): unknown {
  const storedRows = Array.isArray(stored) ? stored : [];
  const tableWritable = canWrite(permissions, table, unlisted);
  const sentRows = Array.isArray(sent) ? sent : storedRows;
  // rows can be added or removed only when the sub-table itself is writable
  const count = tableWritable ? sentRows.length : storedRows.length;
  return Array.from({ length: count }, (_, index) => {
    if (!tableWritable && !isRecord(storedRows[index])) return storedRows[index];
    const before = isRecord(storedRows[index]) ? storedRows[index] : {};
    const after = isRecord(sentRows[index]) ? sentRows[index] : {};
    const row: Values = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const source = canWrite(permissions, `${table}.${key}`, unlisted, tableWritable) ? after : before;
      if (Object.hasOwn(source, key)) row[key] = source[key];
    }
    return row;
  });
}

const isRows = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every(isRecord);

/**
 * The record after a node's person saves: stored values, with the writable ones taken from what was sent.
 * Sub-tables (rows of objects, or any field with column permissions) merge row by row, by position.
 */
export function mergeWritable(
  operates: unknown,
  stored: Values,
  sent: Values,
  unlisted: Unlisted = 'read',
): Values {
  const permissions = fieldPermissions(operates);
  const tables = new Set(
    [...permissions.keys()].filter((path) => path.includes('.')).map((path) => path.split('.')[0]),
  );
  const merged: Values = { ...stored };
  for (const key of Object.keys(sent)) {
    const writable = canWrite(permissions, key, unlisted);
    const columnWritable = [...permissions].some(([path, p]) => p.write && path.startsWith(`${key}.`));
    if (!writable && !columnWritable) continue;
    if (!(tables.has(key) || isRows(stored[key]) || isRows(sent[key]))) {
      if (writable) merged[key] = sent[key];
    } else if (writable || Array.isArray(stored[key]))
      // rows a node may not add to stay as stored; without stored rows there is nothing to merge into
      merged[key] = mergeRows(permissions, key, stored[key], sent[key], unlisted);
  }
  return merged;
}

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The required fields the node's person left empty (sub-table columns checked in every row). */
export function missingRequired(operates: unknown, values: Values): string[] {
  const missing: string[] = [];
  for (const [path, permission] of fieldPermissions(operates)) {
    if (!permission.required) continue;
    const dot = path.indexOf('.');
    if (dot < 0) {
      if (blank(values[path])) missing.push(path);
      continue;
    }
    const rows = values[path.slice(0, dot)];
    const column = path.slice(dot + 1);
    if (Array.isArray(rows) && rows.some((row) => !isRecord(row) || blank(row[column]))) missing.push(path);
  }
  return missing;
}
