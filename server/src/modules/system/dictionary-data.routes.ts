import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendJsonDownload } from '../../platform/files/json-download.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { dictionaryItemResource } from './dictionary-data.resource.js';
import { allDictionaries, dataSelector, itemSelector, listItems } from './dictionary-data.service.js';
import { DICTIONARY_FILE_MAX_BYTES, parseDictionaryFile } from './dictionary-file.js';
import { exportDictionary, importDictionary } from './dictionary-transfer.service.js';
import { DICTIONARY_MENU } from './dictionary-tree.js';
import { type CopyOptions, copyOptionsOf } from './json-transfer.js';

const read = { access: { module: DICTIONARY_MENU } };
const button = (name: string) => ({ access: { module: DICTIONARY_MENU, button: name } });
const anyUser = { access: 'user' as const };

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const typeParams = { type: 'object', required: ['typeId'], properties: { typeId: id } } as const;
const typeAndIdParams = {
  type: 'object',
  required: ['typeId', 'id'],
  properties: { typeId: id, id },
} as const;

const itemQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    isTree: { type: 'string', enum: ['', '0', '1'], description: 'override the type: 1 tree, 0 list' },
  },
} as const;

const importQuery = {
  type: 'object',
  properties: {
    parentId: { type: 'string', maxLength: 50, description: "parent type of the copy; '-1' for the top" },
    duplicates: {
      type: 'string',
      enum: ['refuse', 'rename'],
      description: 'a type code already in use: refuse (409, default) or rename it (code.copy)',
    },
  },
} as const;

/** 数据字典 (SPEC §7.9, client-facts §5.4): items, the lookups form controls read, export and import. */
export async function dictionaryDataRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const data = '/api/system/DictionaryData';
  // Registered in this plugin only: its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.get(
    `${data}/All`,
    { config: anyUser, schema: { tags, summary: 'Every type with its enabled items (controls)' } },
    async (request) => ok(request, await allDictionaries(contextOf(request))),
  );

  app.get<{ Params: { typeId: string }; Querystring: { keyword?: string; isTree?: string } }>(
    `${data}/:typeId`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Items of a type: a tree when the type is a tree dictionary, else a list',
        params: typeParams,
        querystring: itemQuery,
      },
    },
    async (request) => ok(request, await listItems(contextOf(request), request.params.typeId, request.query)),
  );

  app.get<{ Params: { typeId: string; id: string }; Querystring: { isTree?: string } }>(
    `${data}/:typeId/Selector/:id`,
    {
      config: anyUser,
      schema: {
        tags,
        summary:
          "Parent choices: the type's root node ('0'), with the items below it (without the item's subtree) unless isTree is 0",
        params: typeAndIdParams,
        querystring: {
          type: 'object',
          properties: {
            isTree: {
              type: 'string',
              enum: ['', '0', '1', 'false', 'true'],
              description: "1 (true) the items too, 0 (false) the root alone; absent: the type's kind",
            },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await itemSelector(
          contextOf(request),
          request.params.typeId,
          request.params.id,
          request.query.isTree,
        ),
      ),
  );

  app.get<{ Params: { typeId: string } }>(
    `${data}/:typeId/Data/Selector`,
    {
      config: anyUser,
      schema: { tags, summary: 'Enabled items of a type (form controls)', params: typeParams },
    },
    async (request) => ok(request, await dataSelector(contextOf(request), request.params.typeId)),
  );

  await registerResource(app, dictionaryItemResource);

  app.get<{ Params: { id: string } }>(
    `${data}/:id/Action/Export`,
    {
      config: button('btn_export'),
      schema: {
        tags,
        summary: 'Download a dictionary type (by type id) with its items as a JSON file',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await exportDictionary(contextOf(request), request.params.id);
      return sendJsonDownload(reply, file, file.type);
    },
  );

  app.post<{ Querystring: CopyOptions }>(
    `${data}/Action/Import`,
    {
      config: button('btn_import'),
      schema: {
        tags,
        summary:
          'Import a dictionary file (multipart field "file", at most 1 MB) as a new type; answers its id',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const upload = await readUploadedFile(request, {
        bytes: DICTIONARY_FILE_MAX_BYTES,
        message: 'dictionaryTransfer.tooLarge',
        size: '1 MB',
      });
      const file = parseDictionaryFile(upload.bytes, ctx.lang);
      const options = copyOptionsOf(request.query, upload.field);
      return ok(request, await importDictionary(ctx, file, options));
    },
  );
}
