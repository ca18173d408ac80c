import type { FastifySchemaValidationError } from 'fastify';
import type { RequestContext } from '../context.js';
import { AppError } from '../errors.js';
import { translate } from '../i18n/i18n.js';
import { newId } from '../ids.js';
import { fieldErrors } from '../validation-messages.js';
import { bodyValidator } from '../validators.js';
import type { Field, Resource } from './define-resource.js';
import type { Row } from './resource.types.js';
import { checkFields, checkTree, normalised } from './resource-checks.js';
import { exportFileNames } from './resource-export.js';
import { matchColumns, rowInput, templateColumns } from './resource-import-sheet.js';
import { repeatedInFile, takenInDatabase } from './resource-import-unique.js';
import { dbOf } from './resource-query.js';
import { createBodySchema } from './resource-schemas.js';
import { columnsOf, createdStamps } from './resource-write.js';
import { readSheet } from './xlsx-reader.js';
import { templateWorkbook } from './xlsx-writer.js';

/**
 * Excel import of a resource: a template, a preview (every row checked, nothing written) and the import
 * (only rows that pass are written, in one transaction per batch). Each row goes through the create body's
 * schema and the same checks as POST <path>; a refused row is reported with its sheet row number and the
 * reason in the caller's language, and a file that is no workbook or lacks columns is one 400. Never a 500.
 */

/** Rows one import takes at most. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows written per transaction. */
const BATCH = 500;
/** Rows a preview shows as they will be written. */
const PREVIEW_ROWS = 100;

export interface ImportRowError {
  /** the row's number in the sheet (the header is row 1) */
  row: number;
  field: string | null;
  message: string;
}

export interface ImportReport {
  /** data rows in the file */
  total: number;
  /** rows that pass every check */
  valid: number;
  /** rows refused (or, rarely, not written): each has its reasons in errors */
  failed: number;
  /** rows written (0 for a preview) */
  imported: number;
  errors: ImportRowError[];
  /** a preview's first valid rows, as they would be stored */
  preview?: { row: number; values: Row }[];
}

/** GET <path>/Actions/Template: the import columns headed in the caller's language. */
export async function importTemplate(ctx: RequestContext, resource: Resource) {
  const names = exportFileNames(resource, ctx.lang, ctx.clock.now());
  return { bytes: await templateWorkbook(names.name, templateColumns(resource, ctx.lang)), names };
}

interface Checked {
  row: number;
  values: Row;
}

const rowError = (row: number, error: AppError, ctx: RequestContext): ImportRowError => ({
  row,
  field: (error.data as { field?: string } | null)?.field ?? null,
  message: translate(error.key, ctx.lang, error.params),
});

/** One sheet row through the body schema, 分级管理 and the declared and the resource's own checks. */
async function checkRow(
  ctx: RequestContext,
  resource: Resource,
  input: Row,
  row: number,
): Promise<ImportRowError[] | Row> {
  const validate = bodyValidator(createBodySchema(resource));
  if (!validate(input))
    return fieldErrors((validate.errors ?? []) as FastifySchemaValidationError[], ctx.lang).map((e) => ({
      row,
      field: e.field,
      message: e.message,
    }));
  try {
    if (resource.delegation) await ctx.requireDelegation('add', input[resource.delegation] as string);
    const values = normalised(resource, input);
    checkFields(resource, values, null, ctx.lang);
    await checkTree(await dbOf(ctx, resource), resource, values, null, ctx.lang);
    await resource.hooks?.check?.(ctx, values, null);
    return values;
  } catch (error) {
    if (error instanceof AppError) return [rowError(row, error, ctx)];
    throw error;
  }
}

/** Reads and checks every row; answers the rows that pass and the reasons of those that do not. */
async function checkSheet(ctx: RequestContext, resource: Resource, bytes: Buffer) {
  const sheet = await readSheet(bytes, IMPORT_MAX_ROWS);
  const columns = matchColumns(resource, sheet.header, ctx.lang);
  const errors: ImportRowError[] = [];
  let passed: Checked[] = [];
  for (const { number, cells } of sheet.rows) {
    const result = await checkRow(ctx, resource, rowInput(columns, cells), number);
    if (Array.isArray(result)) errors.push(...result);
    else passed.push({ row: number, values: result });
  }
  for (const check of [repeatedInFile, takenInDatabase]) {
    const refused = await check(ctx, resource, passed);
    errors.push(...refused);
    const bad = new Set(refused.map((e) => e.row));
    passed = passed.filter((r) => !bad.has(r.row));
  }
  errors.sort((a, b) => a.row - b.row);
  return { total: sheet.rows.length, passed, errors };
}

/** POST <path>/Actions/ImportPreview: what an import of the file would write and refuse; writes nothing. */
export async function previewImport(
  ctx: RequestContext,
  resource: Resource,
  bytes: Buffer,
): Promise<ImportReport> {
  const { total, passed, errors } = await checkSheet(ctx, resource, bytes);
  return {
    total,
    valid: passed.length,
    failed: total - passed.length,
    imported: 0,
    errors,
    preview: passed.slice(0, PREVIEW_ROWS).map(({ row, values }) => ({ row, values })),
  };
}

/** The stored row of an imported record: every body field present, so one insert takes many rows. */
function storedRow(ctx: RequestContext, resource: Resource, fields: readonly Field[], values: Row): Row {
  const complete: Row = {};
  for (const field of fields) complete[field.name] = values[field.name] ?? null;
  return {
    ...columnsOf(resource, complete),
    ...columnsOf(resource, resource.fixed ?? {}),
    [resource.base.id]: newId(),
    ...createdStamps(resource, ctx.userId, ctx.clock.now()),
  };
}

/** POST <path>/Actions/Import: writes the rows that pass, a transaction per batch; answers the report. */
export async function importResource(
  ctx: RequestContext,
  resource: Resource,
  bytes: Buffer,
): Promise<ImportReport> {
  const { total, passed, errors } = await checkSheet(ctx, resource, bytes);
  const db = await dbOf(ctx, resource);
  const fields = resource.writable;
  // One statement carries at most ~5,000 values, under every dialect's limit of bound parameters.
  const perStatement = Math.max(1, Math.floor(5000 / (fields.length + 5)));
  let imported = 0;
  for (let start = 0; start < passed.length; start += BATCH) {
    const batch = passed.slice(start, start + BATCH);
    try {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch.length; i += perStatement) {
          const rows = batch
            .slice(i, i + perStatement)
            .map((r) => storedRow(ctx, resource, fields, r.values));
          await trx.insertInto(resource.table).values(rows).execute();
        }
      });
      imported += batch.length;
    } catch {
      // The database refused the batch (a row written meanwhile by someone else, a constraint the
      // declaration does not state): nothing of it was written, and each of its rows says so.
      const message = translate('resource.import.writeFailed', ctx.lang);
      errors.push(...batch.map((r) => ({ row: r.row, field: null, message })));
    }
  }
  errors.sort((a, b) => a.row - b.row);
  if (imported > 0) await resource.hooks?.afterWrite?.(ctx, { kind: 'import', count: imported });
  return { total, valid: passed.length, failed: total - imported, imported, errors };
}
