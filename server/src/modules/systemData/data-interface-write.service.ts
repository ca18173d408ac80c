import {
  DATA_INTERFACE_METHODS,
  DATA_INTERFACE_TYPES,
  type DataInterfaceFields,
  type DataInterfaceSaved,
  type DataInterfaceWarning,
  type Lang,
  unmarkedSqlWrite,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { switchResourceState } from '../../platform/resource/resource-write.js';
import { createdBy, updateStamped } from '../../platform/resource/stamps.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { dataInterfaceResource } from './data-interface.resource.js';
import { categories, QUERY_MAX, rowOf, storedInterface } from './data-interface.service.js';
import { callRuleValues } from './data-interface-access.js';
import { checkedUrl } from './data-interface-http.js';
import { checkedParams } from './data-interface-params.js';
import { sqlRunnerOf } from './data-interface-sources.js';
import { databaseMessage } from './data-interface-sql.js';
import { bindSql, paramNames, scanSql, withoutTrailingSemicolons } from './data-interface-sql-text.js';

/**
 * Saving 数据接口 records: create, update and enabling. An interface is only enabled once it works: its
 * SQL prepares on its data source, its static JSON parses, its URL is an http(s) address.
 */

export type DataInterfaceInput = Partial<DataInterfaceFields> &
  Pick<DataInterfaceFields, 'fullName' | 'enCode'>;

/** The record's stored values, or a refusal naming the field (the form and the import share it). */
export async function interfaceValues(ctx: RequestContext, input: DataInterfaceInput, nameChanged = true) {
  const { lang } = ctx;
  const fullName = String(input.fullName ?? '').trim();
  const enCode = String(input.enCode ?? '').trim();
  checkNameAndCode(fullName, enCode, lang, nameChanged);
  const categoryId = String(input.categoryId ?? '').trim();
  if (!categoryId) throw fieldError('categoryId', 'validation.required', lang);
  if (!(await categories(ctx.services.db)).some((c) => c.id === categoryId))
    throw fieldError('categoryId', 'dataInterface.categoryNotFound', lang);
  const dataType = input.dataType ?? 2;
  if (!(DATA_INTERFACE_TYPES as readonly number[]).includes(dataType))
    throw fieldError('dataType', 'validation.type', lang);
  const requestMethod = String(input.requestMethod ?? 'GET').toUpperCase();
  if (!(DATA_INTERFACE_METHODS as readonly string[]).includes(requestMethod))
    throw fieldError('requestMethod', 'validation.type', lang);
  const requestParameters = checkedParams(input.requestParameters, lang);
  const query = String(input.query ?? '');
  if (!query.trim()) throw fieldError('query', 'validation.required', lang);
  if (query.length > QUERY_MAX) throw fieldError('query', 'validation.maxLength', lang);
  const dbLinkId = String(input.dbLinkId ?? '0').trim() || '0';
  if (dataType === 1) {
    const declared = new Set(requestParameters.map((p) => p.field));
    const missing = paramNames(scanSql(query)).find((name) => !declared.has(name));
    if (missing)
      throw new AppError(
        400,
        400,
        'dataInterface.paramUndeclared',
        { name: `{${missing}}` },
        {
          errors: [
            {
              field: 'query',
              message: translate('dataInterface.paramUndeclared', lang, { name: `{${missing}}` }),
            },
          ],
        },
      );
  }
  return {
    fullName,
    enCode,
    categoryId,
    dbLinkId: dataType === 1 ? dbLinkId : '0',
    dataType,
    requestMethod,
    responseType: 'json',
    requestParameters: JSON.stringify(requestParameters),
    query,
    isWrite: dataType === 1 && input.isWrite === 1 ? 1 : 0,
    ...(await callRuleValues(ctx.services.db, input, dataType, lang)),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark === 1 ? 1 : 0,
    description: text(input.description),
  };
}

/**
 * What an enabled interface must pass: its SQL prepares on its source (EXPLAIN, parameters bound as
 * null), its static JSON parses, its URL is http(s). The database's own message says what is wrong.
 */
export async function checkRunnable(
  ctx: RequestContext,
  values: { dataType: number; query: string; dbLinkId: string; isWrite: number },
) {
  const { lang } = ctx;
  const cannot = (error: string) =>
    new AppError(
      400,
      400,
      'dataInterface.cannotEnable',
      { error },
      {
        errors: [{ field: 'query', message: translate('dataInterface.cannotEnable', lang, { error }) }],
      },
    );
  if (values.dataType === 2) {
    try {
      JSON.parse(values.query);
    } catch (error) {
      throw new AppError(
        400,
        400,
        'dataInterface.jsonInvalid',
        { error: databaseMessage(error) },
        {
          errors: [
            {
              field: 'query',
              message: translate('dataInterface.jsonInvalid', lang, { error: databaseMessage(error) }),
            },
          ],
        },
      );
    }
    return;
  }
  if (values.dataType === 3) {
    checkedUrl(values.query);
    return;
  }
  const runner = await sqlRunnerOf(ctx.services, values.dbLinkId);
  const tokens = scanSql(values.query);
  const nulls = new Proxy({}, { get: () => null }) as Record<string, null>;
  const bound = bindSql(tokens, runner.dialect, nulls, nulls as never);
  try {
    await runner.check(
      { text: withoutTrailingSemicolons(bound.text), parameters: bound.parameters },
      values.isWrite === 1,
    );
  } catch (error) {
    throw cannot(databaseMessage(error));
  }
}

/**
 * What the saved record should have said: a statement that writes without the write mark is kept (the
 * original accepts it) and named here, so the caller learns it now rather than at the first call.
 */
function warningsOf(ctx: RequestContext, values: { dataType: number; isWrite: number; query: string }) {
  const word = unmarkedSqlWrite(values);
  if (!word) return {};
  const warning: DataInterfaceWarning = {
    field: 'isWrite',
    code: 'dataInterface.writeUnmarked',
    message: translate('dataInterface.writeUnmarked', ctx.lang, { word }),
  };
  return { warnings: [warning] };
}

async function checkFree(db: Db, values: { enCode: string; fullName: string }, lang: Lang, selfId = '') {
  const taken = await db
    .selectFrom('baseDataInterface')
    .select(['enCode', 'fullName'])
    .where('id', '!=', selfId)
    .where((eb) => eb.or([eb('enCode', '=', values.enCode), eb('fullName', '=', values.fullName)]))
    .execute();
  if (taken.some((r) => r.enCode === values.enCode)) throw duplicate('enCode', lang);
  if (taken.length > 0) throw duplicate('fullName', lang);
}

export async function createInterface(
  ctx: RequestContext,
  input: DataInterfaceInput,
): Promise<DataInterfaceSaved> {
  const { lang } = ctx;
  const { db } = ctx.services;
  const values = await interfaceValues(ctx, input);
  await checkFree(db, values, lang);
  if (values.enabledMark === 1) await checkRunnable(ctx, values);
  const id = newId();
  try {
    await db
      .insertInto('baseDataInterface')
      .values({ ...values, id, ...createdBy(ctx) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
  return { id, ...warningsOf(ctx, values) };
}

/** What an update may leave out: each keeps its stored value. */
const OPTIONAL_FIELDS = [
  'categoryId',
  'dbLinkId',
  'dataType',
  'requestMethod',
  'requestParameters',
  'query',
  'isWrite',
  'callScope',
  'callRoleIds',
  'sortCode',
  'enabledMark',
  'description',
] as const;

export async function updateInterface(
  ctx: RequestContext,
  id: string,
  input: DataInterfaceInput,
): Promise<Pick<DataInterfaceSaved, 'warnings'> | null> {
  const { lang } = ctx;
  const { db } = ctx.services;
  const current = await storedInterface(db, id);
  const whole = keepAbsent(input, rowOf(current, null), OPTIONAL_FIELDS);
  const values = await interfaceValues(ctx, whole, current.fullName !== String(input.fullName ?? '').trim());
  await checkFree(db, values, lang, id);
  if (values.enabledMark === 1) await checkRunnable(ctx, values);
  try {
    await updateStamped(ctx, 'baseDataInterface', id, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
  const warned = warningsOf(ctx, values);
  return warned.warnings ? warned : null;
}

/** PUT {id}/Actions/State: enabling checks that the interface works, as saving it enabled does. */
export async function toggleInterface(ctx: RequestContext, id: string): Promise<{ enabledMark: 0 | 1 }> {
  const current = await storedInterface(ctx.services.db, id);
  if (Number(current.enabledMark) !== 1)
    await checkRunnable(ctx, {
      dataType: Number(current.dataType),
      query: current.query ?? '',
      dbLinkId: current.dbLinkId,
      isWrite: Number(current.isWrite),
    });
  return (await switchResourceState(ctx, dataInterfaceResource, id)) as { enabledMark: 0 | 1 };
}
