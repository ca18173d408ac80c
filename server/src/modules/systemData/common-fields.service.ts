import type { CommonFieldRow, Lang } from '@app/common';
import { sql } from 'kysely';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { notFound } from '../../platform/errors.js';
import { duplicate } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';
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

const live = (services: AppServices) =>
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
  services: AppServices,
  keyword?: string,
): Promise<{ list: CommonFieldRow[] }> {
  let q = live(services);
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

export async function commonFieldInfo(services: AppServices, id: string): Promise<CommonFieldRow> {
  const row = await live(services).select(COLUMNS).where('id', '=', id).executeTakeFirst();
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

async function checkFree(services: AppServices, field: string, lang: Lang, exceptId?: string) {
  let q = live(services)
    .select('id')
    .where(sql`lower(${sql.ref('field')})`, '=', field.toLowerCase());
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicate('field', lang);
}

export async function createCommonField(
  services: AppServices,
  session: ActiveSession,
  input: CommonFieldInput,
  lang: Lang,
): Promise<{ id: string }> {
  const values = clean(input);
  await checkFree(services, values.field, lang);
  const id = newId();
  await services.db
    .insertInto('baseCommonFields')
    .values({ id, ...values, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  return { id };
}

export async function updateCommonField(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: CommonFieldInput,
  lang: Lang,
): Promise<void> {
  const current = await commonFieldInfo(services, id);
  const values = clean(keepAbsent(input, current, ['dataLength', 'allowNull', 'defaultValue']));
  await checkFree(services, values.field, lang, id);
  await services.db
    .updateTable('baseCommonFields')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
}

export async function deleteCommonField(services: AppServices, id: string): Promise<void> {
  await commonFieldInfo(services, id);
  // Hard delete: the unique field name index must let the name be used again.
  await services.db.deleteFrom('baseCommonFields').where('id', '=', id).execute();
}
