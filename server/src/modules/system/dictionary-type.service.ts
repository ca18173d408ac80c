import {
  type DictionaryPick,
  type DictionaryTypeFields,
  type DictionaryTypeNode,
  type Lang,
  nestRows,
} from '@app/common';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { byOrder, namedValues, parentPicks } from './dictionary-tree.js';

/**
 * Dictionary types (SPEC §7.9, client-facts §5.4, server-facts §1 Basic data): a tree rooted at '-1'.
 * Type codes are unique; deletes are soft and refused while sub-types or items still hang below.
 * One type, its writes and the delete are on the resource runtime (dictionary-type.resource.ts); the
 * reads here answer the types whole, as a tree, to any signed-in user.
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
  return { list: parentPicks(rows, excludeId) };
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

export type TypeInput = Partial<DictionaryTypeFields> & Pick<DictionaryTypeFields, 'fullName' | 'enCode'>;

/** An imported type's values, checked as the type form's are. */
export function typeValues(input: TypeInput, lang: Lang) {
  return { ...namedValues(input, lang), isTree: input.isTree === 1 ? 1 : 0 };
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
