import type { ExprToken, FieldRef } from '@app/common';
import {
  childColumnVModel,
  type FormControl,
  type FormData,
  type FormOption,
  type FormTable,
  isNumeric,
  valueFields,
  walkControls,
} from '@app/common/form';
import { summableColumns } from '../../../components/designed-form/sub-table';

/**
 * Pure mappings between what the property panel shows and what a control stores, so each editor is a thin
 * view over these and they are tested without a browser.
 */

/** The widths the panel offers (client-facts §7.3: 6 to 24, step 2). */
export const SPAN_MIN = 6;
export const SPAN_MAX = 24;
export const SPAN_STEP = 2;

/** A stored span as the slider shows it: within 6-24 on the even steps, 24 when unset. */
export function spanOf(control: FormControl): number {
  const span = Number(control.__config__.span ?? SPAN_MAX);
  if (!Number.isFinite(span)) return SPAN_MAX;
  const clamped = Math.min(SPAN_MAX, Math.max(SPAN_MIN, span));
  return clamped - (clamped % SPAN_STEP);
}

/** Where a choice control keeps its static options: the slot for radio, checkbox, select; itself for trees. */
export const optionsOnElement = (jnpfKey: string) => jnpfKey === 'cascader' || jnpfKey === 'treeSelect';

export function setStaticOptions(control: FormControl, options: FormOption[]): void {
  if (optionsOnElement(control.__config__.jnpfKey)) control.options = options;
  else control.__slot__ = { ...control.__slot__, options };
}

/** Every id used in an option tree, so a new option gets one no sibling or cousin has. */
function optionIds(options: readonly FormOption[], into = new Set<string>()): Set<string> {
  for (const option of options) {
    into.add(String(option.id));
    if (option.children) optionIds(option.children, into);
  }
  return into;
}

/** The next option: id one above the highest numeric id in the tree, named as the panel's text says. */
export function newOption(options: readonly FormOption[], name: (n: number) => string): FormOption {
  const ids = optionIds(options);
  let next = 1;
  for (const id of ids) if (/^\d+$/.test(id)) next = Math.max(next, Number(id) + 1);
  while (ids.has(String(next))) next++;
  return { id: String(next), fullName: name(next) };
}

/** A list with the item at `from` moved to `to` (both clamped); a new array, the old one untouched. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** How the default value of a control is edited, by what it stores. */
export type DefaultValueKind =
  | 'text'
  | 'number'
  | 'switch'
  | 'choice'
  | 'choices'
  | 'rate'
  | 'slider'
  | 'none';

export function defaultValueKind(control: FormControl): DefaultValueKind {
  const key = control.__config__.jnpfKey;
  if (key === 'comInput' || key === 'textarea' || key === 'JNPFText') return 'text';
  if (key === 'numInput') return 'number';
  if (key === 'switch') return 'switch';
  if (key === 'radio') return 'choice';
  if (key === 'select') return control.multiple ? 'choices' : 'choice';
  if (key === 'checkbox') return 'choices';
  if (key === 'rate') return 'rate';
  if (key === 'slider') return control.range ? 'none' : 'slider';
  return 'none';
}

/** The default a control should hold after its `multiple` switch flips: a list for many, one value else. */
export function defaultForMultiple(multiple: boolean, current: unknown): unknown {
  if (multiple)
    return Array.isArray(current)
      ? current
      : current === undefined || current === '' || current === null
        ? []
        : [current];
  return Array.isArray(current) ? (current[0] ?? '') : current;
}

/**
 * The fields a calculate expression may reference (§7.6): numbers and other calculations, never itself. A
 * sub-table column is named 'table.field', labelled '子表.列'.
 */
export function numericFields(form: FormData, self: FormControl): FieldRef[] {
  return valueFields(form.fields)
    .filter((field) => isNumeric(field.control.__config__.jnpfKey))
    .filter((field) => field.control.__config__.formId !== self.__config__.formId)
    .map((field) => ({
      __vModel__: field.path,
      label: field.subTable
        ? `${field.subTable.__config__.label}.${field.control.__config__.label}`
        : field.control.__config__.label,
    }));
}

/** The formula as text: '单价 × 数量 + 1'. Digits typed one by one are joined back. */
export function formulaText(tokens: readonly ExprToken[]): string {
  let text = '';
  let previousDigit = false;
  for (const token of tokens) {
    const digit = typeof token === 'string' && /^[\d.]$/.test(token);
    const shown = typeof token === 'string' ? token : `[${token.label}]`;
    text += digit && previousDigit ? shown : `${text ? ' ' : ''}${shown}`;
    previousDigit = digit;
  }
  return text;
}

/** The table a control writes to and the columns it may bind, when the form is bound to tables (§7.3, §7.5). */
export interface ColumnChoice {
  /** what goes into __vModel__ */
  value: string;
  /** the column as the panel lists it: 'table.field (comment)' */
  label: string;
}

export function columnChoices(
  form: FormData,
  control: FormControl,
  tables: readonly FormTable[],
): ColumnChoice[] {
  const describe = (table: FormTable, column: { field: string; fieldName?: string }) =>
    `${table.table}.${column.field}${column.fieldName ? ` (${column.fieldName})` : ''}`;
  const subTable = [...walkControls(form.fields)].find(
    (visit) => visit.control.__config__.formId === control.__config__.formId,
  )?.subTable;
  // the key and the foreign key are the runtime's to fill, never a control's
  const bindable = (table: FormTable) =>
    (table.fields ?? []).filter(
      (column) => column.primaryKey !== 1 && column.primaryKey !== true && column.field !== table.tableField,
    );
  if (subTable) {
    const child = tables.find((table) => table.table === subTable.__config__.tableName);
    return child
      ? bindable(child).map((column) => ({ value: column.field, label: describe(child, column) }))
      : [];
  }
  const choices: ColumnChoice[] = [];
  for (const table of tables)
    for (const column of bindable(table))
      choices.push({
        value: table.typeId === '1' ? column.field : childColumnVModel(table.table, column.field),
        label: describe(table, column),
      });
  return choices;
}

/** The child tables a sub-table may be bound to: each only once (§7.5), its own current one included. */
export function childTableChoices(
  form: FormData,
  control: FormControl,
  tables: readonly FormTable[],
): string[] {
  const taken = new Set(
    [...walkControls(form.fields)]
      .map((visit) => visit.control)
      .filter((other) => other !== control && other.__config__.jnpfKey === 'table')
      .map((other) => String(other.__config__.tableName ?? '')),
  );
  return tables
    .filter((table) => table.typeId === '0' && !taken.has(table.table))
    .map((table) => table.table);
}

/** 合计列: the sub-table's columns the 合计 row can sum, for the designer to choose from. */
export const summaryChoices = (table: FormControl) =>
  summableColumns(table).map((column) => ({
    value: column.__vModel__!,
    label: column.__config__.label ?? column.__vModel__!,
  }));

/** Stores the chosen 合计 columns; choosing none removes summaryField, so the row sums them all as v3.2 does. */
export function setSummaryFields(table: FormControl, chosen: readonly string[]): void {
  if (chosen.length) table.summaryField = [...chosen];
  else delete table.summaryField;
}
