import {
  CONDITION_OPS,
  DATA_FIELD_TYPES,
  type DataField,
  type DataFieldInput,
  type DataFieldType,
  type DataScheme,
  type DataSchemeInput,
  type Lang,
  type Logic,
  storedConditions,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { duplicate, fieldError, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import type { AppServices } from '../../platform/services.js';
import { type CatalogueField, checkConditions, describeConditions } from './data-condition.js';
import { requireMenu } from './menu.service.js';

/**
 * The data-permission catalogue of a menu (ModuleDataAuthorize: the fields its schemes may filter on)
 * and its schemes (ModuleDataAuthorizeScheme). Field names are column identifiers, so they follow a
 * strict pattern; the SQL itself is only ever built from the list's own column map (data-scope.ts).
 */

const FIELD_CODE = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const SCHEME_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

// ------------------------------------------------------------------------------------------------
// Fields

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

function fieldsQuery(db: Db) {
  return db
    .selectFrom('baseModuleDataAuthorize')
    .select(FIELD_COLUMNS)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id');
}

type FieldRow = Awaited<ReturnType<ReturnType<typeof fieldsQuery>['execute']>>[number];

const fieldOf = (r: FieldRow): DataField => ({
  ...r,
  type: (DATA_FIELD_TYPES as readonly string[]).includes(r.type) ? (r.type as DataFieldType) : 'string',
  conditionText: r.conditionText ?? '',
  bindTable: r.bindTable ?? '',
  sortCode: Number(r.sortCode),
  enabledMark: r.enabledMark === 1 ? 1 : 0,
  description: r.description ?? '',
  creatorTime: Number(r.creatorTime),
});

function matches(keyword: string | undefined, ...texts: (string | null)[]) {
  const word = keyword?.trim().toLowerCase();
  return !word || texts.some((t) => t?.toLowerCase().includes(word));
}

export async function listFields(db: Db, moduleId: string, keyword?: string): Promise<{ list: DataField[] }> {
  await requireMenu(db, moduleId);
  const rows = await fieldsQuery(db).where('moduleId', '=', moduleId).execute();
  return { list: rows.filter((r) => matches(keyword, r.fullName, r.enCode)).map(fieldOf) };
}

async function liveField(db: Db, id: string): Promise<DataField> {
  const row = await fieldsQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dataAuthorize.fieldNotFound');
  return fieldOf(row);
}

export const fieldInfo = liveField;

function fieldValues(input: DataFieldInput, lang: Lang) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!FIELD_CODE.test(enCode)) throw fieldError('enCode', 'dataAuthorize.fieldPattern', lang);
  const symbols = (input.conditionSymbol ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (symbols.length === 0) throw fieldError('conditionSymbol', 'validation.required', lang);
  const unknown = symbols.find((s) => !(CONDITION_OPS as readonly string[]).includes(s));
  if (unknown) throw badRequest('dataAuthorize.unknownSymbol', { symbol: unknown });
  return {
    fullName,
    enCode,
    type: input.type ?? 'string',
    conditionSymbol: [...new Set(symbols)].join(','),
    conditionText: text(input.conditionText),
    bindTable: text(input.bindTable),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
}

type PerMenuTable = 'baseModuleDataAuthorize' | 'baseModuleScheme';

/** Whether another live row of the menu already has the code (codes are unique per menu). */
async function codeTaken(db: Db, table: PerMenuTable, moduleId: string, enCode: string, exceptId = '') {
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
async function menuOf(db: Db, moduleId: string | undefined, lang: Lang): Promise<string> {
  const id = moduleId?.trim() ?? '';
  if (!id) throw fieldError('moduleId', 'validation.required', lang);
  await requireMenu(db, id);
  return id;
}

export async function createField(
  services: AppServices,
  session: ActiveSession,
  input: DataFieldInput,
  lang: Lang,
): Promise<{ id: string }> {
  const moduleId = await menuOf(services.db, input.moduleId, lang);
  const values = fieldValues(input, lang);
  if (await codeTaken(services.db, 'baseModuleDataAuthorize', moduleId, values.enCode))
    throw duplicate('enCode', lang);
  const id = newId();
  await services.db
    .insertInto('baseModuleDataAuthorize')
    .values({ ...values, id, moduleId, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  return { id };
}

/** The live schemes of a menu whose conditions name the field. */
async function schemesUsing(db: Db, moduleId: string, enCode: string) {
  const rows = await schemesQuery(db).where('moduleId', '=', moduleId).execute();
  return rows.filter((r) =>
    storedConditions(r.conditionJson).some((g) => g.groups.some((i) => i.field === enCode)),
  );
}

/** What an update of a field may leave out: each keeps its stored value. */
const OPTIONAL_FIELD_KEYS = [
  'type',
  'conditionText',
  'bindTable',
  'sortCode',
  'enabledMark',
  'description',
] as const;

export async function updateField(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: DataFieldInput,
  lang: Lang,
): Promise<void> {
  const current = await liveField(services.db, id);
  const values = fieldValues(keepAbsent(input, current, OPTIONAL_FIELD_KEYS), lang);
  if (await codeTaken(services.db, 'baseModuleDataAuthorize', current.moduleId, values.enCode, id))
    throw duplicate('enCode', lang);
  // A scheme keeps naming the field by its code and type: changing either under a scheme would change
  // what the scheme lets through.
  if (values.enCode !== current.enCode || values.type !== current.type) {
    const [user] = await schemesUsing(services.db, current.moduleId, current.enCode);
    if (user)
      throw badRequest('dataAuthorize.fieldInUse', { field: current.fullName, scheme: user.fullName });
  }
  await services.db
    .updateTable('baseModuleDataAuthorize')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
}

export async function deleteField(services: AppServices, session: ActiveSession, id: string): Promise<void> {
  const current = await liveField(services.db, id);
  const [user] = await schemesUsing(services.db, current.moduleId, current.enCode);
  if (user) throw badRequest('dataAuthorize.fieldInUse', { field: current.fullName, scheme: user.fullName });
  await services.db
    .updateTable('baseModuleDataAuthorize')
    .set({ deleteMark: 1, deleteTime: services.clock.now(), deleteUserId: session.user.id })
    .where('id', '=', id)
    .execute();
}

// ------------------------------------------------------------------------------------------------
// Schemes

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

export function schemesQuery(db: Db) {
  return db
    .selectFrom('baseModuleScheme')
    .select(SCHEME_COLUMNS)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id');
}

type SchemeRow = Awaited<ReturnType<ReturnType<typeof schemesQuery>['execute']>>[number];

/**
 * The scheme as the screens show it. Its readable conditions are written again in the reader's
 * language from the menu's fields (what was stored is the saver's language).
 */
function schemeOf(r: SchemeRow, fields: CatalogueField[], lang: Lang): DataScheme {
  const groups = r.allData === 1 ? [] : storedConditions(r.conditionJson);
  const matchLogic = r.matchLogic === 'or' ? 'or' : 'and';
  return {
    ...r,
    conditionText: groups.length ? describeConditions(groups, matchLogic, fields, lang) : r.conditionText,
    matchLogic,
    allData: r.allData === 1 ? 1 : 0,
    sortCode: Number(r.sortCode),
    enabledMark: r.enabledMark === 1 ? 1 : 0,
    creatorTime: Number(r.creatorTime),
  };
}

/** Every live field of the menu, disabled ones too: a scheme may still name one. */
async function namedFields(db: Db, moduleId: string): Promise<CatalogueField[]> {
  return (await fieldsQuery(db).where('moduleId', '=', moduleId).execute()).map(fieldOf);
}

export async function listSchemes(
  db: Db,
  moduleId: string,
  lang: Lang,
  keyword?: string,
): Promise<{ list: DataScheme[] }> {
  await requireMenu(db, moduleId);
  const [rows, fields] = await Promise.all([
    schemesQuery(db).where('moduleId', '=', moduleId).execute(),
    namedFields(db, moduleId),
  ]);
  const list = rows.map((r) => schemeOf(r, fields, lang));
  return { list: list.filter((r) => matches(keyword, r.fullName, r.enCode, r.conditionText)) };
}

async function liveScheme(db: Db, id: string, lang: Lang = 'zh'): Promise<DataScheme> {
  const row = await schemesQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dataAuthorize.schemeNotFound');
  return schemeOf(row, await namedFields(db, row.moduleId), lang);
}

export const schemeInfo = (db: Db, id: string, lang: Lang) => liveScheme(db, id, lang);

async function catalogue(db: Db, moduleId: string): Promise<CatalogueField[]> {
  const rows = await fieldsQuery(db).where('moduleId', '=', moduleId).where('enabledMark', '=', 1).execute();
  return rows.map(fieldOf);
}

async function schemeValues(db: Db, moduleId: string, input: DataSchemeInput, lang: Lang) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!SCHEME_CODE.test(enCode)) throw fieldError('enCode', 'moduleItem.codePattern', lang);
  const matchLogic: Logic = input.matchLogic ?? 'and';
  const allData = input.allData ?? 0;
  let conditionJson: string | null = null;
  let conditionText: string | null = null;
  if (allData !== 1) {
    if (!input.conditionJson?.trim()) throw badRequest('dataAuthorize.conditionsRequired');
    const fields = await catalogue(db, moduleId);
    const groups = checkConditions(input.conditionJson, fields);
    conditionJson = JSON.stringify(groups);
    conditionText = describeConditions(groups, matchLogic, fields, lang);
  }
  return {
    fullName,
    enCode,
    matchLogic,
    allData,
    conditionJson,
    conditionText,
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
}

export async function createScheme(
  services: AppServices,
  session: ActiveSession,
  input: DataSchemeInput,
  lang: Lang,
): Promise<{ id: string }> {
  const moduleId = await menuOf(services.db, input.moduleId, lang);
  const values = await schemeValues(services.db, moduleId, input, lang);
  if (await codeTaken(services.db, 'baseModuleScheme', moduleId, values.enCode))
    throw duplicate('enCode', lang);
  const id = newId();
  await services.db
    .insertInto('baseModuleScheme')
    .values({ ...values, id, moduleId, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  await services.grants.invalidateAll();
  return { id };
}

/** What an update of a scheme may leave out: each keeps its stored value. */
const OPTIONAL_SCHEME_KEYS = [
  'conditionJson',
  'matchLogic',
  'allData',
  'sortCode',
  'enabledMark',
  'description',
] as const;

export async function updateScheme(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: DataSchemeInput,
  lang: Lang,
): Promise<void> {
  const current = await liveScheme(services.db, id);
  const whole = keepAbsent(input, current, OPTIONAL_SCHEME_KEYS);
  const values = await schemeValues(services.db, current.moduleId, whole, lang);
  if (await codeTaken(services.db, 'baseModuleScheme', current.moduleId, values.enCode, id))
    throw duplicate('enCode', lang);
  await services.db
    .updateTable('baseModuleScheme')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  await services.grants.invalidateAll();
}

/** Deletes a scheme and every grant of it. */
export async function deleteScheme(services: AppServices, session: ActiveSession, id: string): Promise<void> {
  await liveScheme(services.db, id);
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('baseAuthorize')
      .where('itemId', '=', id)
      .where('itemType', '=', 'resource')
      .execute();
    await trx
      .updateTable('baseModuleScheme')
      .set({ deleteMark: 1, deleteTime: now, deleteUserId: session.user.id })
      .where('id', '=', id)
      .execute();
  });
  await services.grants.invalidateAll();
}

export async function toggleScheme(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveScheme(services.db, id);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await services.db
    .updateTable('baseModuleScheme')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  await services.grants.invalidateAll();
  return { enabledMark };
}
