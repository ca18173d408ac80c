import type {
  DataInterfaceMethod,
  DataInterfaceParam,
  DataInterfaceRow,
  DataInterfaceSelectorNode,
  DataInterfaceType,
} from '@app/common';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { callerCheck, mayDesignInterfaces, roleIdsOf, scopeOf } from './data-interface-access.js';

/**
 * 数据接口 records (client-facts §5.5, server-facts §4): the stored row, one record and the selector. The
 * list, delete and state switch run on the resource runtime (data-interface.resource.ts); saving and
 * enabling are data-interface-write.service.ts; running an interface is data-interface-call.ts.
 */

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

export function rowOf(r: StoredInterface, categoryName: string | null): DataInterfaceRow {
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

export async function interfaceInfo(ctx: RequestContext, id: string): Promise<DataInterfaceRow> {
  const { db } = ctx.services;
  const row = await storedInterface(db, id);
  const names = new Map((await categories(db)).map((c) => [c.id, c.fullName]));
  return rowOf(row, names.get(row.categoryId) ?? null);
}

/**
 * GET DataInterface/Selector: the categories, each with the enabled interfaces the caller may call (empty
 * ones left out).
 */
export async function interfaceSelector(ctx: RequestContext): Promise<DataInterfaceSelectorNode[]> {
  const { db } = ctx.services;
  const mayCall = callerCheck(ctx, await mayDesignInterfaces(ctx));
  const enabled = await db
    .selectFrom('baseDataInterface')
    .select(['id', 'fullName', 'categoryId', 'dataType', 'callScope', 'callRoleIds'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime', 'desc')
    .execute();
  const rows = [];
  for (const row of enabled) if (await mayCall(row)) rows.push(row);
  const tree: DataInterfaceSelectorNode[] = [];
  for (const c of await categories(db)) {
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
