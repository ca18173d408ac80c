import type { LinkageCondition, LinkageRule } from './linkage-types';
import type { FormControl, FormOption } from './types';
import { type ValueField, valueFields } from './walk';

/**
 * The linkage engine: from a form and its values, the state of every field (hidden, required, disabled,
 * options) and the values rules set. Pure and total: a rule naming a field that no longer exists, or a
 * value of an unexpected type, makes its condition false instead of throwing, so a broken rule never
 * breaks the form (the peers' sub-table crashes: nocobase#4802, #7522).
 *
 * Scope: a rule whose conditions read a sub-table column is a row rule, evaluated once per row of that
 * sub-table (main-form fields in it read the main values); its targets are columns of the same sub-table
 * and change that row only. Any other rule is evaluated once; a sub-table column among its targets changes
 * the whole column.
 */

export interface FieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
  options?: FormOption[];
}

export interface ValueAssignment {
  ruleId: string;
  path: string;
  /** the row of the sub-table, for a row rule */
  row?: number;
  value: unknown;
}

export interface LinkageState {
  /** main fields, and sub-table columns as a whole, by path */
  fields: Record<string, FieldState>;
  /** per-row states of sub-table columns, by sub-table vModel, then row, then column vModel */
  rows: Record<string, Record<string, FieldState>[]>;
  /** what the rules that hold set; the renderer applies each when its rule becomes true */
  assignments: ValueAssignment[];
}

type Values = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => !isEmpty(a) && !isEmpty(b) && String(a) === String(b);

function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function compare(actual: unknown, limit: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = numeric(actual);
  const b = numeric(limit);
  return a !== null && b !== null && test(a, b);
}

/** Multi-value fields hold arrays or comma-joined ids (the user picker); both read as a list here. */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.includes(',')) return value.split(',');
  return isEmpty(value) ? [] : [value];
}

export function conditionHolds(condition: LinkageCondition, actual: unknown): boolean {
  const { op, value } = condition;
  const candidates = Array.isArray(value) ? value : [value];
  switch (op) {
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
    case 'eq':
      return Array.isArray(actual) ? actual.length === 1 && same(actual[0], value) : same(actual, value);
    case 'ne':
      return !(Array.isArray(actual) ? actual.length === 1 && same(actual[0], value) : same(actual, value));
    case 'in':
      return candidates.some((candidate) => same(actual, candidate));
    case 'notIn':
      return !candidates.some((candidate) => same(actual, candidate));
    case 'contains':
      return typeof actual === 'string' && !actual.includes(',')
        ? !isEmpty(value) && actual.includes(String(value))
        : asList(actual).some((item) => same(item, value));
    case 'gt':
      return compare(actual, value, (a, b) => a > b);
    case 'ge':
      return compare(actual, value, (a, b) => a >= b);
    case 'lt':
      return compare(actual, value, (a, b) => a < b);
    case 'le':
      return compare(actual, value, (a, b) => a <= b);
    default:
      return false;
  }
}

/** The sub-table a rule is scoped to: the one its conditions read, or null for a form-wide rule. */
export function ruleScope(rule: LinkageRule, fieldsByPath: ReadonlyMap<string, ValueField>): string | null {
  for (const condition of rule.conditions) {
    const table = fieldsByPath.get(condition.field)?.subTable?.__vModel__;
    if (table) return table;
  }
  return null;
}

function readValue(
  path: string,
  values: Values,
  row: Values | undefined,
  field: ValueField | undefined,
): unknown {
  if (!field) return undefined;
  if (field.subTable) return row?.[field.vModel];
  return values[path];
}

function ruleHolds(
  rule: LinkageRule,
  fieldsByPath: ReadonlyMap<string, ValueField>,
  values: Values,
  row?: Values,
) {
  if (!rule.conditions.length) return false;
  const check = (condition: LinkageCondition) => {
    const field = fieldsByPath.get(condition.field);
    return field !== undefined && conditionHolds(condition, readValue(condition.field, values, row, field));
  };
  return rule.match === 'any' ? rule.conditions.some(check) : rule.conditions.every(check);
}

