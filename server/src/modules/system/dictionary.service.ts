import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  type DictionaryDataFields,
  type DictionaryDataRow,
  type DictionaryOption,
  type DictionaryPick,
  type DictionaryTypeFields,
  type DictionaryTypeNode,
  type DictionaryWithItems,
  type Lang,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import type { AppServices } from '../../platform/services.js';

/**
 * Data dictionary (SPEC §7.9, client-facts §5.4, server-facts §1 Basic data): types form a tree rooted at
 * '-1'; the items of a type form a tree rooted at '0' when the type is a tree dictionary, else a flat list.
 * Type codes are unique; item codes are unique within their type. Deletes are soft and refused while
 * something still hangs below.
 */

export const DICTIONARY_MODULE = 'system.dictionary';

type Ordered = { id: string; sortCode: number; creatorTime: number };
const byOrder = (a: Ordered, b: Ordered) =>
  a.sortCode - b.sortCode || a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Parent/child nesting of rows already in display order; a row whose parent is absent is a root. */
export function nestRows<T extends { id: string; parentId: string; children?: T[] }>(
  rows: T[],
  onParent?: (parent: T) => void,
): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const row of rows) {
    const parent = row.parentId !== row.id ? byId.get(row.parentId) : undefined;
    if (parent) {
      parent.children ??= [];
      parent.children.push(row);
      onParent?.(parent);
    } else roots.push(row);
  }
  return roots;
}

/** The ids of a node and everything below it, without recursion. */
export function subtreeOf(rows: { id: string; parentId: string }[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const result = new Set<string>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    for (const child of children.get(id) ?? [])
      if (!result.has(child)) {
        result.add(child);
        stack.push(child);
      }
  }
  return result;
}

// ---------------------------------------------------------------- types

const TYPE_COLUMNS = [
  'id',
  'parentId',
  'fullName',
  'enCode',
  'isTree',
  'sortCode',
  'description',
  'creatorTime',
] as const;

async function liveTypes(db: Db) {
  const rows = await db
    .selectFrom('baseDictionaryType')
    .select(TYPE_COLUMNS)
    .where('deleteMark', 'is', null)
    .execute();
  return rows
    .map((r) => ({ ...r, sortCode: Number(r.sortCode), creatorTime: Number(r.creatorTime) }))
    .sort(byOrder);
}

type TypeRow = Awaited<ReturnType<typeof liveTypes>>[number];

const typeNode = (r: TypeRow): DictionaryTypeNode => ({
  id: r.id,
  parentId: r.parentId,
  fullName: r.fullName,
  enCode: r.enCode,
  isTree: r.isTree === 1 ? 1 : 0,
  sortCode: r.sortCode,
  description: r.description,
  hasChildren: false,
});

/** GET DictionaryType: every type as a tree. */
export async function typeTree(db: Db): Promise<{ list: DictionaryTypeNode[] }> {
  const nodes = (await liveTypes(db)).map(typeNode);
  return {
    list: nestRows(nodes, (p) => {
      p.hasChildren = true;
    }),
  };
}

/** GET DictionaryType/Selector/{id}: parent choices, without the type itself and what lies below it. */
export async function typeSelector(db: Db, excludeId: string): Promise<{ list: DictionaryPick[] }> {
  const rows = await liveTypes(db);
  const skip = excludeId && excludeId !== '0' ? subtreeOf(rows, excludeId) : new Set<string>();
  const picks = rows
    .filter((r) => !skip.has(r.id))
    .map((r) => ({ id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode }));
  return { list: nestRows<DictionaryPick>(picks) };
}

async function liveType(db: Db, id: string): Promise<TypeRow> {
  const row = await db
    .selectFrom('baseDictionaryType')
    .select(TYPE_COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('dictionary.typeNotFound');
  return { ...row, sortCode: Number(row.sortCode), creatorTime: Number(row.creatorTime) };
}

export async function typeInfo(db: Db, id: string): Promise<DictionaryTypeNode> {
  return typeNode(await liveType(db, id));
}

export type TypeInput = Partial<DictionaryTypeFields> & Pick<DictionaryTypeFields, 'fullName' | 'enCode'>;

const rootOf = (value: string | undefined | null, root: string) => {
  const id = value?.trim() ?? '';
  return id === '' || id === '-1' || id === '0' ? root : id;
};

/** The rules of the type form, shared by create, update and import. */
export function typeValues(input: TypeInput, lang: Lang, nameChanged = true) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  checkNameAndCode(fullName, enCode, lang, nameChanged);
  return {
    fullName,
    enCode,
    isTree: input.isTree === 1 ? 1 : 0,
    sortCode: input.sortCode ?? 0,
    description: text(input.description),
  };
}

