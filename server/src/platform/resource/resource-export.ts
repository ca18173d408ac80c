import type { PassThrough } from 'node:stream';
import { formatDate, type Lang } from '@app/common';
import type { RequestContext } from '../context.js';
import type { Field, Resource } from './define-resource.js';
import type { ColumnOption, Row } from './resource.types.js';
import { labelText } from './resource-checks.js';
import {
  dbOf,
  filteredRows,
  type ListQuery,
  listOrder,
  type Query,
  selection,
  sorted,
  type View,
  viewOf,
} from './resource-query.js';
import { shaped } from './resource-read.js';
import { type SheetColumn, streamSheet } from './xlsx-writer.js';

/**
 * GET <path>/Actions/Export: the list as the caller sees it (same scope, columns, filters, keyword and
 * order, every page) as an .xlsx, headed in the caller's language, streamed a batch at a time.
 */

const BATCH = 1000;
const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

interface ExportColumn extends SheetColumn {
  name: string;
  field: Field | undefined;
}

/** The answered fields an export shows (not the key, not those declared excel: false). */
function exportColumns(resource: Resource, view: View, lang: Lang): ExportColumn[] {
  return view.answer
    .filter((name) => name !== 'id')
    .flatMap((name) => {
      const field = resource.fields.get(name);
      const computed = resource.computed?.[name];
      if ((field ? field.spec.excel : computed?.excel) === false) return [];
      const label = field?.spec.label ?? computed?.label;
      const width = field?.type === 'time' ? 20 : field?.type === 'text' ? 40 : 18;
      return [{ name, field, header: labelText(label, name, lang), width }];
    });
}

/** The label of an option value, in the caller's language. */
export function optionLabel(field: Field, value: unknown, lang: Lang): string | null {
  const option = field.spec.options?.find(
    (o): o is ColumnOption => typeof o === 'object' && o.value === value,
  );
  return option ? labelText(option.label, String(option.value), lang) : null;
}

/** A value as the sheet shows it: an option's label, a time as text, the rest as it is. */
function cellOf(field: Field | undefined, value: unknown, lang: Lang): unknown {
  if (value === null || value === undefined) return null;
  if (!field) return value;
  const label = optionLabel(field, value, lang);
  if (label !== null) return label;
  if (field.type === 'time') return formatDate(Number(value), TIME_FORMAT);
  return value;
}

async function* batches(
  ctx: RequestContext,
  resource: Resource,
  view: View,
  query: Query,
  columns: readonly ExportColumn[],
): AsyncGenerator<unknown[][]> {
  for (let offset = 0; ; offset += BATCH) {
    const stored = await query.limit(BATCH).offset(offset).execute();
    if (stored.length === 0) return;
    const rows: Row[] = await shaped(ctx, resource, view, stored);
    yield rows.map((row) => columns.map((c) => cellOf(c.field, row[c.name], ctx.lang)));
    if (stored.length < BATCH) return;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** <sheet>_20261122.xlsx in the caller's language, and its ASCII stand-in for clients without filename*. */
export function exportFileNames(resource: Resource, lang: Lang, now: number) {
  const d = new Date(now);
  const date = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  const excel = resource.excel;
  const sheet = labelText(excel?.sheet, resource.table, lang);
  return { name: `${sheet}_${date}.xlsx`, ascii: `${excel?.fileName ?? resource.table}_${date}.xlsx` };
}

export async function exportResource(
  ctx: RequestContext,
  resource: Resource,
  request: ListQuery,
  stopped: () => boolean,
  onError: (error: unknown) => void,
): Promise<{ stream: PassThrough; total: number; names: { name: string; ascii: string } }> {
  const scope = await ctx.dataPermission(resource.menu);
  const view = viewOf(resource, scope);
  const db = await dbOf(ctx, resource);
  const rows = await filteredRows(ctx, resource, db, scope, view, request);
  // Counted first: the answer's X-Total-Count, told before the first byte of the file.
  const counted = await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const columns = exportColumns(resource, view, ctx.lang);
  const query = sorted(rows.select(selection(view.select)), listOrder(resource, view, request));
  const names = exportFileNames(resource, ctx.lang, ctx.clock.now());
  const sheet = labelText(resource.excel?.sheet, resource.table, ctx.lang);
  return {
    stream: streamSheet(sheet, columns, batches(ctx, resource, view, query, columns), stopped, onError),
    total: Number(counted?.total ?? 0),
    names,
  };
}
