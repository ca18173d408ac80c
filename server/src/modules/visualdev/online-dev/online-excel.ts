import type { PassThrough } from 'node:stream';
import { type FormOption, isSystemFilled, type ValueField } from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { AppError, badRequest } from '../../../platform/errors.js';
import { translate } from '../../../platform/i18n/i18n.js';
import type { ImportReport, ImportRowError } from '../../../platform/resource/resource-import.js';
import { IMPORT_MAX_ROWS } from '../../../platform/resource/resource-import.js';
import { type CellValue, readSheet } from '../../../platform/resource/xlsx-reader.js';
import { streamSheet, templateWorkbook } from '../../../platform/resource/xlsx-writer.js';
import { openOnline } from './online.service.js';
import { displayRows } from './online-display.js';
import { type OnlineListBody, searchConditions } from './online-search.js';
import { visibleField } from './online-store.js';
import { checkValues, fillerOf, fillSystemFields, type Values, withCalculations } from './online-values.js';

/**
 * Excel of a released design, with the runtime's pieces (decision 059): the export streams the list as
 * the caller sees it (rows, hidden columns left out) with the chosen columns headed by the form's labels;
 * the template heads the form's importable fields; an import reads the first sheet, checks each row with
 * the form's record rules and writes only the rows that pass (a transaction per 500), reporting each refused
 * row with its sheet row and reason. Sub-tables are not imported from a sheet (one row is one record).
 */

const BATCH = 500;
const PREVIEW_ROWS = 100;

const pad = (n: number) => String(n).padStart(2, '0');
function fileNames(name: string, code: string, now: number) {
  const d = new Date(now);
  const date = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  return {
    name: `${name}_${date}.xlsx`,
    ascii: `${code.replace(/[^A-Za-z0-9_.-]/g, '_') || 'export'}_${date}.xlsx`,
  };
}

export interface ExportBody extends OnlineListBody {
  selectKey?: string[];
}

/** POST {modelId}/Actions/Export: the chosen columns (the list's by default) of every matching row. */
export async function onlineExport(
  ctx: RequestContext,
  modelId: string,
  body: ExportBody,
  stopped: () => boolean,
  onError: (error: unknown) => void,
): Promise<{ stream: PassThrough; names: { name: string; ascii: string } }> {
  const { model, access, store } = await openOnline(ctx, modelId, body.menuId, 'btn_download');
  const conditions = searchConditions(model, body.json);
  const wanted = body.selectKey?.length
    ? body.selectKey
    : (model.columns.columnList ?? []).map((c) => c.prop);
  const fields = wanted
    .map((vModel) => model.fields.get(vModel))
    .filter((f): f is ValueField => !!f && visibleField(access, f.vModel));
  const columns = fields.map((f) => ({ header: f.control.__config__.label || f.vModel, width: 20 }));
  async function* batches() {
    for await (const rows of store.batches({
      conditions,
      ...(body.sidx ? { sidx: body.sidx, sort: body.sort } : {}),
    })) {
      const shown = await displayRows(ctx, model, rows);
      yield shown.map((row) => fields.map((f) => cellOf(row[f.vModel])));
    }
  }
  return {
    stream: streamSheet(model.fullName, columns, batches(), stopped, onError),
    names: fileNames(model.fullName, model.enCode, ctx.clock.now()),
  };
}

const cellOf = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'object' ? JSON.stringify(value) : value;

/** The main-form fields a sheet may fill: values a person types, not those the server fills. */
function importFields(model: Awaited<ReturnType<typeof openOnline>>['model']): ValueField[] {
  return [...model.fields.values()].filter((f) => {
    const key = f.control.__config__.jnpfKey;
    return (
      !isSystemFilled(key) &&
      !['uploadFz', 'uploadImg', 'editor', 'calculate', 'relationForm', 'popupSelect'].includes(key)
    );
  });
}

function staticOptions(field: ValueField): FormOption[] {
  const options = field.control.__slot__?.options ?? field.control.options;
  return field.control.__config__.dataType === 'static' || !field.control.__config__.dataType
    ? (options ?? [])
    : [];
}

/** GET {modelId}/Template: the importable fields headed by their labels, required ones marked *. */
export async function onlineTemplate(ctx: RequestContext, modelId: string, menuId?: string) {
  const { model } = await openOnline(ctx, modelId, menuId, 'btn_upload');
  const columns = importFields(model).map((f) => ({
    header: `${f.control.__config__.label}${f.control.__config__.required ? ' *' : ''}`,
    width: 20,
    choices: staticOptions(f).map((o) => o.fullName),
  }));
  return {
    bytes: await templateWorkbook(model.fullName, columns),
    names: fileNames(model.fullName, model.enCode, ctx.clock.now()),
  };
}

