import {
  DATA_INTERFACE_METHODS,
  DATA_INTERFACE_TYPES,
  type DataInterfaceFields,
  type DataInterfaceListRow,
  type DataInterfaceMethod,
  type DataInterfaceParam,
  type DataInterfaceRow,
  type DataInterfaceSelectorNode,
  type DataInterfaceType,
  type Lang,
  type Paged,
} from '@app/common';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';
import { type CallRule, callRuleValues, roleIdsOf, scopeOf } from './data-interface-access.js';
import { checkedUrl } from './data-interface-http.js';
import { checkedParams } from './data-interface-params.js';
import { sqlRunnerOf } from './data-interface-sources.js';
import { databaseMessage } from './data-interface-sql.js';
import { bindSql, paramNames, scanSql, withoutTrailingSemicolons } from './data-interface-sql-text.js';

/**
 * 数据接口 records (client-facts §5.5, server-facts §4): list, selector, CRUD and state. Running an
 * interface is data-interface-call.ts. An interface is only enabled once it works: its SQL prepares on
 * its data source, its static JSON parses, its URL is an http(s) address.
 */

export const DATA_INTERFACE_MODULE = 'systemData.dataInterface';
export const CATEGORY_DICTIONARY = 'DataInterfaceType';
export const QUERY_MAX = 100_000;

const COLUMNS = [
  'id',
  'categoryId',
  'fullName',
  'enCode',
  'dbLinkId',
  'dataType',
  'requestMethod',
  'responseType',
  'requestParameters',
  'query',
  'isWrite',
  'callScope',
  'callRoleIds',
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
  'lastModifyTime',
] as const;

export type StoredInterface = {
  id: string;
  categoryId: string;
  fullName: string;
  enCode: string;
  dbLinkId: string;
  dataType: number;
  requestMethod: string;
  responseType: string;
  requestParameters: string | null;
  query: string | null;
  isWrite: number;
  callScope: string;
  callRoleIds: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
};