function initialState(control: FormControl): FieldState {
  return {
    hidden: control.__config__.noShow === true,
    required: control.__config__.required === true,
    disabled: control.disabled === true,
  };
}

function applyActions(rule: LinkageRule, target: (path: string) => FieldState | undefined): void {
  for (const action of rule.actions) {
    for (const path of action.targets) {
      const state = target(path);
      if (!state) continue;
      if (action.effect === 'show' || action.effect === 'hide') state.hidden = action.effect === 'hide';
      else if (action.effect === 'require' || action.effect === 'optional')
        state.required = action.effect === 'require';
      else if (action.effect === 'enable' || action.effect === 'disable')
        state.disabled = action.effect === 'disable';
      else if (action.effect === 'setOptions') state.options = action.options;
    }
  }
}

function assignmentsOf(rule: LinkageRule, row?: number): ValueAssignment[] {
  return rule.actions.flatMap((action) =>
    action.effect === 'setValue'
      ? action.targets.map((path) => ({
          ruleId: rule.id,
          path,
          value: action.value,
          ...(row === undefined ? {} : { row }),
        }))
      : [],
  );
}

/** Rules as stored may have been written by hand; one that is not shaped like a rule is skipped. */
const usable = (rule: unknown): rule is LinkageRule =>
  typeof rule === 'object' &&
  rule !== null &&
  Array.isArray((rule as LinkageRule).conditions) &&
  Array.isArray((rule as LinkageRule).actions) &&
  (rule as LinkageRule).conditions.every((c) => typeof c === 'object' && c !== null) &&
  (rule as LinkageRule).actions.every((a) => typeof a === 'object' && a !== null && Array.isArray(a.targets));

/** Evaluates every rule of the form over its values. Later rules override earlier ones on the same field. */
export function evaluateLinkage(
  fields: readonly FormControl[],
  rules: readonly LinkageRule[] | undefined,
  values: Values,
): LinkageState {
  const all = valueFields(fields);
  const byPath = new Map(all.map((field) => [field.path, field]));
  const state: LinkageState = { fields: {}, rows: {}, assignments: [] };
  for (const field of all) state.fields[field.path] = initialState(field.control);

  const valid = (Array.isArray(rules) ? rules : []).filter(usable);
  const formRules = valid.filter((rule) => ruleScope(rule, byPath) === null);
  for (const rule of formRules) {
    if (!ruleHolds(rule, byPath, values)) continue;
    applyActions(rule, (path) => state.fields[path]);
    state.assignments.push(...assignmentsOf(rule));
  }

  const rowRules = valid.filter((rule) => ruleScope(rule, byPath) !== null);
  for (const field of all) {
    const table = field.subTable?.__vModel__;
    if (!table || state.rows[table]) continue;
    const rows = Array.isArray(values[table]) ? (values[table] as unknown[]) : [];
    const columns = all.filter((column) => column.subTable?.__vModel__ === table);
    state.rows[table] = rows.map((raw, index) => {
      const row = raw && typeof raw === 'object' ? (raw as Values) : {};
      const rowState: Record<string, FieldState> = {};
      for (const column of columns) rowState[column.vModel] = { ...state.fields[column.path] };
      for (const rule of rowRules) {
        if (ruleScope(rule, byPath) !== table || !ruleHolds(rule, byPath, values, row)) continue;
        applyActions(rule, (path) =>
          byPath.get(path)?.subTable?.__vModel__ === table ? rowState[byPath.get(path)!.vModel] : undefined,
        );
        state.assignments.push(...assignmentsOf(rule, index));
      }
      return rowState;
    });
  }
  return state;
}

/** The state of one field: a sub-table column's in a given row, or a main field's. */
export function fieldState(state: LinkageState, path: string, row?: number): FieldState | undefined {
  const dot = path.indexOf('.');
  if (row !== undefined && dot > 0) {
    const rowState = state.rows[path.slice(0, dot)]?.[row]?.[path.slice(dot + 1)];
    if (rowState) return rowState;
  }
  return state.fields[path];
}
