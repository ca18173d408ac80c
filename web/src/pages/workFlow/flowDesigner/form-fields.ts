import { SYSTEM_FORM_SCHEMAS } from '@app/common/flow';
import type { FormData } from '@app/common/form';
import { subTables, valueFields } from '@app/common/form';

/**
 * The fields of a flow's form as the designer offers them: to field permissions (a sub-table, then its
 * columns as 'table.column', the path formOperates and mergeWritable use) and to condition rules and
 * assignee or mapping pickers (the main form's fields only: a condition compares one value).
 */
export interface FlowField {
  /** the vModel, or 'table.column' for a sub-table column */
  id: string;
  label: string;
  jnpfKey: string;
  /** set on a sub-table's columns: the sub-table's vModel */
  table?: string;
  /** the sub-table itself (its write permission lets rows be added or removed) */
  isTable?: boolean;
}

const labelOf = (label: unknown, fallback: string) =>
  typeof label === 'string' && label.trim() ? label : fallback;

/** Every field of a designed form in the order it is shown, each sub-table followed by its columns. */
export function flowFormFields(form: FormData | null | undefined): FlowField[] {
  if (!form || !Array.isArray(form.fields)) return [];
  const values = valueFields(form.fields);
  const found: FlowField[] = [];
  const tables = new Set<string>();
  for (const table of subTables(form.fields)) {
    const vModel = table.__vModel__;
    if (vModel) tables.add(vModel);
  }
  const placed = new Set<string>();
  for (const { control, vModel, subTable, path } of values) {
    const table = subTable?.__vModel__;
    if (table && tables.has(table) && !placed.has(table)) {
      placed.add(table);
      found.push({
        id: table,
        label: labelOf(subTable.__config__.label, table),
        jnpfKey: subTable.__config__.jnpfKey,
        isTable: true,
      });
    }
    found.push({
      id: path,
      label: labelOf(control.__config__.label, vModel),
      jnpfKey: control.__config__.jnpfKey,
      ...(table ? { table } : {}),
    });
  }
  return found;
}

/** The fields a single value can be read from: conditions, form-field approvers, sub-flow mappings. */
export const mainFields = (fields: readonly FlowField[]) =>
  fields.filter((field) => !field.table && !field.isTable);

/** A stored formData text as a form; anything unreadable is no form (the drawer says it has no fields). */
export function parsedForm(text: string | null | undefined): FormData | null {
  if (!text) return null;
  try {
    const form = JSON.parse(text) as FormData;
    return form && typeof form === 'object' ? form : null;
  } catch {
    return null;
  }
}

/**
 * The form a flow engine runs on: a system form's schema by its key (formType 1), or a designed form's
 * stored formData (formType 2); null when there is none to read.
 */
export function engineForm(
  formType: number,
  formId: string,
  designFormData?: string | null,
): FormData | null {
  if (formType === 1) return SYSTEM_FORM_SCHEMAS[formId] ?? null;
  return parsedForm(designFormData);
}
