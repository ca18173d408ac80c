import type { FormInstance } from 'antd';
import { ApiError } from '../../app/request';
import type { ResourceField, ResourceRow } from './resource.types';

const named = (fields: readonly ResourceField[]) =>
  fields.filter((field): field is ResourceField & { name: string } => typeof field.name === 'string');

/** A new record's values: each field's default, then what the screen starts it with (e.g. the chosen parent). */
export function initialValues(
  fields: readonly ResourceField[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of named(fields))
    if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  return { ...values, ...defaults };
}

/** The stored record as form values: the fields' own entries, a null as "nothing chosen" (the placeholder shows). */
export function valuesFromRecord(
  fields: readonly ResourceField[],
  record: ResourceRow,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of named(fields)) {
    const value = record[field.name];
    values[field.name] = value === null ? undefined : value;
  }
  return values;
}

/**
 * The body to send: texts trimmed, and a field left blank sent as its `empty` value (null unless declared),
 * so an optional field cleared on purpose is stored as cleared (decision 049: absent would keep it).
 */
export function bodyFromValues(
  fields: readonly ResourceField[],
  values: Record<string, unknown>,
): ResourceRow {
  const body: ResourceRow = {};
  for (const field of named(fields)) {
    let value = values[field.name];
    if (typeof value === 'string') value = value.trim();
    const blank = value === undefined || value === null || value === '';
    body[field.name] = blank ? (field.empty ?? null) : value;
  }
  return body;
}

/**
 * The fields a refusal names, with the sentence to show under each: the envelope's `data.field` (a duplicate
 * name or code) carries the refusal's own msg; `data.errors` (schema and pattern checks) each their own
 * message, else the msg. Only fields on the form count; the toast has already said the rest.
 */
export function fieldErrorsOf(
  data: unknown,
  msg: string,
  fieldNames: readonly string[],
): { name: string; errors: string[] }[] {
  if (!data || typeof data !== 'object') return [];
  const found = new Map<string, string>();
  const single = (data as { field?: unknown }).field;
  if (typeof single === 'string') found.set(single, msg);
  const list = (data as { errors?: unknown }).errors;
  if (Array.isArray(list))
    for (const entry of list) {
      const field = (entry as { field?: unknown })?.field;
      const message = (entry as { message?: unknown })?.message;
      if (typeof field === 'string' && !found.has(field))
        found.set(field, typeof message === 'string' && message ? message : msg);
    }
  return [...found]
    .filter(([name]) => fieldNames.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
}

export type FormLine = { kind: 'alone'; field: ResourceField } | { kind: 'row'; fields: ResourceField[] };

/**
 * How the fields stand: a field without a span alone on its line; fields with spans side by side in one row
 * until their spans fill 24 columns.
 */
export function formLines(fields: readonly ResourceField[]): FormLine[] {
  const lines: FormLine[] = [];
  let row: ResourceField[] = [];
  let used = 0;
  const close = () => {
    if (row.length) lines.push({ kind: 'row', fields: row });
    row = [];
    used = 0;
  };
  for (const field of fields) {
    if (field.span === undefined) {
      close();
      lines.push({ kind: 'alone', field });
      continue;
    }
    if (used + field.span > 24) close();
    row.push(field);
    used += field.span;
    if (used >= 24) close();
  }
  close();
  return lines;
}

/**
 * Marks the fields a refusal names (duplicate code, account taken) in the form with the server's sentence,
 * beside the toast every failed request shows: for hand-written forms as for the resource form dialog.
 */
export function markFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const names = form.getFieldsError().flatMap(({ name }) => (name.length === 1 ? [String(name[0])] : []));
  form.setFields(fieldErrorsOf(error.data, error.message, names));
}
