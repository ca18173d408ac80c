import type { Lang } from '@app/common';
import Ajv, { type ErrorObject } from 'ajv';
import { type AppError, badRequest } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import { fieldErrors } from '../../platform/validation-messages.js';

/**
 * The dictionary file (a type with its items, as DictionaryData/{id}/Action/Export writes it): a versioned
 * JSON document whose shape, size and depth are checked before the import reads a single rule from it.
 */

export const DICTIONARY_FILE_FORMAT = 'jnpf-dictionary';
export const DICTIONARY_FILE_VERSION = 1;
export const DICTIONARY_FILE_MAX_BYTES = 1024 * 1024;
export const DICTIONARY_FILE_MAX_ITEMS = 5000;
const MAX_DEPTH = 20;

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

/** A refusal of the file: why, and where in it when known. */
export const invalid = (reason: string, where?: string) =>
  where
    ? badRequest('dictionaryTransfer.invalidAt', { where, reason })
    : badRequest('dictionaryTransfer.invalid', { reason });

const nameOf = (value: unknown, index: number) => {
  const name = (value as { fullName?: unknown } | null)?.fullName;
  return typeof name === 'string' && name.trim() ? name.trim() : `#${index + 1}`;
};

/** "字典数据「省份 / 浙江」" for a JSON path inside the document. */
export function locationOf(doc: unknown, path: string[], lang: Lang): string | undefined {
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
