/** The relation-form and popup-select dialogs' pure parts: the page asked for and the rows shown. */

export interface PickColumn {
  value: string;
  label: string;
}

export interface PickPage {
  list: Record<string, unknown>[];
  total: number;
}

/** The paging the server's list routes take (pageSize at most 500); without paging, one page of 500. */
export function pickPageSize(hasPage: unknown, pageSize: unknown): number {
  if (hasPage !== true) return 500;
  return typeof pageSize === 'number' && pageSize >= 1 && pageSize <= 500 ? pageSize : 20;
}

/** A list answer ({list, pagination}) as rows and a total; anything else is no rows. */
export function pickPage(answer: unknown): PickPage {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const list = Array.isArray(record.list)
    ? record.list.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object')
    : [];
  const pagination = record.pagination as { total?: unknown } | undefined;
  return { list, total: typeof pagination?.total === 'number' ? pagination.total : list.length };
}

/** The columns a design lists ([{value, label}]); none set: the display field alone. */
export function pickColumns(columnOptions: unknown, displayField: string): PickColumn[] {
  const columns = Array.isArray(columnOptions)
    ? columnOptions.filter(
        (column): column is PickColumn =>
          !!column && typeof column === 'object' && typeof (column as PickColumn).value === 'string',
      )
    : [];
  return columns.length ? columns : [{ value: displayField, label: displayField }];
}

/** The text a chosen row shows: its display field, else its value. */
export function rowText(
  row: Record<string, unknown> | null | undefined,
  displayField: string,
  fallback: unknown,
) {
  const shown = row?.[displayField];
  if (shown !== undefined && shown !== null && shown !== '') return String(shown);
  return fallback === undefined || fallback === null ? '' : String(fallback);
}
