import type { DataInterfaceFields } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { parseExportFile } from '../../platform/files/export-file.js';
import { newId } from '../../platform/ids.js';
import { freeValue } from '../../platform/resource/free-value.js';
import { createdBy } from '../../platform/resource/stamps.js';
import { categories, interfaceInfo } from './data-interface.service.js';
import { type DataInterfaceInput, interfaceValues } from './data-interface-write.service.js';

/**
 * Export and import of one data interface as a JSON file. The file names its category by id and by
 * code, so it lands in the same category on another installation. An import is checked whole (the
 * form's rules) before anything is written, and arrives disabled: enabling runs the usual checks there.
 */

export const DATA_INTERFACE_FILE_FORMAT = 'data-interface';
export const DATA_INTERFACE_FILE_VERSION = 1;
export const DATA_INTERFACE_FILE_MAX_BYTES = 256 * 1024;

export interface DataInterfaceFile {
  format: typeof DATA_INTERFACE_FILE_FORMAT;
  version: typeof DATA_INTERFACE_FILE_VERSION;
  exportedAt: number;
  categoryEnCode: string | null;
  /** callRoleIds stay behind: role ids belong to one installation */
  interface: Omit<DataInterfaceFields, 'enabledMark' | 'callRoleIds'>;
}

export async function exportInterface(ctx: RequestContext, id: string): Promise<DataInterfaceFile> {
  const row = await interfaceInfo(ctx, id);
  const category = await ctx.services.db
    .selectFrom('baseDictionaryData')
    .select('enCode')
    .where('id', '=', row.categoryId)
    .executeTakeFirst();
  return {
    format: DATA_INTERFACE_FILE_FORMAT,
    version: DATA_INTERFACE_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    categoryEnCode: category?.enCode ?? null,
    interface: {
      fullName: row.fullName,
      enCode: row.enCode,
      categoryId: row.categoryId,
      dbLinkId: row.dbLinkId,
      dataType: row.dataType,
      requestMethod: row.requestMethod,
      responseType: row.responseType,
      requestParameters: row.requestParameters,
      query: row.query,
      isWrite: row.isWrite,
      callScope: row.callScope,
      sortCode: row.sortCode,
      description: row.description,
    },
  };
}

/** The file's document, or a refusal saying it is not one. */
export function parseInterfaceFile(bytes: Buffer): DataInterfaceFile {
  return parseExportFile<DataInterfaceFile>(
    bytes,
    { format: DATA_INTERFACE_FILE_FORMAT, version: DATA_INTERFACE_FILE_VERSION, body: 'interface' },
    'dataInterface.wrongFormat',
  );
}

const codeTaken = async (db: Db, enCode: string) =>
  !!(await db.selectFrom('baseDataInterface').select('id').where('enCode', '=', enCode).executeTakeFirst());

const nameTaken = async (db: Db, fullName: string) =>
  !!(await db
    .selectFrom('baseDataInterface')
    .select('id')
    .where('fullName', '=', fullName)
    .executeTakeFirst());

export interface ImportResult {
  id: string;
  /** always 1: the answer has the shape every import of the product gives */
  count: number;
  renamed: { from: string; to: string }[];
}

/** POST DataInterface/Action/Import: a code in use is refused (409) unless `rename` asks for a free one. */
export async function importInterface(
  ctx: RequestContext,
  file: DataInterfaceFile,
  options: { duplicates: 'refuse' | 'rename'; categoryId?: string },
): Promise<ImportResult> {
  const { lang } = ctx;
  const { db } = ctx.services;
  const source = file.interface as Partial<DataInterfaceInput>;
  // The category chosen in the dialog, else the file's by id, else by code, on this installation.
  const cats = await categories(db);
  let categoryId = options.categoryId?.trim() || String(source.categoryId ?? '');
  if (!options.categoryId?.trim() && !cats.some((c) => c.id === categoryId) && file.categoryEnCode) {
    const byCode = await db
      .selectFrom('baseDictionaryData')
      .select('id')
      .where('enCode', '=', String(file.categoryEnCode))
      .where(
        'id',
        'in',
        cats.map((c) => c.id),
      )
      .executeTakeFirst();
    if (byCode) categoryId = byCode.id;
  }
  const values = await interfaceValues(ctx, {
    ...source,
    fullName: String(source.fullName ?? ''),
    enCode: String(source.enCode ?? ''),
    categoryId,
    dataType: Number(source.dataType) as DataInterfaceInput['dataType'],
    isWrite: Number(source.isWrite) === 1 ? 1 : 0,
    // Open to everyone when the file says so; roles do not travel, so otherwise the type's default.
    callScope: source.callScope === 'everyone' ? 'everyone' : undefined,
    callRoleIds: undefined,
    sortCode: Number.isInteger(source.sortCode) ? source.sortCode : 0,
    enabledMark: 0,
    description: typeof source.description === 'string' ? source.description : null,
  });
  const renamed: ImportResult['renamed'] = [];
  if (await codeTaken(db, values.enCode)) {
    if (options.duplicates !== 'rename')
      throw new AppError(409, 409, 'dataInterface.codeTaken', { code: values.enCode });
    const to = await freeValue(values.enCode, 50, '.copy', (c) => codeTaken(db, c));
    if (!to) throw duplicate('enCode', lang);
    renamed.push({ from: values.enCode, to });
    values.enCode = to;
    if (await nameTaken(db, values.fullName)) {
      const name = await freeValue(values.fullName, 100, '-副本', (c) => nameTaken(db, c));
      if (!name) throw duplicate('fullName', lang);
      values.fullName = name;
    }
  } else if (await nameTaken(db, values.fullName)) throw duplicate('fullName', lang);
  const id = newId();
  await db
    .insertInto('baseDataInterface')
    .values({ ...values, id, ...createdBy(ctx) })
    .execute();
  return { id, count: 1, renamed };
}
