import type { FastifySchemaValidationError } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { parseExportFile } from '../../platform/files/export-file.js';
import type { Row } from '../../platform/resource/resource.types.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { createBodySchema } from '../../platform/resource/resource-schemas.js';
import { createResource } from '../../platform/resource/resource-write.js';
import { fieldErrors } from '../../platform/validation-messages.js';
import { bodyValidator } from '../../platform/validators.js';
import { flowEngineResource } from './flow-engine.resource.js';
import { freeNames } from './flow-engine.service.js';
import { categoryName, flowFormDesign } from './flow-engine-checks.js';

/**
 * 导出 and 导入 of one flow engine as a JSON file: its draft as stored, and its designed form by id and by
 * code, so it finds the same form on an installation the form was imported into. An import is a new draft,
 * checked like any save; releasing it stays a step of its own.
 */

export const ENGINE_FILE_FORMAT = 'workflow-engine';
export const ENGINE_FILE_VERSION = 1;
// The tree is capped at 2 MB (flow-engine.resource.ts); the rest of the file is small.
export const ENGINE_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** What a file carries: the draft's writable fields, as the form saves them. */
const CARRIED = flowEngineResource.writable.map((field) => field.name);

export interface EngineFile {
  format: typeof ENGINE_FILE_FORMAT;
  version: typeof ENGINE_FILE_VERSION;
  exportedAt: number;
  /** the designed form's code (formType 2), to find it where its id differs */
  formEnCode: string | null;
  engine: Record<string, unknown>;
}

export async function exportEngine(ctx: RequestContext, id: string): Promise<EngineFile> {
  const row = await readResource(ctx, flowEngineResource, id);
  const design = Number(row.formType) === 2 ? await flowFormDesign(ctx, String(row.formId)) : undefined;
  return {
    format: ENGINE_FILE_FORMAT,
    version: ENGINE_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    formEnCode: design?.enCode ?? null,
    engine: Object.fromEntries(CARRIED.map((field) => [field, row[field] ?? null])),
  };
}

/** The file's document, or a refusal saying it is not one. */
export function parseEngineFile(bytes: Buffer): EngineFile {
  return parseExportFile<EngineFile>(
    bytes,
    { format: ENGINE_FILE_FORMAT, version: ENGINE_FILE_VERSION, body: 'engine' },
    'workflow.importWrongFormat',
  );
}

/** The designed form here: the file's id when it is a flow form here, else the flow form with its code. */
async function localForm(ctx: RequestContext, file: EngineFile, formId: string): Promise<string> {
  if (await flowFormDesign(ctx, formId)) return formId;
  const code = typeof file.formEnCode === 'string' ? file.formEnCode : '';
  const found = code
    ? await ctx.services.db
        .selectFrom('baseVisualdev')
        .select('id')
        .where('enCode', '=', code)
        .where('deleteMark', 'is', null)
        .where((eb) => eb.or([eb('type', '=', 3), eb('webType', '=', 3)]))
        .executeTakeFirst()
    : undefined;
  if (!found) throw badRequest('workflow.importFormMissing', { form: (code || formId).slice(0, 50) });
  return found.id;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? null : JSON.stringify(value);

/** The import's answer, shaped as every import of the product answers. */
export interface EngineImportResult {
  id: string;
  count: 1;
  renamed: { from: string; to: string }[];
}

/**
 * A code in use is refused (409) unless `duplicates` is 'rename'. The category is the one chosen in the
 * dialog, else the file's when it exists here, else none.
 */
export async function importEngine(
  ctx: RequestContext,
  file: EngineFile,
  options: { duplicates: 'refuse' | 'rename'; category?: string },
): Promise<EngineImportResult> {
  const source = file.engine;
  const fileCategory =
    typeof source.category === 'string' && (await categoryName(ctx, source.category))
      ? source.category
      : null;
  const body: Row = {
    fullName: String(source.fullName ?? ''),
    enCode: String(source.enCode ?? ''),
    category: options.category || fileCategory,
    type: source.type ?? 0,
    formType: source.formType ?? 2,
    formId: typeof source.formId === 'string' ? source.formId : null,
    icon: typeof source.icon === 'string' ? source.icon : null,
    iconBackground: typeof source.iconBackground === 'string' ? source.iconBackground : null,
    flowTemplateJson: text(source.flowTemplateJson),
    sortCode: Number.isInteger(source.sortCode) ? source.sortCode : 0,
    description: typeof source.description === 'string' ? source.description : null,
  };
  const validate = bodyValidator(createBodySchema(flowEngineResource));
  if (!validate(body)) {
    const errors = fieldErrors((validate.errors ?? []) as FastifySchemaValidationError[], ctx.lang);
    throw new AppError(400, 400, 'workflow.invalidFlow', { detail: errors[0].message }, { errors });
  }
  if (body.formType === 2 && body.formId) body.formId = await localForm(ctx, file, String(body.formId));
  const renamed: EngineImportResult['renamed'] = [];
  const code = String(body.enCode);
  const inUse = await ctx.services.db
    .selectFrom('flowEngine')
    .select('id')
    .where('enCode', '=', code)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (inUse) {
    if (options.duplicates !== 'rename') throw new AppError(409, 409, 'workflow.importCodeTaken', { code });
    const free = await freeNames(ctx, String(body.fullName), code);
    renamed.push({ from: code, to: free.enCode });
    Object.assign(body, free);
  }
  const { id } = await createResource(ctx, flowEngineResource, body);
  return { id, count: 1, renamed };
}
