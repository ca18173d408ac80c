import { type DataField, type DataFieldInput, storedConditions } from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { createdBy, deletedBy, updateStamped } from '../../platform/resource/stamps.js';
import { codeTaken, fieldOf, fieldsQuery, matches, menuOf, schemesQuery } from './data-authorize-rows.js';
import { fieldValues } from './data-authorize-rules.js';
import { requireMenu } from './menu.service.js';

/**
 * The data-permission catalogue of a menu (ModuleDataAuthorize): the fields its schemes may filter on.
 * A field a scheme names keeps its code and type, and cannot be deleted, while that scheme lives.
 */

export async function listFields(
  ctx: RequestContext,
  moduleId: string,
  keyword?: string,
): Promise<{ list: DataField[] }> {
  const { db } = ctx.services;
  await requireMenu(db, moduleId);
  const rows = await fieldsQuery(db).where('moduleId', '=', moduleId).execute();
  return { list: rows.filter((r) => matches(keyword, r.fullName, r.enCode)).map(fieldOf) };
}

async function liveField(db: Db, id: string): Promise<DataField> {
  const row = await fieldsQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('dataAuthorize.fieldNotFound');
  return fieldOf(row);
}

export async function fieldInfo(ctx: RequestContext, id: string): Promise<DataField> {
  return liveField(ctx.services.db, id);
}

export async function createField(ctx: RequestContext, input: DataFieldInput): Promise<{ id: string }> {
  const { db } = ctx.services;
  const moduleId = await menuOf(db, input.moduleId, ctx.lang);
  const values = fieldValues(input, ctx.lang);
  if (await codeTaken(db, 'baseModuleDataAuthorize', moduleId, values.enCode))
    throw duplicate('enCode', ctx.lang);
  const id = newId();
  await db
    .insertInto('baseModuleDataAuthorize')
    .values({ ...values, id, moduleId, ...createdBy(ctx) })
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

export async function updateField(ctx: RequestContext, id: string, input: DataFieldInput): Promise<void> {
  const { db } = ctx.services;
  const current = await liveField(db, id);
  const values = fieldValues(keepAbsent(input, current, OPTIONAL_FIELD_KEYS), ctx.lang);
  if (await codeTaken(db, 'baseModuleDataAuthorize', current.moduleId, values.enCode, id))
    throw duplicate('enCode', ctx.lang);
  // A scheme keeps naming the field by its code and type: changing either under a scheme would change
  // what the scheme lets through.
  if (values.enCode !== current.enCode || values.type !== current.type) {
    const [user] = await schemesUsing(db, current.moduleId, current.enCode);
    if (user)
      throw badRequest('dataAuthorize.fieldInUse', { field: current.fullName, scheme: user.fullName });
  }
  await updateStamped(ctx, 'baseModuleDataAuthorize', id, values);
}

export async function deleteField(ctx: RequestContext, id: string): Promise<void> {
  const { db } = ctx.services;
  const current = await liveField(db, id);
  const [user] = await schemesUsing(db, current.moduleId, current.enCode);
  if (user) throw badRequest('dataAuthorize.fieldInUse', { field: current.fullName, scheme: user.fullName });
  await db.updateTable('baseModuleDataAuthorize').set(deletedBy(ctx)).where('id', '=', id).execute();
}
