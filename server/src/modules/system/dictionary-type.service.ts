import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  type DictionaryPick,
  type DictionaryTypeFields,
  type DictionaryTypeNode,
  type Lang,
  nestRows,
  subtreeIds,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { insertStamped, softDelete, updateStamped } from '../../platform/resource/stamps.js';
import { byOrder, rootOf } from './dictionary-tree.js';

/**
 * Dictionary types (SPEC §7.9, client-facts §5.4, server-facts §1 Basic data): a tree rooted at '-1'.
 * Type codes are unique; deletes are soft and refused while sub-types or items still hang below.
 *
 * Not on the resource runtime (platform/resource), nor are the items: their lists are whole trees any
 * signed-in user reads on the paths the runtime would take for a page (GET DictionaryType), a parent sent
 * as '', '0' or '-1' is stored as the root (the runtime writes values as sent), and the tree's refusals
 * have their own sentences (dictionary.parentNotFound, dictionary.parentLoop).
 */

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

/** Every live type in display order. */
export async function liveTypes(db: Db) {
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
export async function typeTree(ctx: RequestContext): Promise<{ list: DictionaryTypeNode[] }> {
  const nodes = (await liveTypes(ctx.services.db)).map(typeNode);
  return {
    list: nestRows(nodes, (p) => {
      p.hasChildren = true;
    }),
  };
}

/** GET DictionaryType/Selector/{id}: parent choices, without the type itself and what lies below it. */
export async function typeSelector(
  ctx: RequestContext,
  excludeId: string,
): Promise<{ list: DictionaryPick[] }> {
  const rows = await liveTypes(ctx.services.db);
  const skip = excludeId && excludeId !== '0' ? subtreeIds(rows, excludeId) : new Set<string>();
  const picks = rows
    .filter((r) => !skip.has(r.id))
    .map((r) => ({ id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode }));
  return { list: nestRows<DictionaryPick>(picks) };
}

/** The live type, or 404. */
export async function liveType(db: Db, id: string): Promise<TypeRow> {
  const row = await db
    .selectFrom('baseDictionaryType')
    .select(TYPE_COLUMNS)
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('dictionary.typeNotFound');
  return { ...row, sortCode: Number(row.sortCode), creatorTime: Number(row.creatorTime) };
}

export async function typeInfo(ctx: RequestContext, id: string): Promise<DictionaryTypeNode> {
  return typeNode(await liveType(ctx.services.db, id));
}

export type TypeInput = Partial<DictionaryTypeFields> & Pick<DictionaryTypeFields, 'fullName' | 'enCode'>;

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

/** Whether another live type already has the code. */
export async function typeCodeTaken(db: Db, enCode: string, selfId = ''): Promise<boolean> {
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
    if (self && subtreeIds(rows, self.id).has(parentId))
      throw fieldError('parentId', 'dictionary.parentLoop', lang);
  }
  if (await typeCodeTaken(db, values.enCode, self?.id)) throw duplicate('enCode', lang);
  return { ...values, parentId };
}

export async function createType(ctx: RequestContext, input: TypeInput): Promise<{ id: string }> {
  const { db } = ctx.services;
  const values = await checkedType(db, input, ctx.lang);
  return insertStamped(ctx, 'baseDictionaryType', values);
}

export async function updateType(ctx: RequestContext, id: string, input: TypeInput): Promise<void> {
  const { db } = ctx.services;
  const current = await liveType(db, id);
  const whole = keepAbsent(input, current, ['parentId', 'isTree', 'sortCode', 'description']);
  const values = await checkedType(db, whole, ctx.lang, current);
  if (current.isTree === 1 && values.isTree === 0) {
    // A list dictionary shows no levels: items below other items would silently lose their place.
    const nested = await db
      .selectFrom('baseDictionaryData')
      .select('id')
      .where('dictionaryTypeId', '=', id)
      .where('deleteMark', 'is', null)
      .where('parentId', '!=', DICTIONARY_DATA_ROOT)
      .executeTakeFirst();
    if (nested) throw fieldError('isTree', 'dictionary.nestedItems', ctx.lang);
  }
  await updateStamped(ctx, 'baseDictionaryType', id, values);
}

export async function deleteType(ctx: RequestContext, id: string): Promise<void> {
  const { db } = ctx.services;
  await liveType(db, id);
  const child = await db
    .selectFrom('baseDictionaryType')
    .select('id')
    .where('parentId', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (child) throw badRequest('dictionary.typeHasChildren');
  const [{ n }] = await db
    .selectFrom('baseDictionaryData')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dictionaryTypeId', '=', id)
    .where('deleteMark', 'is', null)
    .execute();
  if (Number(n) > 0) throw badRequest('dictionary.typeHasItems', { count: Number(n) });
  await softDelete(ctx, 'baseDictionaryType', id);
}
