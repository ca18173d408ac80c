import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  type DictionaryDataRow,
  type DictionaryImportResult,
  type Lang,
} from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { duplicate, fieldError } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { itemValues, typeWithItems } from './dictionary-data.service.js';
import {
  DICTIONARY_FILE_FORMAT,
  DICTIONARY_FILE_VERSION,
  type DictionaryFile,
  type DictionaryFileItem,
  invalid,
  locationOf,
} from './dictionary-file.js';
import { liveTypes, typeCodeTaken, typeValues } from './dictionary-type.service.js';
import type { CopyOptions } from './json-transfer.js';

/**
 * Export and import of one dictionary type with its items (client-facts §5.4 DictionaryData/{id}/Action/Export
 * on the type id): the document of dictionary-file.ts, checked completely before anything is written, then
 * written as a new type with fresh ids in one transaction. A type code already in use is refused (409) or,
 * when asked, renamed to `<code>.copy` (as the menu import does; docs/decisions/027 and 034).
 */

const CHUNK = 200;

// ---------------------------------------------------------------- export

export async function exportDictionary(ctx: RequestContext, typeId: string): Promise<DictionaryFile> {
  const { type, parentEnCode, items } = await typeWithItems(ctx.services.db, typeId);
  const nodes = new Map<string, DictionaryFileItem>();
  const roots: DictionaryFileItem[] = [];
  const fileItem = (r: DictionaryDataRow): DictionaryFileItem => ({
    fullName: r.fullName,
    enCode: r.enCode,
    enabledMark: r.enabledMark,
    sortCode: r.sortCode,
    description: r.description,
  });
  for (const r of items) nodes.set(r.id, fileItem(r));
  for (const r of items) {
    const node = nodes.get(r.id) as DictionaryFileItem;
    const parent = type.isTree === 1 ? nodes.get(r.parentId) : undefined;
    if (parent && r.parentId !== r.id) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return {
    format: DICTIONARY_FILE_FORMAT,
    version: DICTIONARY_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    type: {
      fullName: type.fullName,
      enCode: type.enCode,
      isTree: type.isTree === 1 ? 1 : 0,
      sortCode: type.sortCode,
      description: type.description,
      parentEnCode,
    },
    items: roots,
  };
}

// ---------------------------------------------------------------- import

const reasonOf = (error: unknown, lang: Lang): string => {
  if (error instanceof AppError) return translate(error.key, lang, error.params);
  throw error;
};

/** Codes not used yet: code.copy, code.copy2, … (null when none fits the column). */
function freeCode(code: string, used: (candidate: string) => Promise<boolean>) {
  return (async () => {
    for (let n = 1; n < 1000; n++) {
      const candidate = `${code}.copy${n === 1 ? '' : n}`;
      if (candidate.length > 50) return null;
      if (!(await used(candidate))) return candidate;
    }
    return null;
  })();
}

/** POST DictionaryData/Action/Import: checks the whole document, then writes it in one transaction. */
export async function importDictionary(
  ctx: RequestContext,
  file: DictionaryFile,
  options: CopyOptions,
): Promise<DictionaryImportResult> {
  const { db } = ctx.services;
  const { lang } = ctx;
  let type: ReturnType<typeof typeValues>;
  try {
    type = typeValues(
      {
        fullName: file.type.fullName,
        enCode: file.type.enCode,
        isTree: file.type.isTree === 1 ? 1 : 0,
        sortCode: file.type.sortCode,
        description: file.type.description ?? null,
      },
      lang,
    );
  } catch (error) {
    throw invalid(reasonOf(error, lang), translate('dictionaryTransfer.whereType', lang));
  }

  // Items in document order with their place; a list dictionary has no levels.
  const typeId = newId();
  const planned: { id: string; parentId: string; values: ReturnType<typeof itemValues> }[] = [];
  const codes = new Set<string>();
  const stack: { node: DictionaryFileItem; parentId: string; path: string[] }[] = [];
  for (let i = file.items.length - 1; i >= 0; i--)
    stack.push({
      node: file.items[i] as DictionaryFileItem,
      parentId: DICTIONARY_DATA_ROOT,
      path: ['items', String(i)],
    });
  while (stack.length > 0) {
    const { node, parentId, path } = stack.pop() as (typeof stack)[number];
    const where = () => locationOf(file, path, lang);
    let values: ReturnType<typeof itemValues>;
    try {
      values = itemValues(
        {
          fullName: node.fullName,
          enCode: node.enCode,
          enabledMark: node.enabledMark === 0 ? 0 : 1,
          sortCode: node.sortCode,
          description: node.description ?? null,
        },
        lang,
      );
    } catch (error) {
      throw invalid(reasonOf(error, lang), where());
    }
    if (codes.has(values.enCode))
      throw invalid(translate('dictionaryTransfer.codeTwice', lang, { code: values.enCode }), where());
    codes.add(values.enCode);
    const children = node.children ?? [];
    if (children.length > 0 && type.isTree !== 1)
      throw invalid(translate('dictionaryTransfer.notTree', lang), where());
    const id = newId();
    planned.push({ id, parentId, values });
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({
        node: children[i] as DictionaryFileItem,
        parentId: id,
        path: [...path, 'children', String(i)],
      });
  }

  // Parent: the one asked for, else the original parent by code when it exists here, else the top.
  const types = await liveTypes(db);
  let parentId = DICTIONARY_TYPE_ROOT;
  const asked = options.parentId?.trim();
  if (asked && asked !== '-1' && asked !== '0') {
    if (!types.some((t) => t.id === asked)) throw fieldError('parentId', 'dictionary.parentNotFound', lang);
    parentId = asked;
  } else if (!asked && file.type.parentEnCode) {
    parentId = types.find((t) => t.enCode === file.type.parentEnCode)?.id ?? DICTIONARY_TYPE_ROOT;
  }

  const renamed: DictionaryImportResult['renamed'] = [];
  if (await typeCodeTaken(db, type.enCode)) {
    if (options.duplicates !== 'rename')
      throw new AppError(409, 409, 'dictionaryTransfer.codeTaken', { code: type.enCode });
    const to = await freeCode(type.enCode, (c) => typeCodeTaken(db, c));
    if (!to) throw duplicate('enCode', lang);
    renamed.push({ from: type.enCode, to });
    type = { ...type, enCode: to };
  }

  const now = ctx.clock.now();
  const creator = { creatorTime: now, creatorUserId: ctx.user.id };
  const rows = planned.map((p) => ({
    ...p.values,
    id: p.id,
    parentId: p.parentId,
    dictionaryTypeId: typeId,
    ...creator,
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('baseDictionaryType')
      .values({ ...type, id: typeId, parentId, ...creator })
      .execute();
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('baseDictionaryData')
        .values(rows.slice(i, i + CHUNK))
        .execute();
  });
  return { id: typeId, count: rows.length, renamed };
}