const comparable = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

/** A cell as the form's value: an option's name becomes its id, a date its epoch ms, a number a number. */
function cellValue(field: ValueField, cell: CellValue): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
  const key = field.control.__config__.jnpfKey;
  const options = staticOptions(field);
  if (options.length) {
    const text = comparable(String(cell));
    const option = options.find((o) => comparable(o.fullName) === text || comparable(String(o.id)) === text);
    const id = option ? option.id : String(cell);
    return key === 'checkbox' || field.control.multiple === true ? [id] : id;
  }
  if (key === 'date')
    return cell instanceof Date
      ? cell.getTime()
      : Number.isNaN(Date.parse(String(cell)))
        ? String(cell)
        : Date.parse(String(cell));
  if (key === 'numInput' || key === 'rate' || key === 'slider' || key === 'switch') {
    const n = typeof cell === 'number' ? cell : Number(String(cell).trim());
    return Number.isFinite(n) ? n : String(cell);
  }
  return cell instanceof Date ? cell.toISOString() : String(cell);
}

async function checkedSheet(ctx: RequestContext, modelId: string, bytes: Buffer, menuId?: string) {
  const opened = await openOnline(ctx, modelId, menuId, 'btn_upload');
  const { model } = opened;
  const sheet = await readSheet(bytes, IMPORT_MAX_ROWS);
  const fields = importFields(model);
  const names = new Map<string, ValueField>();
  for (const f of fields) {
    names.set(comparable(f.vModel), f);
    names.set(comparable(f.control.__config__.label), f);
  }
  const unknown = sheet.header.filter((h) => h !== '' && !names.has(comparable(h)));
  if (unknown.length)
    throw badRequest('resource.import.unknownColumns', { columns: unknown.slice(0, 10).join(', ') });
  const columns = sheet.header.map((h) => names.get(comparable(h)) ?? null);
  const filler = await fillerOf(ctx);
  const errors: ImportRowError[] = [];
  const passed: { row: number; values: Values }[] = [];
  for (const { number, cells } of sheet.rows) {
    const values: Values = {};
    columns.forEach((f, i) => {
      const value = f ? cellValue(f, cells[i] ?? null) : undefined;
      if (f && value !== undefined) values[f.vModel] = value;
    });
    try {
      checkValues(ctx, model, withCalculations(model, values));
      passed.push({ row: number, values });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const problems = (error.data as { errors?: { field: string; message: string }[] }).errors ?? [];
      for (const p of problems) errors.push({ row: number, field: p.field, message: p.message });
    }
  }
  return { opened, filler, total: sheet.rows.length, passed, errors };
}

/** POST {modelId}/Actions/ImportPreview: what an import would write and refuse; writes nothing. */
export async function onlineImportPreview(
  ctx: RequestContext,
  modelId: string,
  bytes: Buffer,
  menuId?: string,
): Promise<ImportReport> {
  const { total, passed, errors } = await checkedSheet(ctx, modelId, bytes, menuId);
  return {
    total,
    valid: passed.length,
    failed: total - passed.length,
    imported: 0,
    errors,
    preview: passed.slice(0, PREVIEW_ROWS),
  };
}

/** POST {modelId}/Actions/Import: writes the rows that pass, a transaction per batch. */
export async function onlineImport(
  ctx: RequestContext,
  modelId: string,
  bytes: Buffer,
  menuId?: string,
): Promise<ImportReport> {
  const { opened, filler, total, passed, errors } = await checkedSheet(ctx, modelId, bytes, menuId);
  let imported = 0;
  for (let start = 0; start < passed.length; start += BATCH) {
    const batch = passed.slice(start, start + BATCH);
    try {
      const records: Values[] = [];
      for (const { values } of batch)
        records.push(await fillSystemFields(ctx, opened.model, values, filler, null));
      await opened.store.createMany(records);
      imported += batch.length;
    } catch (error) {
      const message =
        error instanceof AppError
          ? translate(error.key, ctx.lang, error.params)
          : translate('resource.import.writeFailed', ctx.lang);
      errors.push(...batch.map((r) => ({ row: r.row, field: null, message })));
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { total, valid: passed.length, failed: total - imported, imported, errors };
}