export function paramsOf(stored: Pick<StoredInterface, 'requestParameters'>): DataInterfaceParam[] {
  try {
    const value = JSON.parse(stored.requestParameters ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function rowOf(r: StoredInterface, categoryName: string | null): DataInterfaceRow {
  return {
    id: r.id,
    categoryId: r.categoryId,
    categoryName,
    fullName: r.fullName,
    enCode: r.enCode,
    dbLinkId: r.dbLinkId,
    dataType: Number(r.dataType) as DataInterfaceType,
    requestMethod: (r.requestMethod === 'POST' ? 'POST' : 'GET') as DataInterfaceMethod,
    responseType: 'json',
    requestParameters: paramsOf(r),
    query: r.query ?? '',
    isWrite: Number(r.isWrite) === 1 ? 1 : 0,
    callScope: scopeOf(r.callScope),
    callRoleIds: roleIdsOf(r),
    sortCode: Number(r.sortCode),
    enabledMark: Number(r.enabledMark) === 1 ? 1 : 0,
    description: r.description,
    creatorTime: Number(r.creatorTime),
    lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
  };
}

/** The DataInterfaceType dictionary's live items, id → name, in their order. */
export async function categories(db: Db): Promise<{ id: string; fullName: string; enabledMark: number }[]> {
  return db
    .selectFrom('baseDictionaryData as d')
    .innerJoin('baseDictionaryType as t', 't.id', 'd.dictionaryTypeId')
    .select(['d.id', 'd.fullName', 'd.enabledMark'])
    .where('t.enCode', '=', CATEGORY_DICTIONARY)
    .where('t.deleteMark', 'is', null)
    .where('d.deleteMark', 'is', null)
    .orderBy('d.sortCode')
    .orderBy('d.creatorTime')
    .execute();
}

// Every call of an interface reads its row first; the statement is built once per database, since building
// it through the query builder costs more than running it.
const byIdQuery = new WeakMap<Db, CompiledQuery>();

export async function storedInterface(db: Db, id: string): Promise<StoredInterface> {
  let query = byIdQuery.get(db);
  if (!query) {
    query = db.selectFrom('baseDataInterface').select(COLUMNS).where('id', '=', '').compile();
    byIdQuery.set(db, query);
  }
  const { rows } = await db.executeQuery<StoredInterface>({ ...query, parameters: [id] });
  if (!rows[0]) throw notFound('dataInterface.notFound');
  return rows[0];
}

export interface DataInterfaceQuery extends PageQuery {
  categoryId?: string;
  dataType?: number;
}

/** GET DataInterface: paged; keyword in the name or code; categoryId; sort code, then newest first. */
export async function listInterfaces(
  services: AppServices,
  query: DataInterfaceQuery,
): Promise<Paged<DataInterfaceListRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = services.db.selectFrom('baseDataInterface');
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('fullName')})`, keyword),
        contains(sql`lower(${eb.ref('enCode')})`, keyword),
      ]),
    );
  if (query.categoryId) base = base.where('categoryId', '=', query.categoryId);
  if (query.dataType) base = base.where('dataType', '=', query.dataType);
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(COLUMNS)
    .orderBy('sortCode')
    .orderBy('creatorTime', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const names = new Map((await categories(services.db)).map((c) => [c.id, c.fullName]));
  return {
    list: rows.map((r) => {
      const { query: _q, requestParameters: _p, ...rest } = rowOf(r, names.get(r.categoryId) ?? null);
      return rest;
    }),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

export async function interfaceInfo(services: AppServices, id: string): Promise<DataInterfaceRow> {
  const row = await storedInterface(services.db, id);
  const names = new Map((await categories(services.db)).map((c) => [c.id, c.fullName]));
  return rowOf(row, names.get(row.categoryId) ?? null);
}

/** GET DataInterface/Selector: the categories, each with its enabled interfaces (empty ones left out). */
export async function interfaceSelector(
  services: AppServices,
  mayCall: (rule: CallRule) => Promise<boolean>,
): Promise<DataInterfaceSelectorNode[]> {
  const enabled = await services.db
    .selectFrom('baseDataInterface')
    .select(['id', 'fullName', 'categoryId', 'dataType', 'callScope', 'callRoleIds'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime', 'desc')
    .execute();
  const rows = [];
  for (const row of enabled) if (await mayCall(row)) rows.push(row);
  const tree: DataInterfaceSelectorNode[] = [];
  for (const c of await categories(services.db)) {
    const children = rows
      .filter((r) => r.categoryId === c.id)
      .map((r) => ({
        id: r.id,
        fullName: r.fullName,
        type: 'interface' as const,
        dataType: Number(r.dataType) as DataInterfaceType,
      }));
    if (children.length > 0) tree.push({ id: c.id, fullName: c.fullName, type: 'category', children });
  }
  return tree;
}

export type DataInterfaceInput = Partial<DataInterfaceFields> &
  Pick<DataInterfaceFields, 'fullName' | 'enCode'>;

/** The record's stored values, or a refusal naming the field (the form and the import share it). */
export async function interfaceValues(
  services: AppServices,
  input: DataInterfaceInput,
  lang: Lang,
  nameChanged = true,
) {
  const fullName = String(input.fullName ?? '').trim();
  const enCode = String(input.enCode ?? '').trim();
  checkNameAndCode(fullName, enCode, lang, nameChanged);
  const categoryId = String(input.categoryId ?? '').trim();
  if (!categoryId) throw fieldError('categoryId', 'validation.required', lang);
  if (!(await categories(services.db)).some((c) => c.id === categoryId))
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
    ...(await callRuleValues(services.db, input, dataType, lang)),
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
  services: AppServices,
  values: { dataType: number; query: string; dbLinkId: string; isWrite: number },
  lang: Lang,
) {
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
  const runner = await sqlRunnerOf(services, values.dbLinkId);
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

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

export async function createInterface(
  services: AppServices,
  session: ActiveSession,
  input: DataInterfaceInput,
  lang: Lang,
): Promise<{ id: string }> {
  const values = await interfaceValues(services, input, lang);
  await checkFree(services.db, values, lang);
  if (values.enabledMark === 1) await checkRunnable(services, values, lang);
  const id = newId();
  try {
    await services.db
      .insertInto('baseDataInterface')
      .values({ ...values, id, creatorTime: services.clock.now(), creatorUserId: session.user.id })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
  return { id };
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
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: DataInterfaceInput,
  lang: Lang,
): Promise<void> {
  const current = await storedInterface(services.db, id);
  const whole = keepAbsent(input, rowOf(current, null), OPTIONAL_FIELDS);
  const values = await interfaceValues(
    services,
    whole,
    lang,
    current.fullName !== String(input.fullName ?? '').trim(),
  );
  await checkFree(services.db, values, lang, id);
  if (values.enabledMark === 1) await checkRunnable(services, values, lang);
  try {
    await services.db
      .updateTable('baseDataInterface')
      .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
}

/** Deletes the interface; its call log stays in the system log until the log retention removes it. */
export async function deleteInterface(services: AppServices, id: string): Promise<void> {
  await storedInterface(services.db, id);
  await services.db.deleteFrom('baseDataInterface').where('id', '=', id).execute();
}

/** PUT {id}/Actions/State: enabling checks that the interface works, as saving it enabled does. */
export async function toggleInterface(
  services: AppServices,
  session: ActiveSession,
  id: string,
  lang: Lang,
): Promise<{ enabledMark: 0 | 1 }> {
  const current = await storedInterface(services.db, id);
  const enabledMark = Number(current.enabledMark) === 1 ? 0 : 1;
  if (enabledMark === 1)
    await checkRunnable(
      services,
      {
        dataType: Number(current.dataType),
        query: current.query ?? '',
        dbLinkId: current.dbLinkId,
        isWrite: Number(current.isWrite),
      },
      lang,
    );
  await services.db
    .updateTable('baseDataInterface')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
}
