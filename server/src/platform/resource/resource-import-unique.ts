import type { RequestContext } from '../context.js';
import { translate } from '../i18n/i18n.js';
import type { Field, Resource } from './define-resource.js';
import type { Row } from './resource.types.js';
import { fieldLabelOf } from './resource-checks.js';
import { dbOf, liveRows, ref, selection } from './resource-query.js';

/**
 * Unique values across an imported sheet, checked in bulk: a row repeating an earlier row's values, and
 * rows whose values a live record already holds (read a chunk of values per query, not a query per row).
 */

interface Checked {
  row: number;
  values: Row;
}

interface RowError {
  row: number;
  field: string | null;
  message: string;
}

const CHUNK = 500;

function ruleFields(resource: Resource): Field[][] {
  return (resource.unique ?? []).map((rule) => rule.fields.map((name) => resource.fields.get(name) as Field));
}

/** The values of a rule as one comparable key; null when one is empty (an empty value repeats nothing). */
function keyOf(fields: readonly Field[], values: Row): string | null {
  const parts = fields.map((f) => values[f.name]);
  return parts.some((v) => v === null || v === undefined) ? null : JSON.stringify(parts.map(String));
}

/** Rows that repeat the unique values of an earlier row of the same sheet. */
export async function repeatedInFile(
  ctx: RequestContext,
  resource: Resource,
  rows: readonly Checked[],
): Promise<RowError[]> {
  const errors: RowError[] = [];
  const refused = new Set<number>();
  for (const fields of ruleFields(resource)) {
    const first = new Map<string, number>();
    for (const { row, values } of rows) {
      const key = keyOf(fields, values);
      if (key === null || refused.has(row)) continue;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, row);
      else {
        refused.add(row);
        const field = fields[0] as Field;
        const message = translate('resource.import.repeated', ctx.lang, {
          field: fieldLabelOf(field, ctx.lang),
          row: earlier,
        });
        errors.push({ row, field: field.name, message });
      }
    }
  }
  return errors;
}

/** Rows whose unique values a live record already holds (409's validation.duplicate, per row). */
export async function takenInDatabase(
  ctx: RequestContext,
  resource: Resource,
  rows: readonly Checked[],
): Promise<RowError[]> {
  const db = await dbOf(ctx, resource);
  const errors: RowError[] = [];
  const refused = new Set<number>();
  for (const fields of ruleFields(resource)) {
    const lead = fields[0] as Field;
    const values = [
      ...new Set(rows.map((r) => r.values[lead.name]).filter((v) => v !== null && v !== undefined)),
    ];
    const taken = new Set<string>();
    for (let i = 0; i < values.length; i += CHUNK) {
      const stored = await liveRows(db, resource)
        .select(selection(fields))
        .where(ref(lead), 'in', values.slice(i, i + CHUNK))
        .execute();
      for (const row of stored) {
        const key = keyOf(fields, row);
        if (key !== null) taken.add(key);
      }
    }
    const message = translate('validation.duplicate', ctx.lang, { field: fieldLabelOf(lead, ctx.lang) });
    for (const { row, values: rowValues } of rows) {
      const key = keyOf(fields, rowValues);
      if (key === null || refused.has(row) || !taken.has(key)) continue;
      refused.add(row);
      errors.push({ row, field: lead.name, message });
    }
  }
  return errors;
}
