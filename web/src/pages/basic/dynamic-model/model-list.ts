import type { Localized } from '@app/common';
import {
  type ColumnData,
  defaultColumnData,
  type FormData,
  type ListButton,
  type ListSearchItem,
  type RecordProblem,
} from '@app/common/form';
import { ApiError } from '../../../app/request';

/**
 * The pure readings of a generated page (client-facts §7.7): the live design's parts, the list query's
 * `json`, which buttons the user sees, and the server's refusals as problems under the form's fields.
 */

export interface ModelConfig {
  id: string;
  fullName: string;
  version?: number;
  formData: string | null;
  columnData: string | null;
}

export interface Model {
  name: string;
  form: FormData;
  columns: ColumnData;
}

function parsed<T>(text: string | null | undefined): Partial<T> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Partial<T>) : {};
  } catch {
    return {};
  }
}

/** The Config answer as the page uses it; a part missing or unreadable becomes its empty default. */
export function modelOf(config: ModelConfig): Model {
  const form = parsed<FormData>(config.formData);
  return {
    name: config.fullName,
    form: { idGlobal: 100, ...form, fields: Array.isArray(form.fields) ? form.fields : [] },
    columns: { ...defaultColumnData(), ...parsed<ColumnData>(config.columnData) },
  };
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every((part) => part === undefined || part === null || part === ''));

/**
 * The list query's `json` (client-facts §7.7): the search values by vModel, empty ones left out, and the
 * tree's chosen node as the relation field's value; '' when nothing is searched.
 */
export function searchJson(
  values: Record<string, unknown>,
  tree?: { field: string; value: string | null },
): string {
  const chosen: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (!isEmpty(value)) chosen[key] = value;
  if (tree?.field && tree.value !== null && tree.value !== '') chosen[tree.field] = tree.value;
  return Object.keys(chosen).length ? JSON.stringify(chosen) : '';
}

/** A grouped list and a list without paging read every row (the runtime's 10,000), in one page. */
export const pagedList = (columns: ColumnData) => columns.type !== 3 && columns.hasPage !== false;

/**
 * The buttons the user gets: those the design lists, and with button permission on, only those the menu
 * grants (btn_add, btn_download, …), as the server checks them.
 */
export function shownButtons(
  buttons: readonly ListButton[] | undefined,
  columns: ColumnData,
  can: (code: string) => boolean,
): ListButton[] {
  return (buttons ?? []).filter((button) => !columns.useBtnPermission || can(`btn_${button.value}`));
}

/** The search items drawn as controls: a single choice of radio or checkbox is asked as a select. */
export function searchControl(item: ListSearchItem): ListSearchItem {
  const key = item.__config__.jnpfKey;
  if (key !== 'radio' && key !== 'checkbox') return item;
  return { ...item, __config__: { ...item.__config__, jnpfKey: 'select' }, multiple: false };
}

const same = (text: string): Localized => ({ zh: text, en: text, zhtw: text });

/**
 * A refusal of a save (400 with data.errors [{field, row?, message}], the server's record rules) as the
 * renderer's problems, so each shows under its field or sub-table cell; [] for any other failure.
 */
export function problemsOf(error: unknown): RecordProblem[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item) => {
    const { field, row, message } = (item ?? {}) as { field?: unknown; row?: unknown; message?: unknown };
    if (typeof field !== 'string' || !field) return [];
    return [
      {
        path: field,
        ...(typeof row === 'number' ? { row } : {}),
        message: same(typeof message === 'string' ? message : error.message),
      },
    ];
  });
}

/** The record of a `{id, data: "<json>"}` answer (info, DataChange). */
export function recordOf(answer: { data?: unknown } | null | undefined): Record<string, unknown> {
  const data = answer?.data;
  if (typeof data === 'string') return parsed<Record<string, unknown>>(data) as Record<string, unknown>;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** A display value of DataChange or a list row as text: lists joined, files by name. */
export function displayText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(displayText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const named =
      (value as { name?: unknown; fullName?: unknown }).name ?? (value as { fullName?: unknown }).fullName;
    return typeof named === 'string' ? named : JSON.stringify(value);
  }
  return String(value);
}
