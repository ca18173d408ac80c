import { roundTo } from '@app/common';
import { type FormControl, holdsValue, isSummed } from '@app/common/form';

/** The sub-table's pure parts (SPEC §5): its columns, a new row, and the 合计 row's sums. */

export type Row = Record<string, unknown>;

/** The columns of a sub-table: its children that hold a value. */
export function tableColumns(table: FormControl): FormControl[] {
  const children = (table.__config__.children ?? []) as FormControl[];
  return children.filter((child) => !!child.__vModel__ && holdsValue(child.__config__.jnpfKey));
}

const copy = <T>(value: T): T => (value === undefined || value === null ? value : structuredClone(value));

/** A new row: every column at its default value. */
export function emptyRow(table: FormControl): Row {
  const row: Row = {};
  for (const column of tableColumns(table)) row[column.__vModel__!] = copy(column.__config__.defaultValue);
  return row;
}

/** The columns a 合计 row can sum: number, calculate and slider (SPEC §5). */
export const summableColumns = (table: FormControl) =>
  tableColumns(table).filter((column) => isSummed(column.__config__.jnpfKey));

/** The vModels the designer chose in summaryField (a later version's prop; v3.2 designs have none). */
export function chosenSummaryFields(table: FormControl): string[] {
  const chosen = table.summaryField;
  return Array.isArray(chosen) ? chosen.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The columns the 合计 row sums: the summable ones the designer chose, or every summable one when the
 * design chose none, as v3.2's show-summary does (a 单价 column is then summed too).
 */
export function summedColumns(table: FormControl): FormControl[] {
  const chosen = chosenSummaryFields(table);
  const summable = summableColumns(table);
  return chosen.length ? summable.filter((column) => chosen.includes(column.__vModel__!)) : summable;
}

const numberOf = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return 0;
};

/** The 合计 row: each summed column's total, rounded to drop binary noise (0.1 + 0.2 → 0.3). */
export function columnSums(table: FormControl, rows: readonly Row[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const column of summedColumns(table)) {
    const key = column.__vModel__!;
    sums[key] = roundTo(
      rows.reduce((sum, row) => sum + numberOf(row[key]), 0),
      10,
    );
  }
  return sums;
}

/** The rows with one cell changed: a new list and a new row object, the other rows kept as they were. */
export function withCell(rows: readonly Row[], index: number, column: string, value: unknown): Row[] {
  return rows.map((row, i) => (i === index ? { ...row, [column]: value } : row));
}

export const withRowAdded = (table: FormControl, rows: readonly Row[]): Row[] => [...rows, emptyRow(table)];
export const withRowRemoved = (rows: readonly Row[], index: number): Row[] =>
  rows.filter((_, i) => i !== index);
