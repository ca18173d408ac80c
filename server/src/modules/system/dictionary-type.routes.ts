import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  createType,
  deleteType,
  type TypeInput,
  typeInfo,
  typeSelector,
  typeTree,
  updateType,
} from './dictionary-type.service.js';

const MODULE = 'system.dictionary';
const read = { access: { module: MODULE } };
const button = (name: string) => ({ access: { module: MODULE, button: name } });
const anyUser = { access: 'user' as const };

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

const typeBody = {
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    parentId: { type: 'string', maxLength: 50, default: '-1', description: "parent type; '-1' for the top" },
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    isTree: { type: 'integer', enum: [0, 1], default: 0, description: '1: the items form a tree' },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/** 数据字典 (SPEC §7.9, client-facts §5.4): the types, which controls and the menu picker read too. */
export async function dictionaryTypeRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const types = '/api/system/DictionaryType';

  app.get(
    types,
    {
      config: anyUser,
      schema: { tags, summary: 'Every dictionary type as a tree (controls, menu picker, admin)' },
    },
    async (request) => ok(request, await typeTree(contextOf(request))),
  );

  app.get<{ Params: { id: string } }>(
    `${types}/Selector/:id`,
    {
      config: anyUser,
      schema: {
        tags,
        summary: "Parent choices without the type and its subtree ('0': none left out)",
        params: idParams,
      },
    },
    async (request) => ok(request, await typeSelector(contextOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    `${types}/:id`,
    { config: read, schema: { tags, summary: 'One dictionary type', params: idParams } },
    async (request) => ok(request, await typeInfo(contextOf(request), request.params.id)),
  );

  app.post<{ Body: TypeInput }>(
    types,
    { config: button('btn_add'), schema: { tags, summary: 'Create a dictionary type', body: typeBody } },
    async (request) => ok(request, await createType(contextOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: TypeInput }>(
    `${types}/:id`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Change a dictionary type', params: idParams, body: updateBody(typeBody) },
    },
    async (request) => {
      await updateType(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, types, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a type; refused while it has sub-types or items', deleteType);
}
