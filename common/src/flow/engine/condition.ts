import type { FlowCondition } from '../types';

/**
 * Condition evaluation over form data: the original's condition rows, each `{field, symbol, filedValue,
 * logic}`, read as data and never turned into code. Rows are joined by their `logic` with the usual
 * precedence (`&&` before `||`). Total: a missing field, a value of an unexpected type or an unknown symbol
 * makes a row false (true for the negative symbols: `!=`, `<>`, `notLike`, `notIn`), never a throw.
 *
 * Values: numbers compare as numbers; a date field (or two date texts) as times; select, user and
 * organisation fields hold ids (arrays, or comma-joined for the pickers) and match the compared value by
 * id or, through `names`, by name (the original accepts either); a multi-value field is `==` to a list
 * when it holds the same items.
 */

export interface ConditionContext {
  /** the display names of ids in the form data (users, departments, options), so rows may name them */
  names?: Readonly<Record<string, string>>;
}

type Values = Readonly<Record<string, unknown>>;

/** Controls whose value is ids; a comma in their text separates ids. */
const ID_KEYS = new Set([
  'select',
  'checkbox',
  'radio',
  'treeSelect',
  'cascader',
  'userSelect',
  'depSelect',
  'posSelect',
  'comSelect',
  'currOrganize',
  'currPosition',
  'createUser',
  'modifyUser',
]);
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);
const DATE_TEXT = /^\d{4}-\d{1,2}-\d{1,2}([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const isMissing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function toTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DATE_TEXT.test(value.trim())) {
    const time = Date.parse(value.trim().replace(' ', 'T'));
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

const isScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function asList(value: unknown, splitText: boolean): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => (Array.isArray(item) ? item : [item]));
  if (isMissing(value)) return [];
  if (splitText && typeof value === 'string') return value.split(',').map((item) => item.trim());
  return [value];
}

function matches(actual: unknown, expected: unknown, names: ConditionContext['names']): boolean {
  if (!isScalar(actual) || !isScalar(expected)) return false;
  const a = String(actual);
  const e = String(expected);
  if (a === e) return true;
  const an = toNumber(actual);
  const en = toNumber(expected);
  if (an !== null && en !== null && an === en) return true;
  return names !== undefined && Object.hasOwn(names, a) && names[a] === e;
}

function contains(actual: unknown, expected: unknown, names: ConditionContext['names']): boolean {
  if (!isScalar(actual) || !isScalar(expected) || String(expected) === '') return false;
  const e = String(expected);
  const a = String(actual);
  return a.includes(e) || (names !== undefined && Object.hasOwn(names, a) && names[a].includes(e));
}

function order(actual: unknown, expected: unknown, dates: boolean): number | null {
  if (!isScalar(actual) || !isScalar(expected)) return null;
  const looksLikeDate = typeof actual === 'string' && DATE_TEXT.test(actual.trim());
  if (dates || looksLikeDate || (typeof expected === 'string' && DATE_TEXT.test(expected.trim()))) {
    const a = toTime(actual);
    const e = toTime(expected);
    if (a !== null && e !== null) return a - e;
  }
  const a = toNumber(actual);
  const e = toNumber(expected);
  return a !== null && e !== null ? a - e : null;
}

/** The field's value: a main field, or for 'table.column' the column's values over the sub-table rows. */
function read(field: string, values: Values): unknown {
  if (Object.hasOwn(values, field)) return values[field];
  const dot = field.indexOf('.');
  if (dot <= 0) return undefined;
  const rows = values[field.slice(0, dot)];
  if (!Array.isArray(rows)) return undefined;
  const column = field.slice(dot + 1);
  return rows.map((row) => (row && typeof row === 'object' ? (row as Values)[column] : undefined));
}

/** Whether one condition row holds over the form's values. */
export function conditionRowHolds(
  row: FlowCondition,
  values: Values,
  context: ConditionContext = {},
): boolean {
  const names = context.names;
  const key = typeof row.jnpfKey === 'string' ? row.jnpfKey : '';
  const raw = read(String(row.field ?? ''), values);
  const expectedList = asList(row.filedValue, true);
  const actualList = asList(raw, ID_KEYS.has(key) || Array.isArray(raw));
  const multi = Array.isArray(raw) || (ID_KEYS.has(key) && actualList.length > 1);
  const anyMatch = () => actualList.some((a) => expectedList.some((e) => matches(a, e, names)));
  switch (row.symbol) {
    case '==':
      if (!multi) return !isMissing(raw) && matches(raw, row.filedValue, names);
      return (
        actualList.length === expectedList.length &&
        actualList.every((a) => expectedList.some((e) => matches(a, e, names)))
      );
    case '!=':
    case '<>':
      return !conditionRowHolds({ ...row, symbol: '==' }, values, context);
    case 'in':
      return anyMatch();
    case 'notIn':
      return !anyMatch();
    case 'like':
      return actualList.some((a) => contains(a, row.filedValue, names));
    case 'notLike':
      return !actualList.some((a) => contains(a, row.filedValue, names));
    case '>':
    case '>=':
    case '<':
    case '<=': {
      if (multi && actualList.length !== 1) return false;
      const difference = order(multi ? actualList[0] : raw, row.filedValue, DATE_KEYS.has(key));
      if (difference === null) return false;
      if (row.symbol === '>') return difference > 0;
      if (row.symbol === '>=') return difference >= 0;
      if (row.symbol === '<') return difference < 0;
      return difference <= 0;
    }
    default:
      return false;
  }
}

/** Whether a branch's rows hold: `&&` groups joined by `||`. No rows: false (only a default has none). */
export function conditionsHold(
  rows: readonly FlowCondition[],
  values: Values,
  context: ConditionContext = {},
): boolean {
  if (!Array.isArray(rows) || rows.length === 0) return false;
  let group = true;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    group = group && row !== null && typeof row === 'object' && conditionRowHolds(row, values, context);
    const last = index === rows.length - 1;
    if (last || row?.logic === '||') {
      if (group) return true;
      group = true;
    }
  }
  return false;
}
