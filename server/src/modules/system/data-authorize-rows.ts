import { DATA_FIELD_TYPES, type DataField, type DataFieldType, type Lang } from '@app/common';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../platform/field-checks.js';
import { requireMenu } from './menu.service.js';

/**
 * Reading a menu's data-permission catalogue (ModuleDataAuthorize: the fields its schemes may filter on) and
 * its schemes (ModuleDataAuthorizeScheme), shared by the field and scheme services.
 */

const FIELD_COLUMNS = [
  'id',
  'moduleId',
  'fullName',
  'enCode',
  'type',
  'conditionSymbol',
  'conditionText',
  'bindTable',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
] as const;

/** The live fields in display order. */
export function fieldsQuery(db: Db) {
  return db
    .selectFrom('baseModuleDataAuthorize')
    .select(FIELD_COLUMNS)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id');
}

type FieldRow = Awaited<ReturnType<ReturnType<typeof fieldsQuery>['execute']>>[number];

export const fieldOf = (r: FieldRow): DataField => ({
  ...r,
  type: (DATA_FIELD_TYPES as readonly string[]).includes(r.type) ? (r.type as DataFieldType) : 'string',
  conditionText: r.conditionText ?? '',
  bindTable: r.bindTable ?? '',
  sortCode: Number(r.sortCode),
  enabledMark: r.enabledMark === 1 ? 1 : 0,
  description: r.description ?? '',
  creatorTime: Number(r.creatorTime),
});

const SCHEME_COLUMNS = [
  'id',
  'moduleId',
  'fullName',
  'enCode',
  'conditionJson',
  'conditionText',
  'matchLogic',
  'allData',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
] as const;

/** The live schemes in display order. */
export function schemesQuery(db: Db) {
  return db
    .selectFrom('baseModuleScheme')
    .select(SCHEME_COLUMNS)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id');
}

/** Whether a keyword (case ignored) is in any of the texts; no keyword keeps everything. */
export function matches(keyword: string | undefined, ...texts: (string | null)[]) {
  const word = keyword?.trim().toLowerCase();
  return !word || texts.some((t) => t?.toLowerCase().includes(word));
}

type PerMenuTable = 'baseModuleDataAuthorize' | 'baseModuleScheme';

/** Whether another live row of the menu already has the code (codes are unique per menu). */
export async function codeTaken(
  db: Db,
  table: PerMenuTable,
  moduleId: string,
  enCode: string,
  exceptId = '',
) {
  return db
    .selectFrom(table)
    .select('id')
    .where('moduleId', '=', moduleId)
    .where('enCode', '=', enCode)
    .where('deleteMark', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/** The menu a new field or scheme is for: named, and live. */
export async function menuOf(db: Db, moduleId: string | undefined, lang: Lang): Promise<string> {
  const id = moduleId?.trim() ?? '';
  if (!id) throw fieldError('moduleId', 'validation.required', lang);
  await requireMenu(db, id);
  return id;
}
