import type { ModuleItemKind } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import { MENU_MODULE } from './menu.routes.js';
import {
  type BatchInput,
  createItem,
  createItems,
  deleteItem,
  type ItemInput,
  itemInfo,
  listItems,
  toggleItem,
  updateItem,
} from './module-item.service.js';

// Buttons, list columns and form fields of a menu are part of the menu administration: reading them
// needs the menu screen, changing any of them counts as editing a menu (btn_edit).
const read = { access: { module: MENU_MODULE } };
const write = { access: { module: MENU_MODULE, button: 'btn_edit' } };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const moduleParams = {
  type: 'object',
  required: ['moduleId'],
  properties: { moduleId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } } as const;

const itemProperties = (kind: ModuleItemKind) => ({
  fullName: { type: 'string', maxLength: 100 },
  enCode: { type: 'string', maxLength: 100 },
  sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
  enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  description: { type: ['string', 'null'], maxLength: 500 },
  ...(kind === 'button'
    ? {}
    : {
        bindTable: { type: ['string', 'null'], maxLength: 100 },
        bindTableName: { type: ['string', 'null'], maxLength: 100 },
      }),
});

const itemBody = (kind: ModuleItemKind, create: boolean) => ({
  type: 'object',
  required: create ? ['moduleId', 'fullName', 'enCode'] : ['fullName', 'enCode'],
  properties: { moduleId: { type: 'string', maxLength: 50 }, ...itemProperties(kind) },
});

const batchBody = (kind: 'column' | 'form') => ({
  type: 'object',
  required: ['moduleId', kind === 'column' ? 'columnJson' : 'formJson'],
  properties: {
    moduleId: { type: 'string', minLength: 1, maxLength: 50 },
    bindTable: { type: ['string', 'null'], maxLength: 100 },
    bindTableName: { type: ['string', 'null'], maxLength: 100 },
    [kind === 'column' ? 'columnJson' : 'formJson']: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['fullName', 'enCode'],
        properties: itemProperties(kind),
      },
    },
  },
});

const KINDS: { kind: ModuleItemKind; base: string; listPath: string; noun: string }[] = [
  { kind: 'button', base: '/api/system/ModuleButton', listPath: 'List', noun: 'button' },
  { kind: 'column', base: '/api/system/ModuleColumn', listPath: 'Fields', noun: 'list column' },
  { kind: 'form', base: '/api/system/ModuleForm', listPath: 'Fields', noun: 'form field' },
];

export async function moduleItemRoutes(app: FastifyInstance) {
  const tags = ['system'];

  for (const { kind, base, listPath, noun } of KINDS) {
    app.get<{ Params: { moduleId: string }; Querystring: { keyword?: string } }>(
      `${base}/:moduleId/${listPath}`,
      {
        config: read,
        schema: {
          tags,
          summary: `The ${noun}s of a menu; a keyword keeps those whose name or code contains it`,
          params: moduleParams,
          querystring: keywordQuery,
        },
      },
      async (request) =>
        ok(
          request,
          await listItems(contextOf(request), kind, request.params.moduleId, request.query.keyword),
        ),
    );

    if (kind === 'button') {
      app.get<{ Params: { moduleId: string } }>(
        `${base}/:moduleId/Selector`,
        { config: read, schema: { tags, summary: 'The enabled buttons of a menu', params: moduleParams } },
        async (request) =>
          ok(request, await listItems(contextOf(request), kind, request.params.moduleId, '', true)),
      );
    } else {
      app.post<{ Body: BatchInput }>(
        `${base}/Actions/Batch`,
        {
          config: write,
          schema: {
            tags,
            summary: `Add several ${noun}s of one table to a menu; nothing is added if one is refused`,
            body: batchBody(kind),
          },
        },
        async (request) => ok(request, await createItems(contextOf(request), kind, request.body)),
      );
    }

    app.post<{ Body: ItemInput }>(
      base,
      { config: write, schema: { tags, summary: `Add a ${noun} to a menu`, body: itemBody(kind, true) } },
      async (request) => ok(request, await createItem(contextOf(request), kind, request.body)),
    );

    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: read, schema: { tags, summary: `One ${noun}`, params: idParams } },
      async (request) => ok(request, await itemInfo(contextOf(request), kind, request.params.id)),
    );

    app.put<{ Params: { id: string }; Body: ItemInput }>(
      `${base}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Change a ${noun}`,
          params: idParams,
          body: updateBody(itemBody(kind, false)),
        },
      },
      async (request) => {
        await updateItem(contextOf(request), kind, request.params.id, request.body);
        return ok(request, null);
      },
    );

    const records = recordRoutes(app, base, { tags, params: idParams });
    records.remove(write, `Delete a ${noun} and its grants`, (ctx, id) => deleteItem(ctx, kind, id));

    records.state(write, `Enable or disable a ${noun}`, (ctx, id) => toggleItem(ctx, kind, id));
  }
}
