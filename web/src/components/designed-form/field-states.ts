import type { FieldState } from '@app/common/form';

/** Whether two linkage states of a field show the same: a field re-renders only when this is false. */
export function sameFieldState(a: FieldState | undefined, b: FieldState | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.hidden === b.hidden &&
    a.required === b.required &&
    a.disabled === b.disabled &&
    (a.options === b.options || JSON.stringify(a.options) === JSON.stringify(b.options))
  );
}

type RowStates = Record<string, FieldState>[];

/** The per-row states of a sub-table's columns, compared cell by cell. */
export function sameRowStates(a: RowStates | undefined, b: RowStates | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((row, index) => {
    const other = b[index];
    const keys = Object.keys(row);
    return (
      keys.length === Object.keys(other).length && keys.every((key) => sameFieldState(row[key], other[key]))
    );
  });
}

/** Problems of a field compared by their text, so re-checking an unchanged field wakes nothing. */
export function sameProblems<T>(a: T[] | undefined, b: T[] | undefined): boolean {
  if (a === b) return true;
  if (!a?.length && !b?.length) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
