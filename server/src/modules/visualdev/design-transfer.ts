import type { DesignType } from '@app/common/form';
import type { FastifySchemaValidationError } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { parseExportFile } from '../../platform/files/export-file.js';
import { freeValue } from '../../platform/resource/free-value.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { createBodySchema } from '../../platform/resource/resource-schemas.js';
import { createResource } from '../../platform/resource/resource-write.js';
import { fieldErrors } from '../../platform/validation-messages.js';
import { bodyValidator } from '../../platform/validators.js';
import { DESIGN_RESOURCES } from './design.resource.js';
import { openDesign } from './design.service.js';
import { DESIGN_MENUS } from './design-types.js';

/**
 * Export and import of one design as a JSON file (导出 / 导入 of the design lists): its form, list, tables and
 * flow as stored, and its category by id and by code so it lands in the same category elsewhere. An import
 * is a new draft of the list it is imported into, checked with the designer's save rules like any save;
 * releasing it stays a step of its own.
 */

export const DESIGN_FILE_FORMAT = 'visualdev-design';
export const DESIGN_FILE_VERSION = 1;
// A design's parts are capped at 2 MB each (design.resource.ts); a file holds several of them.
export const DESIGN_FILE_MAX_BYTES = 8 * 1024 * 1024;

const CARRIED = [
  'fullName',
  'enCode',
  'category',
  'webType',
  'dbLinkId',
  'tables',
  'formData',
  'columnData',
  'flowTemplateJson',
  'sortCode',
  'description',
] as const;

export interface DesignFile {
  format: typeof DESIGN_FILE_FORMAT;
  version: typeof DESIGN_FILE_VERSION;
  exportedAt: number;
  /** the type it was exported from (1 功能表单 … 5 流程表单); an import takes the list's type */
  type: DesignType;
  categoryEnCode: string | null;
  design: Partial<Record<(typeof CARRIED)[number], unknown>>;
}

export async function exportDesign(ctx: RequestContext, id: string): Promise<DesignFile> {
  const { type, resource } = await openDesign(ctx, id, 'btn_export');
  const row = await readResource(ctx, resource, id);
  const category = row.category
    ? await ctx.services.db
        .selectFrom('baseDictionaryData')
        .select('enCode')
        .where('id', '=', String(row.category))
        .executeTakeFirst()
    : undefined;
  return {
    format: DESIGN_FILE_FORMAT,
    version: DESIGN_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    type,
    categoryEnCode: category?.enCode ?? null,
    design: Object.fromEntries(CARRIED.map((field) => [field, row[field] ?? null])),
  };
}

/** The file's document, or a refusal saying it is not one. */
export function parseDesignFile(bytes: Buffer): DesignFile {
  return parseExportFile<DesignFile>(
    bytes,
    { format: DESIGN_FILE_FORMAT, version: DESIGN_FILE_VERSION, body: 'design' },
    'visualdev.importWrongFormat',
  );
}

const taken = (ctx: RequestContext, field: 'enCode' | 'fullName') => async (value: string) =>
  !!(await ctx.services.db
    .selectFrom('baseVisualdev')
    .select('id')
    .where(field, '=', value)
    .where('deleteMark', 'is', null)
    .executeTakeFirst());

/**
 * The category on this installation: the one chosen in the dialog, else the file's id when it is here, else
 * the item with the file's code.
 */
async function localCategory(ctx: RequestContext, file: DesignFile, chosen?: string): Promise<string | null> {
  if (chosen) return chosen;
  const id = typeof file.design.category === 'string' ? file.design.category : '';
  const found = await ctx.services.db
    .selectFrom('baseDictionaryData')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', '=', id),
        ...(file.categoryEnCode ? [eb('enCode', '=', String(file.categoryEnCode))] : []),
      ]),
    )
    .where('deleteMark', 'is', null)
    .orderBy((eb) => eb.case().when('id', '=', id).then(0).else(1).end())
    .executeTakeFirst();
  return found?.id ?? null;
}

export interface DesignImportResult {
  id: string;
  /** always 1: the answer has the shape every import of the product gives */
  count: 1;
  renamed: { from: string; to: string }[];
}

/**
 * POST Base/Actions/Import: the file as a new draft of `type`. A code in use is refused (409) unless
 * `duplicates` is 'rename'; a data source the file's tables live in must exist here.
 */
export async function importDesign(
  ctx: RequestContext,
  type: DesignType,
  file: DesignFile,
  options: { duplicates: 'refuse' | 'rename'; categoryId?: string },
): Promise<DesignImportResult> {
  await ctx.requireAccess({ module: DESIGN_MENUS[type], button: 'btn_import' });
  const source = file.design;
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value == null ? null : JSON.stringify(value);
  const body: Row = {
    fullName: String(source.fullName ?? ''),
    enCode: String(source.enCode ?? ''),
    category: await localCategory(ctx, file, options.categoryId?.trim()),
    webType: source.webType ?? 2,
    dbLinkId: typeof source.dbLinkId === 'string' && source.dbLinkId !== '' ? source.dbLinkId : null,
    tables: text(source.tables),
    formData: text(source.formData),
    columnData: text(source.columnData),
    flowTemplateJson: text(source.flowTemplateJson),
    sortCode: Number.isInteger(source.sortCode) ? source.sortCode : 0,
    description: typeof source.description === 'string' ? source.description : null,
  };
  const resource = DESIGN_RESOURCES[type];
  const validate = bodyValidator(createBodySchema(resource));
  if (!validate(body)) {
    const errors = fieldErrors((validate.errors ?? []) as FastifySchemaValidationError[], ctx.lang);
    throw new AppError(400, 400, 'visualdev.invalidDesign', { detail: errors[0].message }, { errors });
  }
  const link = body.dbLinkId as string | null;
  if (link && link !== '0' && !(await ctx.services.dataSources.specOf(link).catch(() => null)))
    throw badRequest('visualdev.importSourceMissing');
  const renamed: DesignImportResult['renamed'] = [];
  const code = String(body.enCode);
  if (code && (await taken(ctx, 'enCode')(code))) {
    if (options.duplicates !== 'rename') throw new AppError(409, 409, 'visualdev.importCodeTaken', { code });
    const to = await freeValue(code, 50, '.copy', taken(ctx, 'enCode'));
    if (!to) throw duplicate('enCode', ctx.lang);
    renamed.push({ from: code, to });
    body.enCode = to;
    const name = String(body.fullName);
    if (name && (await taken(ctx, 'fullName')(name))) {
      const free = await freeValue(name, 100, '副本', taken(ctx, 'fullName'));
      if (!free) throw duplicate('fullName', ctx.lang);
      body.fullName = free;
    }
  }
  const { id } = await createResource(ctx, resource, body);
  return { id, count: 1, renamed };
}
