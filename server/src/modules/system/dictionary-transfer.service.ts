import {
  DICTIONARY_DATA_ROOT,
  DICTIONARY_TYPE_ROOT,
  type DictionaryDataRow,
  type DictionaryImportResult,
  type Lang,
} from '@app/common';
import Ajv, { type ErrorObject } from 'ajv';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { duplicate, fieldError } from '../../platform/field-checks.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import type { AppServices } from '../../platform/services.js';
import { fieldErrors } from '../../platform/validation-messages.js';
import { itemValues, liveTypes, typeCodeTaken, typeValues, typeWithItems } from './dictionary.service.js';

/**
 * Export and import of one dictionary type with its items (client-facts §5.4 DictionaryData/{id}/Action/Export
 * on the type id): a versioned JSON document, checked completely before anything is written, then written
 * as a new type with fresh ids in one transaction. A type code already in use is refused (409) or, when
 * asked, renamed to `<code>.copy` (as the menu import does; docs/decisions/027 and 034).
 */

export const DICTIONARY_FILE_FORMAT = 'jnpf-dictionary';
export const DICTIONARY_FILE_VERSION = 1;
export const DICTIONARY_FILE_MAX_BYTES = 1024 * 1024;
export const DICTIONARY_FILE_MAX_ITEMS = 5000;
const MAX_DEPTH = 20;
const CHUNK = 200;

export interface DictionaryFileItem {
  fullName: string;
  enCode: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string | null;
  children?: DictionaryFileItem[];
}

export interface DictionaryFile {
  format: typeof DICTIONARY_FILE_FORMAT;
  version: typeof DICTIONARY_FILE_VERSION;
  exportedAt: number;
  type: {
    fullName: string;
    enCode: string;
    isTree: number;
    sortCode?: number;
    description?: string | null;
    parentEnCode?: string | null;
  };
  items: DictionaryFileItem[];
}

// ---------------------------------------------------------------- export

export async function exportDictionary(services: AppServices, typeId: string): Promise<DictionaryFile> {
  const { type, parentEnCode, items } = await typeWithItems(services.db, typeId);
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
    exportedAt: services.clock.now(),
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

// ---------------------------------------------------------------- import: shape of the document

const optText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const sortCode = { type: 'integer', minimum: 0, maximum: 999999 };
const mark = { type: 'integer', enum: [0, 1] };

const DOCUMENT_SCHEMA = {
  type: 'object',
  required: ['type', 'items'],
  properties: {
    type: {
      type: 'object',
      required: ['fullName', 'enCode'],
      properties: {
        fullName: { type: 'string', maxLength: 100 },
        enCode: { type: 'string', maxLength: 50 },
        isTree: mark,
        sortCode,
        description: optText(500),
        parentEnCode: optText(50),
      },
    },
    items: { type: 'array', maxItems: DICTIONARY_FILE_MAX_ITEMS, items: { $ref: '#/definitions/item' } },
  },
  definitions: {
    item: {
      type: 'object',
      required: ['fullName', 'enCode'],
      properties: {
        fullName: { type: 'string', maxLength: 100 },
        enCode: { type: 'string', maxLength: 50 },
        enabledMark: mark,
        sortCode,
        description: optText(500),
        children: {
          type: 'array',
          maxItems: DICTIONARY_FILE_MAX_ITEMS,
          items: { $ref: '#/definitions/item' },
        },
      },
    },
  },
};

const validateDocument = new Ajv({ allErrors: false, strict: false }).compile(DOCUMENT_SCHEMA);

const invalid = (reason: string, where?: string) =>
  where
    ? badRequest('dictionaryTransfer.invalidAt', { where, reason })
    : badRequest('dictionaryTransfer.invalid', { reason });

const nameOf = (value: unknown, index: number) => {
  const name = (value as { fullName?: unknown } | null)?.fullName;
  return typeof name === 'string' && name.trim() ? name.trim() : `#${index + 1}`;
};

/** "字典数据「省份 / 浙江」" for a JSON path inside the document. */
function locationOf(doc: unknown, path: string[], lang: Lang): string | undefined {
  const root = doc as Record<string, unknown> | null;
  if (!root || typeof root !== 'object') return undefined;
  if (path[0] === 'type') return translate('dictionaryTransfer.whereType', lang);
  if (path[0] !== 'items') return undefined;
  const names: string[] = [];
  let list = root.items as unknown[] | undefined;
  for (let i = 1; i < path.length; i += 2) {
    const index = Number(path[i]);
    if (!Array.isArray(list) || !Number.isInteger(index)) break;
    const node = list[index] as Record<string, unknown> | undefined;
    names.push(nameOf(node, index));
    if (path[i + 1] !== 'children') break;
    list = node?.children as unknown[] | undefined;
  }
  return names.length > 0
    ? translate('dictionaryTransfer.whereItem', lang, { path: names.join(' / ') })
    : undefined;
}

/** Counts the items and their depth without recursion, so a hostile file cannot exhaust the stack. */
function checkSize(items: unknown): void {
  const stack: [unknown, number][] = Array.isArray(items) ? items.map((i) => [i, 1]) : [];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    count++;
    if (count > DICTIONARY_FILE_MAX_ITEMS)
      throw badRequest('dictionaryTransfer.tooMany', { limit: DICTIONARY_FILE_MAX_ITEMS });
    if (depth > MAX_DEPTH) throw badRequest('dictionaryTransfer.tooDeep', { limit: MAX_DEPTH });
    const children = (node as { children?: unknown } | null)?.children;
    if (node && typeof node === 'object' && Array.isArray(children))
      for (const child of children) stack.push([child, depth + 1]);
  }
}

function schemaFailure(doc: unknown, errors: ErrorObject[], lang: Lang): AppError {
  const error = errors[0] as ErrorObject;
  const [first] = fieldErrors([error], lang);
  const path = error.instancePath.split('/').filter(Boolean);
  return invalid(first?.message ?? translate('request.bad', lang), locationOf(doc, path, lang));
}

/** Bytes of an uploaded file → a document of the right format and version with the right shape. */
export function parseDictionaryFile(bytes: Buffer, lang: Lang): DictionaryFile {
  if (bytes.length === 0) throw badRequest('file.empty');
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('dictionaryTransfer.notJson');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw badRequest('dictionaryTransfer.wrongFormat');
  const head = doc as Record<string, unknown>;
  if (head.format !== DICTIONARY_FILE_FORMAT) throw badRequest('dictionaryTransfer.wrongFormat');
  if (head.version !== DICTIONARY_FILE_VERSION)
    throw badRequest('dictionaryTransfer.wrongVersion', {
      version: typeof head.version === 'number' || typeof head.version === 'string' ? head.version : '?',
      supported: DICTIONARY_FILE_VERSION,
    });
  checkSize(head.items);
  if (!validateDocument(doc)) throw schemaFailure(doc, validateDocument.errors ?? [], lang);
  return doc as unknown as DictionaryFile;
}

// ---------------------------------------------------------------- import: rules and writing

export interface DictionaryImportOptions {
  /** where the new type goes: a type id, or '-1' for the top; default: the original parent by code */
  parentId?: string;
  duplicates?: 'refuse' | 'rename';
}

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
  services: AppServices,
  session: ActiveSession,
  file: DictionaryFile,
  options: DictionaryImportOptions,
  lang: Lang,
): Promise<DictionaryImportResult> {
  const db = services.db;
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

  const now = services.clock.now();
  const creator = { creatorTime: now, creatorUserId: session.user.id };
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
