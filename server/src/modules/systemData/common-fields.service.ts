import type { CommonFieldRow } from '@app/common';
import { sql } from 'kysely';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import { createdBy, updateStamped } from '../../platform/resource/stamps.js';
import { lengthText, parseFieldType } from './data-model/field-types.js';
import { checkComment, checkIdentifier } from './data-model/identifiers.js';

/** 常用字段: ready-made fields the table designer adds in one click (client-facts §5.5 Common fields). */

export interface CommonFieldInput {
  field: string;
  fieldName: string;
  dataType: string;
  dataLength?: string | null;
  allowNull?: 0 | 1;
  defaultValue?: string | null;
}

const COLUMNS = [
  'id',
  'field',
  'fieldName',
  'dataType',
  'dataLength',
  'allowNull',
  'defaultValue',
  'creatorTime',
] as const;

const live = ({ services }: RequestContext) =>
  services.db.selectFrom('baseCommonFields').where('deleteMark', 'is', null);

function rowOf(r: {
  id: string;
  field: string;
  fieldName: string;
  dataType: string;
  dataLength: string | null;
  allowNull: number;
  defaultValue: string | null;
  creatorTime: number;
}): CommonFieldRow {
  return { ...r, allowNull: Number(r.allowNull) === 1 ? 1 : 0, creatorTime: Number(r.creatorTime) };
}

/** GET CommonFields (keyword in the name or description); a short list, not paged. */
export async function listCommonFields(
  ctx: RequestContext,
  keyword?: string,
): Promise<{ list: CommonFieldRow[] }> {
  let q = live(ctx);
  const word = keyword?.trim().toLowerCase();
  if (word)
    q = q.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('field')})`, word),
        contains(sql`lower(${eb.ref('fieldName')})`, word),
      ]),
    );
  const rows = await q.select(COLUMNS).orderBy('sortCode').orderBy('field').execute();
  return { list: rows.map(rowOf) };
}

export async function commonFieldInfo(ctx: RequestContext, id: string): Promise<CommonFieldRow> {
  const row = await live(ctx).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('commonFields.notFound');
  return rowOf(row);
}

function clean(input: CommonFieldInput) {
  const field = checkIdentifier(input.field, 'field');
  const type = parseFieldType(field, input.dataType, input.dataLength);
  return {
    field,
    fieldName: checkComment(input.fieldName),
    dataType: type.dataType,
    dataLength: lengthText(type),
    allowNull: input.allowNull === 0 ? 0 : 1,
    defaultValue: input.defaultValue?.trim() || null,
  };
}

async function checkFree(ctx: RequestContext, field: string, exceptId?: string) {
  let q = live(ctx)
    .select('id')
    .where(sql`lower(${sql.ref('field')})`, '=', field.toLowerCase());
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicate('field', ctx.lang);
}

export async function createCommonField(
  ctx: RequestContext,
  input: CommonFieldInput,
): Promise<{ id: string }> {
  const values = clean(input);
  await checkFree(ctx, values.field);
  const id = newId();
  await ctx.services.db
    .insertInto('baseCommonFields')
    .values({ id, ...values, ...createdBy(ctx) })
    .execute();
  return { id };
}

export async function updateCommonField(
  ctx: RequestContext,
  id: string,
  input: CommonFieldInput,
): Promise<void> {
  const current = await commonFieldInfo(ctx, id);
  const values = clean(keepAbsent(input, current, ['dataLength', 'allowNull', 'defaultValue']));
  await checkFree(ctx, values.field, id);
  await updateStamped(ctx, 'baseCommonFields', id, values);
}

export async function deleteCommonField(ctx: RequestContext, id: string): Promise<void> {
  await commonFieldInfo(ctx, id);
  // Hard delete: the unique field name index must let the name be used again.
  await ctx.services.db.deleteFrom('baseCommonFields').where('id', '=', id).execute();
}
