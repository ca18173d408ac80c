import { type DataScheme, type DataSchemeInput, type Lang, storedConditions } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { createdBy, flipEnabled, updateStamped } from '../../platform/resource/stamps.js';
import { codeTaken, fieldOf, fieldsQuery, matches, menuOf, schemesQuery } from './data-authorize-rows.js';
import { schemeValues } from './data-authorize-rules.js';
import { type CatalogueField, describeConditions } from './data-condition.js';
import { requireMenu } from './menu.service.js';

/**
 * The data-permission schemes of a menu (ModuleDataAuthorizeScheme): conditions on the menu's catalogue
 * fields that roles are granted. Every change drops the cached grants, which carry the schemes.
 */

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

/** The enabled fields of the menu: what a scheme being saved may name. */
async function catalogue(db: Db, moduleId: string): Promise<CatalogueField[]> {
  const rows = await fieldsQuery(db).where('moduleId', '=', moduleId).where('enabledMark', '=', 1).execute();
  return rows.map(fieldOf);
}

export async function listSchemes(
  ctx: RequestContext,
  moduleId: string,
  keyword?: string,
): Promise<{ list: DataScheme[] }> {
  const { db } = ctx.services;
  await requireMenu(db, moduleId);
  const [rows, fields] = await Promise.all([
    schemesQuery(db).where('moduleId', '=', moduleId).execute(),
    namedFields(db, moduleId),
  ]);
  const list = rows.map((r) => schemeOf(r, fields, ctx.lang));
  return { list: list.filter((r) => matches(keyword, r.fullName, r.enCode, r.conditionText)) };
}

async function liveScheme(db: Db, id: string, lang: Lang = 'zh'): Promise<DataScheme> {
  const row = await schemesQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dataAuthorize.schemeNotFound');
  return schemeOf(row, await namedFields(db, row.moduleId), lang);
}

export async function schemeInfo(ctx: RequestContext, id: string): Promise<DataScheme> {
  return liveScheme(ctx.services.db, id, ctx.lang);
}

export async function createScheme(ctx: RequestContext, input: DataSchemeInput): Promise<{ id: string }> {
  const { db, grants } = ctx.services;
  const moduleId = await menuOf(db, input.moduleId, ctx.lang);
  const values = schemeValues(input, await catalogue(db, moduleId), ctx.lang);
  if (await codeTaken(db, 'baseModuleScheme', moduleId, values.enCode)) throw duplicate('enCode', ctx.lang);
  const id = newId();
  await db
    .insertInto('baseModuleScheme')
    .values({ ...values, id, moduleId, ...createdBy(ctx) })
    .execute();
  await grants.invalidateAll();
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

export async function updateScheme(ctx: RequestContext, id: string, input: DataSchemeInput): Promise<void> {
  const { db, grants } = ctx.services;
  const current = await liveScheme(db, id);
  const whole = keepAbsent(input, current, OPTIONAL_SCHEME_KEYS);
  const values = schemeValues(whole, await catalogue(db, current.moduleId), ctx.lang);
  if (await codeTaken(db, 'baseModuleScheme', current.moduleId, values.enCode, id))
    throw duplicate('enCode', ctx.lang);
  await updateStamped(ctx, 'baseModuleScheme', id, values);
  await grants.invalidateAll();
}

/** Deletes a scheme and every grant of it. */
export async function deleteScheme(ctx: RequestContext, id: string): Promise<void> {
  const { db, grants } = ctx.services;
  await liveScheme(db, id);
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('baseAuthorize')
      .where('itemId', '=', id)
      .where('itemType', '=', 'resource')
      .execute();
    await trx
      .updateTable('baseModuleScheme')
      .set({ deleteMark: 1, deleteTime: now, deleteUserId: ctx.user.id })
      .where('id', '=', id)
      .execute();
  });
  await grants.invalidateAll();
}

export async function toggleScheme(ctx: RequestContext, id: string): Promise<{ enabledMark: number }> {
  const { db, grants } = ctx.services;
  const row = await liveScheme(db, id);
  const answer = await flipEnabled(ctx, 'baseModuleScheme', row);
  await grants.invalidateAll();
  return answer;
}
