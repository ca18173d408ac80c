import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  type DictionaryDataFields,
  type DictionaryDataRow,
  type DictionaryOption,
  type DictionaryPick,
  type DictionaryWithItems,
  type Lang,
  nestRows,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { byOrder, namedValues, parentPicks } from './dictionary-tree.js';
import { liveType, liveTypes } from './dictionary-type.service.js';

/**
 * Dictionary items (SPEC §7.9, client-facts §5.4): the items of a type form a tree rooted at '0' when the
 * type is a tree dictionary, else a flat list. Item codes are unique within their type; deletes are soft
 * and refused while items still hang below. Form controls read the enabled items through the selectors.
 * One item, its writes, state and delete are on the resource runtime (dictionary-data.resource.ts); the
 * reads here answer a type's items whole.
 */

/** An item's stored fields as answered, in order (the resource's row adds hasChildren). */
export const ITEM_COLUMNS = [
  'id',
  'dictionaryTypeId',
  'parentId',
  'fullName',
  'enCode',
  'enabledMark',
  'sortCode',
  'description',
  'creatorTime',
] as const;

/** Live items of some types (all types without `typeIds`), in display order. */
export async function liveItems(db: Db, typeIds?: string[]) {
  if (typeIds && typeIds.length === 0) return [];
  let q = db.selectFrom('baseDictionaryData').select(ITEM_COLUMNS).where('deleteMark', 'is', null);
  if (typeIds) q = q.where('dictionaryTypeId', 'in', typeIds);
  const rows = await q.execute();
  return rows
    .map(
      (r): DictionaryDataRow => ({
        id: r.id,
        dictionaryTypeId: r.dictionaryTypeId,
        parentId: r.parentId,
        fullName: r.fullName,
        enCode: r.enCode,
        enabledMark: r.enabledMark === 1 ? 1 : 0,
        sortCode: Number(r.sortCode),
        description: r.description,
        creatorTime: Number(r.creatorTime),
        hasChildren: false,
      }),
    )
    .sort(byOrder);
}

const nestItems = (rows: DictionaryDataRow[]) =>
  nestRows(rows, (p) => {
    p.hasChildren = true;
  });

/**
 * GET DictionaryData/{typeId}: the items of a type (disabled ones too), nested when the type is a tree
 * (or `isTree` asks for it). A keyword keeps the matching items and, in a tree, the items above them.
 */
export async function listItems(
  ctx: RequestContext,
  typeId: string,
  query: { keyword?: string; isTree?: string | number },
): Promise<{ list: DictionaryDataRow[] }> {
  const { db } = ctx.services;
  const type = await liveType(db, typeId);
  const asTree =
    query.isTree === undefined || query.isTree === '' ? type.isTree === 1 : Number(query.isTree) === 1;
  const rows = await liveItems(db, [typeId]);
  const keyword = query.keyword?.trim().toLowerCase();
  const matches = (r: DictionaryDataRow) =>
    r.fullName.toLowerCase().includes(keyword ?? '') || r.enCode.toLowerCase().includes(keyword ?? '');
  if (!asTree) return { list: keyword ? rows.filter(matches) : rows };
  if (!keyword) return { list: nestItems(rows) };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!matches(r)) continue;
    for (let p: DictionaryDataRow | undefined = r; p && !keep.has(p.id); p = byId.get(p.parentId))
      keep.add(p.id);
  }
  return { list: nestItems(rows.filter((r) => keep.has(r.id))) };
}

/**
 * GET DictionaryData/{typeId}/Selector/{id}: an item's parent choices. As the original answers it, one root
 * node stands for the top level ('0', named after the type; the item form preselects `list[0]`), and the
 * type's items hang below it without the edited item's subtree. `isTree` '0' (or 'false') asks for the root
 * alone (a list dictionary has no other parent), '1' ('true') for the items too; absent, the type decides.
 */
export async function itemSelector(
  ctx: RequestContext,
  typeId: string,
  excludeId: string,
  isTree?: string,
): Promise<{ list: DictionaryPick[] }> {
  const { db } = ctx.services;
  const type = await liveType(db, typeId);
  const root: DictionaryPick = {
    id: DICTIONARY_DATA_ROOT,
    parentId: DICTIONARY_TYPE_ROOT,
    fullName: type.fullName,
    enCode: type.enCode,
  };
  const withItems = isTree ? isTree === '1' || isTree === 'true' : type.isTree === 1;
  if (withItems) root.children = parentPicks(await liveItems(db, [typeId]), excludeId);
  return { list: [root] };
}

/** Enabled items as controls read them; a disabled item hides what lies below it. */
function options(rows: DictionaryDataRow[], isTree: boolean): DictionaryOption[] {
  const enabled = rows.filter((r) => r.enabledMark === 1);
  const ids = new Set(enabled.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reachable = enabled.filter((r) => {
    if (!isTree) return true;
    for (let p = byId.get(r.parentId), guard = 0; p && guard < 1000; p = byId.get(p.parentId), guard++)
      if (!ids.has(p.id)) return false;
    return true;
  });
  const list = reachable.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    fullName: r.fullName,
    enCode: r.enCode,
  }));
  return isTree ? nestRows<DictionaryOption>(list) : list;
}

/** GET DictionaryData/{typeId}/Data/Selector: the enabled items of one type, for form controls. */
export async function dataSelector(
  ctx: RequestContext,
  typeId: string,
): Promise<{ list: DictionaryOption[]; isTree: 0 | 1 }> {
  const { db } = ctx.services;
  const type = await liveType(db, typeId);
  return {
    list: options(await liveItems(db, [typeId]), type.isTree === 1),
    isTree: type.isTree === 1 ? 1 : 0,
  };
}

/** GET DictionaryData/All: every type with its enabled items. */
export async function allDictionaries(ctx: RequestContext): Promise<{ list: DictionaryWithItems[] }> {
  const { db } = ctx.services;
  const [types, items] = await Promise.all([liveTypes(db), liveItems(db)]);
  const byType = new Map<string, DictionaryDataRow[]>();
  for (const item of items) {
    const list = byType.get(item.dictionaryTypeId) ?? [];
    list.push(item);
    byType.set(item.dictionaryTypeId, list);
  }
  return {
    list: types.map((t) => ({
      id: t.id,
      enCode: t.enCode,
      fullName: t.fullName,
      isTree: t.isTree === 1 ? 1 : 0,
      dictionaryList: options(byType.get(t.id) ?? [], t.isTree === 1),
    })),
  };
}

export type ItemInput = Partial<DictionaryDataFields> &
  Pick<DictionaryDataFields, 'dictionaryTypeId' | 'fullName' | 'enCode'>;

/** An imported item's values, checked as the item form's are. */
export function itemValues(input: Omit<ItemInput, 'dictionaryTypeId'>, lang: Lang) {
  return { ...namedValues(input, lang), enabledMark: input.enabledMark === 0 ? 0 : 1 };
}

/** For the export: the type and its live items in display order. */
export async function typeWithItems(db: Db, typeId: string) {
  const type = await liveType(db, typeId);
  const parent =
    type.parentId === DICTIONARY_TYPE_ROOT
      ? undefined
      : (await liveTypes(db)).find((t) => t.id === type.parentId);
  return { type, parentEnCode: parent?.enCode ?? null, items: await liveItems(db, [typeId]) };
}
