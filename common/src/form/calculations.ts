import { evaluateExpression } from '../calc/evaluateExpression';
import type { ExprToken } from '../calc/tokens';
import { roundTo } from '../format/round';
import type { FormControl } from './types';
import { walkControls } from './walk';

/**
 * The calculate fields (client-facts §7.6): each one's expression over the values, at its precision.
 * A field on the main form reads a sub-table column as the column's sum; a calculate column of a
 * sub-table reads its own row. One pass computes every field in form order and repeats while a result
 * feeds another, at most once per calculate field, so a cycle a hand-made design may hold cannot spin.
 * The renderer runs it as the user types; the server runs it again on every record it writes, so a stored
 * result is always its expression's, whatever a browser sent.
 */

type Row = Record<string, unknown>;

/** A sub-table's value as rows: anything that is not a list is no rows, anything in it not an object an empty row. */
export const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? (row as Row) : {})) : [];

export interface CalcField {
  control: FormControl;
  vModel: string;
  /** the sub-table a calculate column belongs to */
  table: string | null;
}

export function calcFields(fields: readonly FormControl[]): CalcField[] {
  const found: CalcField[] = [];
  for (const { control, subTable } of walkControls(fields)) {
    if (control.__config__.jnpfKey !== 'calculate' || !control.__vModel__) continue;
    found.push({ control, vModel: control.__vModel__, table: subTable?.__vModel__ ?? null });
  }
  return found;
}

const precisionOf = (control: FormControl) =>
  typeof control.precision === 'number' && control.precision >= 0 && control.precision <= 10
    ? control.precision
    : 2;

const compute = (
  control: FormControl,
  values: Record<string, unknown>,
  row?: { table: string; row: object },
) =>
  roundTo(
    evaluateExpression(
      (Array.isArray(control.expression) ? control.expression : []) as ExprToken[],
      values,
      row ? { tableVModel: row.table, row: row.row as Record<string, unknown> } : undefined,
    ),
    precisionOf(control),
  );

/** The values whose calculate fields changed, as top-level keys to set; empty when all are current. */
export function calculate(
  fields: readonly FormControl[],
  values: Record<string, unknown>,
  found: CalcField[] = calcFields(fields),
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  let current = values;
  for (let pass = 0; pass <= found.length; pass++) {
    let moved = false;
    for (const field of found) {
      if (field.table === null) {
        const result = compute(field.control, current);
        if (current[field.vModel] === result) continue;
        current = { ...current, [field.vModel]: result };
        changed[field.vModel] = result;
        moved = true;
        continue;
      }
      const table = field.table;
      const rows = rowsOf(current[table]);
      let rowsMoved = false;
      const next = rows.map((row) => {
        const result = compute(field.control, current, { table, row });
        if (row[field.vModel] === result) return row;
        rowsMoved = true;
        return { ...row, [field.vModel]: result };
      });
      if (!rowsMoved) continue;
      current = { ...current, [table]: next };
      changed[table] = next;
      moved = true;
    }
    if (!moved) break;
  }
  return changed;
}
