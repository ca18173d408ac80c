/** Reading an uploaded menu file: JSON, the document's shape and size, with messages that say where it is wrong. */
import type { Lang } from '@app/common';
import Ajv, { type ErrorObject } from 'ajv';
import { type AppError, badRequest } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { fieldErrors } from '../../platform/validation-messages.js';
import {
  ITEM_KEYS,
  type ItemKey,
  MENU_FILE_FORMAT,
  MENU_FILE_MAX_NODES,
  MENU_FILE_VERSION,
  type MenuFile,
} from './menu-file.js';

const MAX_DEPTH = 20;
const MAX_ITEMS = 1000;

const optText = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const sortCode = { type: 'integer', minimum: 0, maximum: 999999 };
const mark = { type: 'integer', enum: [0, 1] };

const itemSchema = {
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 100 },
    sortCode,
    enabledMark: mark,
    description: optText(500),
    propertyJson: optText(2000),
    bindTable: optText(100),
    bindTableName: optText(100),
  },
};

const DOCUMENT_SCHEMA = {
  $ref: '#/definitions/node',
  definitions: {
    node: {
      type: 'object',
      required: ['menu'],
      properties: {
        menu: {
          type: 'object',
          required: ['fullName', 'enCode', 'type'],
          properties: {
            enCode: { type: 'string', maxLength: 100 },
            fullName: { type: 'string', maxLength: 100 },
            type: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7, 8] },
            icon: optText(100),
            urlAddress: optText(300),
            linkTarget: { type: ['string', 'null'], enum: ['_self', '_blank', '', null] },
            category: { type: 'string', enum: ['Web', 'App'] },
            propertyJson: optText(2000),
            sortCode,
            enabledMark: mark,
            isButtonAuthorize: mark,
            isColumnAuthorize: mark,
            isFormAuthorize: mark,
            isDataAuthorize: mark,
            description: optText(500),
            parentId: optText(50),
            parentEnCode: optText(100),
          },
        },
        children: { type: 'array', maxItems: MENU_FILE_MAX_NODES, items: { $ref: '#/definitions/node' } },
        buttons: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        columns: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        forms: { type: 'array', maxItems: MAX_ITEMS, items: itemSchema },
        dataAuthorize: {
          type: 'array',
          maxItems: MAX_ITEMS,
          items: {
            type: 'object',
            required: ['fullName', 'enCode', 'conditionSymbol'],
            properties: {
              fullName: { type: 'string', maxLength: 100 },
              enCode: { type: 'string', maxLength: 100 },
              type: { type: 'string', enum: ['string', 'int', 'double', 'datetime'] },
              conditionSymbol: { type: 'string', maxLength: 200 },
              conditionText: optText(100),
              bindTable: optText(100),
              sortCode,
              enabledMark: mark,
              description: optText(500),
            },
          },
        },
        schemes: {
          type: 'array',
          maxItems: MAX_ITEMS,
          items: {
            type: 'object',
            required: ['fullName', 'enCode'],
            properties: {
              fullName: { type: 'string', maxLength: 100 },
              enCode: { type: 'string', maxLength: 100 },
              conditionJson: optText(20000),
              conditionText: optText(2000),
              matchLogic: { type: 'string', enum: ['and', 'or'] },
              allData: mark,
              sortCode,
              enabledMark: mark,
              description: optText(500),
            },
          },
        },
      },
    },
  },
};

const validateDocument = new Ajv({ allErrors: false, strict: false }).compile(DOCUMENT_SCHEMA);

// The rules of the data-permission screen (data-authorize.service.ts): a field names a column, so its
// code is a plain identifier; scheme codes follow the item codes; conditions are checked against the
// menu's own enabled fields by the same checkConditions and described again in the user's language.

const KIND_KEYS: Record<ItemKey, MessageKey> = {
  buttons: 'menuTransfer.kind.buttons',
  columns: 'menuTransfer.kind.columns',
  forms: 'menuTransfer.kind.forms',
  dataAuthorize: 'menuTransfer.kind.dataAuthorize',
  schemes: 'menuTransfer.kind.schemes',
};

export const invalid = (reason: string, where?: string) =>
  where
    ? badRequest('menuTransfer.invalidAt', { where, reason })
    : badRequest('menuTransfer.invalid', { reason });

const nameOf = (value: unknown, index: number) => {
  const name = (value as { fullName?: unknown; enCode?: unknown } | null)?.fullName;
  return typeof name === 'string' && name.trim() ? name.trim() : `#${index + 1}`;
};

/** "菜单「系统管理 / 菜单管理」的按钮「新增」" for a JSON path inside the document. */
export function locationOf(doc: unknown, path: string[], lang: Lang): string | undefined {
  const names: string[] = [];
  let node = doc as Record<string, unknown> | undefined;
  if (node && typeof node === 'object') names.push(nameOf(node.menu, 0));
  let item: string | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string;
    const index = Number(path[i + 1]);
    if (key === 'children' && Number.isInteger(index)) {
      node = (node?.children as Record<string, unknown>[] | undefined)?.[index];
      names.push(nameOf(node?.menu, index));
      i++;
    } else if ((ITEM_KEYS as readonly string[]).includes(key) && Number.isInteger(index)) {
      const row = (node?.[key] as unknown[] | undefined)?.[index];
      item = translate('menuTransfer.whereItem', lang, {
        kind: translate(KIND_KEYS[key as ItemKey], lang),
        name: nameOf(row, index),
      });
      break;
    } else break;
  }
  if (names.length === 0) return undefined;
  const menu = translate('menuTransfer.whereMenu', lang, { path: names.join(' / ') });
  return item ? `${menu}${item}` : menu;
}

function schemaFailure(doc: unknown, errors: ErrorObject[], lang: Lang): AppError {
  const error = errors[0] as ErrorObject;
  const [first] = fieldErrors([error], lang);
  const path = error.instancePath.split('/').filter(Boolean);
  const reason = first?.message ?? translate('request.bad', lang);
  return invalid(reason, path.length > 0 ? locationOf(doc, path, lang) : undefined);
}

/** Counts the menus and their depth without recursion, so a hostile file cannot exhaust the stack. */
function checkSize(doc: Record<string, unknown>): void {
  const stack: [unknown, number][] = [[doc, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    count++;
    if (count > MENU_FILE_MAX_NODES) throw badRequest('menuTransfer.tooMany', { limit: MENU_FILE_MAX_NODES });
    if (depth > MAX_DEPTH) throw badRequest('menuTransfer.tooDeep', { limit: MAX_DEPTH });
    const children = (node as { children?: unknown } | null)?.children;
    if (node && typeof node === 'object' && Array.isArray(children))
      for (const child of children) stack.push([child, depth + 1]);
  }
}

/** Bytes of an uploaded file → a document of the right format and version with the right shape. */
export function parseMenuFile(bytes: Buffer, lang: Lang): MenuFile {
  if (bytes.length === 0) throw badRequest('file.empty');
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('menuTransfer.notJson');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw badRequest('menuTransfer.wrongFormat');
  const head = doc as Record<string, unknown>;
  if (head.format !== MENU_FILE_FORMAT) throw badRequest('menuTransfer.wrongFormat');
  if (head.version !== MENU_FILE_VERSION)
    throw badRequest('menuTransfer.wrongVersion', {
      version: typeof head.version === 'number' || typeof head.version === 'string' ? head.version : '?',
      supported: MENU_FILE_VERSION,
    });
  checkSize(head);
  if (!validateDocument(doc)) throw schemaFailure(doc, validateDocument.errors ?? [], lang);
  return doc as MenuFile;
}
