import { type DictionaryPick, type Lang, nestRows, subtreeIds } from '@app/common';
import type { Db } from '../../db/database.js';
import { checkNameAndCode, fieldError, text } from '../../platform/field-checks.js';
import type { ResourceColumn, Row } from '../../platform/resource/resource.types.js';

/**
 * How dictionary types and items are ordered and nested (SPEC §7.9): types form a tree rooted at '-1',
 * the items of a tree dictionary a tree rooted at '0'. Shared by the type and item resources, their
 * services and the import.
 */

export const DICTIONARY_MENU = 'system.dictionary';

/**
 * The name and code of a type or an item: their rules (checkNameAndCode) run in the check hook, after the
 * type's own checks as the hand-written services ran them, so the column declares none (decision 063).
 */
export const checkedLater = (column: ResourceColumn): ResourceColumn => ({
  ...column,
  notBlank: undefined,
  pattern: undefined,
  patternOnChange: undefined,
});

type Ordered = { id: string; sortCode: number; creatorTime: number };

/** Display order: sort code, then creation time, then id (so two equal rows never swap places). */
export const byOrder = (a: Ordered, b: Ordered) =>
  a.sortCode - b.sortCode || a.creatorTime - b.creatorTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A parent id as the forms send it: '', '-1' and '0' all mean the top, which is stored as `root`. */
export const rootOf = (value: unknown, root: string) => {
  const id = typeof value === 'string' ? value.trim() : '';
  return id === '' || id === '-1' || id === '0' ? root : id;
};

/**
 * The chosen parent is one of `rows` (the live types, or the live items of the same type) and does not lie
 * below the record itself (`selfId`, null on create); the tree's own sentences, not the runtime's.
 */
export function checkParent(
  rows: readonly { id: string; parentId: string }[],
  parentId: string,
  selfId: string | null,
  lang: Lang,
): void {
  if (!rows.some((r) => r.id === parentId)) throw fieldError('parentId', 'dictionary.parentNotFound', lang);
  if (selfId !== null && subtreeIds([...rows], selfId).has(parentId))
    throw fieldError('parentId', 'dictionary.parentLoop', lang);
}

type DictionaryTable = 'baseDictionaryType' | 'baseDictionaryData';

/** Which of `ids` a live row of the same table hangs below. */
export async function parentsAmong(db: Db, table: DictionaryTable, ids: string[]): Promise<Set<string>> {
  const below = await db
    .selectFrom(table)
    .select('parentId')
    .where('parentId', 'in', ids)
    .where('deleteMark', 'is', null)
    .execute();
  return new Set(below.map((r) => r.parentId));
}

/** Sets `hasChildren` on answered types or items. */
export async function markParents(db: Db, table: DictionaryTable, rows: Row[]): Promise<void> {
  const parents = await parentsAmong(
    db,
    table,
    rows.map((r) => r.id as string),
  );
  for (const row of rows) row.hasChildren = parents.has(row.id as string);
}

/** The parent of a type or item: '-1' or '0' stands for the top (`root`), which a new record takes. */
export const parentColumn = (root: string, description: string): ResourceColumn => ({
  column: 'parent_id',
  type: 'string',
  maxLength: 50,
  default: root,
  description,
});

/**
 * What a type and an item of an imported file share, checked as the forms are: name and code trimmed and
 * under SPEC §5's rules, the sort code, and the description (empty as null).
 */
export function namedValues(
  input: { fullName: string; enCode: string; sortCode?: number; description?: string | null },
  lang: Lang,
) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  checkNameAndCode(fullName, enCode, lang);
  return { fullName, enCode, sortCode: input.sortCode ?? 0, description: text(input.description) };
}

/**
 * A parent picker's choices, nested: every row but `excludeId` and what lies below it (the record being
 * edited cannot move under itself); '0' or '' leaves none out.
 */
export function parentPicks(rows: readonly DictionaryPick[], excludeId: string): DictionaryPick[] {
  const skip = excludeId && excludeId !== '0' ? subtreeIds([...rows], excludeId) : new Set<string>();
  return nestRows<DictionaryPick>(
    rows
      .filter((r) => !skip.has(r.id))
      .map((r) => ({ id: r.id, parentId: r.parentId, fullName: r.fullName, enCode: r.enCode })),
  );
}