async function typeCodeTaken(db: Db, enCode: string, selfId = ''): Promise<boolean> {
  const row = await db
    .selectFrom('baseDictionaryType')
    .select('id')
    .where('enCode', '=', enCode)
    .where('deleteMark', 'is', null)
    .where('id', '!=', selfId)
    .executeTakeFirst();
  return row !== undefined;
}

async function checkedType(db: Db, input: TypeInput, lang: Lang, self?: TypeRow) {
  const values = typeValues(input, lang, !self || self.fullName !== input.fullName.trim());
  const parentId = rootOf(input.parentId, DICTIONARY_TYPE_ROOT);
  if (parentId !== DICTIONARY_TYPE_ROOT) {
    const rows = await liveTypes(db);
    if (!rows.some((r) => r.id === parentId)) throw fieldError('parentId', 'dictionary.parentNotFound', lang);
    if (self && subtreeOf(rows, self.id).has(parentId))
      throw fieldError('parentId', 'dictionary.parentLoop', lang);
  }
  if (await typeCodeTaken(db, values.enCode, self?.id)) throw duplicate('enCode', lang);
  return { ...values, parentId };
}

export async function createType(
  services: AppServices,
  session: ActiveSession,
  input: TypeInput,
  lang: Lang,
): Promise<{ id: string }> {
  const values = await checkedType(services.db, input, lang);
  const id = newId();
  await services.db
    .insertInto('baseDictionaryType')
    .values({ ...values, id, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  return { id };
}

export async function updateType(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: TypeInput,
  lang: Lang,
): Promise<void> {
  const current = await liveType(services.db, id);
  const whole = keepAbsent(input, current, ['parentId', 'isTree', 'sortCode', 'description']);
  const values = await checkedType(services.db, whole, lang, current);
  if (current.isTree === 1 && values.isTree === 0) {
    // A list dictionary shows no levels: items below other items would silently lose their place.
    const nested = await services.db
      .selectFrom('baseDictionaryData')
      .select('id')
      .where('dictionaryTypeId', '=', id)
      .where('deleteMark', 'is', null)
      .where('parentId', '!=', DICTIONARY_DATA_ROOT)
      .executeTakeFirst();
    if (nested) throw fieldError('isTree', 'dictionary.nestedItems', lang);
  }
  await services.db
    .updateTable('baseDictionaryType')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
}

export async function deleteType(services: AppServices, session: ActiveSession, id: string): Promise<void> {
  await liveType(services.db, id);
  const child = await services.db
    .selectFrom('baseDictionaryType')
    .select('id')
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (child) throw badRequest('dictionary.typeHasChildren');
  const [{ n }] = await services.db
    .selectFrom('baseDictionaryData')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dictionaryTypeId', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  if (Number(n) > 0) throw badRequest('dictionary.typeHasItems', { count: Number(n) });
  await services.db
    .updateTable('baseDictionaryType')
    .set({ deleteMark: 1, deleteTime: services.clock.now(), deleteUserId: session.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

// ---------------------------------------------------------------- items

const ITEM_COLUMNS = [
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

/** Live items of some types, in display order. */
async function liveItems(db: Db, typeIds?: string[]) {
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
  db: Db,
  typeId: string,
  query: { keyword?: string; isTree?: string | number },
): Promise<{ list: DictionaryDataRow[] }> {
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

/** GET DictionaryData/{typeId}/Selector/{id}: parent choices within the type, without the item's subtree. */
export async function itemSelector(
  db: Db,
  typeId: string,
  excludeId: string,
): Promise<{ list: DictionaryPick[] }> {
  await liveType(db, typeId);
  const rows = await liveItems(db, [typeId]);
  const skip = excludeId && excludeId !== '0' ? subtreeOf(rows, excludeId) : new Set<string>();
  const picks = rows
    .filter((r) => !skip.has(r.id))
    .map((r) => ({ id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode }));
  return { list: nestRows<DictionaryPick>(picks) };
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
  db: Db,
  typeId: string,
): Promise<{ list: DictionaryOption[]; isTree: 0 | 1 }> {
  const type = await liveType(db, typeId);
  return {
    list: options(await liveItems(db, [typeId]), type.isTree === 1),
    isTree: type.isTree === 1 ? 1 : 0,
  };
}

/** GET DictionaryData/All: every type with its enabled items. */
export async function allDictionaries(db: Db): Promise<{ list: DictionaryWithItems[] }> {
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

async function liveItem(db: Db, id: string) {
  const row = await db
    .selectFrom('baseDictionaryData')
    .select(ITEM_COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('dictionary.itemNotFound');
  return row;
}

export async function itemInfo(db: Db, id: string): Promise<DictionaryDataRow> {
  const row = await liveItem(db, id);
  const child = await db
    .selectFrom('baseDictionaryData')
    .select('id')
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  return {
    ...row,
    enabledMark: row.enabledMark === 1 ? 1 : 0,
    sortCode: Number(row.sortCode),
    creatorTime: Number(row.creatorTime),
    hasChildren: child !== undefined,
  };
}

export type ItemInput = Partial<DictionaryDataFields> &
  Pick<DictionaryDataFields, 'dictionaryTypeId' | 'fullName' | 'enCode'>;

/** The rules of the item form that need no database, shared with the import. */
export function itemValues(input: Omit<ItemInput, 'dictionaryTypeId'>, lang: Lang, nameChanged = true) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  checkNameAndCode(fullName, enCode, lang, nameChanged);
  return {
    fullName,
    enCode,
    enabledMark: input.enabledMark === 0 ? 0 : 1,
    sortCode: input.sortCode ?? 0,
    description: text(input.description),
  };
}

type ItemRow = Awaited<ReturnType<typeof liveItem>>;

async function checkedItem(db: Db, input: ItemInput, lang: Lang, self?: ItemRow) {
  const typeId = input.dictionaryTypeId.trim();
  if (!typeId) throw fieldError('dictionaryTypeId', 'validation.required', lang);
  if (self && self.dictionaryTypeId !== typeId)
    throw fieldError('dictionaryTypeId', 'dictionary.typeChanged', lang);
  const type = await db
    .selectFrom('baseDictionaryType')
    .select(['id', 'isTree'])
    .where('id', '=', typeId)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!type) throw fieldError('dictionaryTypeId', 'dictionary.typeNotFound', lang);
  const values = itemValues(input, lang, !self || self.fullName !== input.fullName.trim());
  const parentId = rootOf(input.parentId, DICTIONARY_DATA_ROOT);
  if (parentId !== DICTIONARY_DATA_ROOT) {
    if (type.isTree !== 1) throw fieldError('parentId', 'dictionary.notTree', lang);
    const rows = await db
      .selectFrom('baseDictionaryData')
      .select(['id', 'parentId'])
      .where('dictionaryTypeId', '=', typeId)
      .where('deleteMark', 'is', null)
      .execute();
    if (!rows.some((r) => r.id === parentId)) throw fieldError('parentId', 'dictionary.parentNotFound', lang);
    if (self && subtreeOf(rows, self.id).has(parentId))
      throw fieldError('parentId', 'dictionary.parentLoop', lang);
  }
  const taken = await db
    .selectFrom('baseDictionaryData')
    .select('id')
    .where('dictionaryTypeId', '=', typeId)
    .where('enCode', '=', values.enCode)
    .where('deleteMark', 'is', null)
    .where('id', '!=', self?.id ?? '')
    .executeTakeFirst();
  if (taken) throw duplicate('enCode', lang);
  return { ...values, parentId, dictionaryTypeId: typeId };
}

export async function createItem(
  services: AppServices,
  session: ActiveSession,
  input: ItemInput,
  lang: Lang,
): Promise<{ id: string }> {
  const values = await checkedItem(services.db, input, lang);
  const id = newId();
  await services.db
    .insertInto('baseDictionaryData')
    .values({ ...values, id, creatorTime: services.clock.now(), creatorUserId: session.user.id })
    .execute();
  return { id };
}

export async function updateItem(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: ItemInput,
  lang: Lang,
): Promise<void> {
  const current = await liveItem(services.db, id);
  const whole = keepAbsent(input, current, ['parentId', 'enabledMark', 'sortCode', 'description']);
  const values = await checkedItem(services.db, whole, lang, current);
  await services.db
    .updateTable('baseDictionaryData')
    .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
}

export async function deleteItem(services: AppServices, session: ActiveSession, id: string): Promise<void> {
  await liveItem(services.db, id);
  const child = await services.db
    .selectFrom('baseDictionaryData')
    .select('id')
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (child) throw badRequest('dictionary.itemHasChildren');
  await services.db
    .updateTable('baseDictionaryData')
    .set({ deleteMark: 1, deleteTime: services.clock.now(), deleteUserId: session.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
}

export async function toggleItem(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveItem(services.db, id);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await services.db
    .updateTable('baseDictionaryData')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
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

export { liveTypes, typeCodeTaken };
