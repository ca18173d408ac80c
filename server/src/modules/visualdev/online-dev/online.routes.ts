import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok } from '../../../platform/envelope.js';
import { readUploadedFile } from '../../../platform/files/uploaded-file.js';
import { registerMessages } from '../../../platform/i18n/messages.js';
import { IMPORT_MAX_BYTES } from '../../../platform/resource/resource-import.js';
import { onlineDevMessages } from './online.messages.js';
import {
  onlineColumnData,
  onlineConfig,
  onlineCreate,
  onlineDataChange,
  onlineDelete,
  onlineFormData,
  onlineInfo,
  onlineList,
  onlineUpdate,
} from './online.service.js';
import {
  type ExportBody,
  onlineExport,
  onlineImport,
  onlineImportPreview,
  onlineTemplate,
} from './online-excel.js';
import { fieldDataSelect } from './online-field-select.js';
import { type MenuBody, releaseToMenu } from './online-menu.js';
import type { OnlineListBody } from './online-search.js';

/**
 * /api/visualdev/OnlineDev (SPEC §7.11, server-facts §7): the pages of released designs. Every route is
 * for a signed-in user and asks the design's menu itself (online-access.ts): which menu opens a design is
 * known only from the design, never from the route.
 */

const BASE = '/api/visualdev/OnlineDev';
const tags = ['visualdev'];
const user = { access: 'user' as const };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const id = { type: 'string', minLength: 1, maxLength: 50 };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id } };
const recordParams = { type: 'object', required: ['modelId', 'id'], properties: { modelId: id, id } };
const menuQuery = { type: 'object', properties: { menuId: { type: 'string', maxLength: 50 } } };
const listProperties = {
  currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  sort: { type: 'string', enum: ['asc', 'desc', ''] },
  sidx: { type: 'string', maxLength: 100 },
  keyword: { type: 'string', maxLength: 100 },
  json: { type: ['string', 'object', 'null'], maxLength: 20_000 },
  menuId: { type: ['string', 'null'], maxLength: 50 },
};
const recordBody = {
  type: 'object',
  properties: {
    data: { type: ['string', 'object'], maxLength: 2_000_000 },
    menuId: { type: 'string', maxLength: 50 },
  },
};

type ModelParams = { Params: { modelId: string }; Querystring: { menuId?: string } };
type RecordParams = { Params: { modelId: string; id: string }; Querystring: { menuId?: string } };

function attach(reply: FastifyReply, names: { name: string; ascii: string }) {
  reply.header('Content-Type', XLSX);
  reply.header('Cache-Control', 'no-store');
  reply.header(
    'Content-Disposition',
    `attachment; filename="${names.ascii}"; filename*=UTF-8''${encodeURIComponent(names.name)}`,
  );
}

export async function onlineDevRoutes(app: FastifyInstance) {
  registerMessages(onlineDevMessages);
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  for (const [part, read] of [
    ['Config', onlineConfig],
    ['ColumnData', onlineColumnData],
    ['FormData', onlineFormData],
  ] as const)
    app.get<ModelParams>(
      `${BASE}/:modelId/${part}`,
      {
        config: user,
        schema: { tags, summary: `The live version's ${part}`, params: modelParams, querystring: menuQuery },
      },
      async (request) =>
        ok(request, await read(contextOf(request), request.params.modelId, request.query.menuId)),
    );

  app.post<{ Params: { modelId: string }; Body: OnlineListBody }>(
    `${BASE}/:modelId/List`,
    {
      config: user,
      schema: {
        tags,
        summary: 'One page of the records (json: search values by field), as display text',
        params: modelParams,
        body: { type: 'object', properties: listProperties },
      },
    },
    async (request) =>
      ok(request, await onlineList(contextOf(request), request.params.modelId, request.body ?? {})),
  );

  app.post<{ Params: { modelId: string }; Body: { data?: unknown; menuId?: string } }>(
    `${BASE}/:modelId`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a record ({data: JSON text or object})',
        params: modelParams,
        body: recordBody,
      },
    },
    async (request) =>
      ok(
        request,
        await onlineCreate(contextOf(request), request.params.modelId, request.body, request.body?.menuId),
      ),
  );

  app.get<RecordParams>(
    `${BASE}/:modelId/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'A record as raw values ({id, data})',
        params: recordParams,
        querystring: menuQuery,
      },
    },
    async (request) =>
      ok(
        request,
        await onlineInfo(contextOf(request), request.params.modelId, request.params.id, request.query.menuId),
      ),
  );

  app.get<RecordParams>(
    `${BASE}/:modelId/:id/DataChange`,
    {
      config: user,
      schema: {
        tags,
        summary: 'A record as display text ({id, data})',
        params: recordParams,
        querystring: menuQuery,
      },
    },
    async (request) =>
      ok(
        request,
        await onlineDataChange(
          contextOf(request),
          request.params.modelId,
          request.params.id,
          request.query.menuId,
        ),
      ),
  );

  // The menu comes in the body only: a PUT's body is checked before its query, so a menu in the query
  // could not be refused by name when the body is missing.
  app.put<{ Params: { modelId: string; id: string }; Body: { data?: unknown; menuId?: string } }>(
    `${BASE}/:modelId/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Change a record',
        params: recordParams,
        body: recordBody,
      },
    },
    async (request) => {
      const { modelId, id: recordId } = request.params;
      const menuId = request.body?.menuId;
      await onlineUpdate(contextOf(request), modelId, recordId, request.body, menuId);
      return ok(request, null);
    },
  );

  app.delete<RecordParams>(
    `${BASE}/:modelId/:id`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete a record with its sub-table rows',
        params: recordParams,
        querystring: menuQuery,
      },
    },
    async (request) => {
      const { modelId, id: recordId } = request.params;
      await onlineDelete(contextOf(request), modelId, [recordId], 'btn_remove', request.query.menuId);
      return ok(request, null);
    },
  );

  app.post<{ Params: { modelId: string }; Body: { ids: string[]; menuId?: string } }>(
    `${BASE}/batchDelete/:modelId`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Delete several records in one transaction',
        params: modelParams,
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'array', maxItems: 1000, items: id },
            menuId: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (request) => {
      await onlineDelete(
        contextOf(request),
        request.params.modelId,
        request.body.ids,
        'btn_batchRemove',
        request.body.menuId,
      );
      return ok(request, null);
    },
  );

  app.post<{ Params: { modelId: string }; Body: ExportBody }>(
    `${BASE}/:modelId/Actions/Export`,
    {
      config: user,
      schema: {
        tags,
        summary: 'The matching records as .xlsx (selectKey: the columns), streamed',
        params: modelParams,
        body: {
          type: 'object',
          properties: {
            ...listProperties,
            selectKey: { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 100 } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await onlineExport(
        contextOf(request),
        request.params.modelId,
        request.body ?? {},
        // a POST's request stream is finished (destroyed) once its body is read: the socket tells a gone client
        () => reply.raw.destroyed || !!request.raw.socket?.destroyed,
        (error) => request.log.error({ err: error }, 'export failed'),
      );
      attach(reply, file.names);
      return reply.send(file.stream);
    },
  );

  app.get<ModelParams>(
    `${BASE}/:modelId/Template`,
    {
      config: user,
      schema: { tags, summary: 'The import template (.xlsx)', params: modelParams, querystring: menuQuery },
    },
    async (request, reply) => {
      const template = await onlineTemplate(contextOf(request), request.params.modelId, request.query.menuId);
      attach(reply, template.names);
      return reply.send(template.bytes);
    },
  );

  const limit = { bytes: IMPORT_MAX_BYTES, message: 'resource.import.tooLarge' as const, size: '10 MB' };
  for (const [action, run] of [
    ['ImportPreview', onlineImportPreview],
    ['Import', onlineImport],
  ] as const)
    app.post<ModelParams>(
      `${BASE}/:modelId/Actions/${action}`,
      {
        config: user,
        schema: {
          tags,
          summary: `${action} a sheet (multipart field "file"): counts and each refused row with its reason`,
          params: modelParams,
          querystring: menuQuery,
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, limit);
        return ok(
          request,
          await run(contextOf(request), request.params.modelId, file.bytes, request.query.menuId),
        );
      },
    );

  app.get<{ Params: { id: string }; Querystring: Record<string, string | number | undefined> }>(
    '/api/visualdev/Base/:id/FieldDataSelect',
    {
      config: user,
      schema: {
        tags,
        summary: 'The live records of a design for the 关联表单 picker (keyword in the display field)',
        params: { type: 'object', required: ['id'], properties: { id } },
        querystring: {
          type: 'object',
          properties: {
            relationField: { type: 'string', maxLength: 100 },
            keyword: { type: 'string', maxLength: 100 },
            currentPage: listProperties.currentPage,
            pageSize: listProperties.pageSize,
            menuId: { type: 'string', maxLength: 50 },
          },
        },
      },
    },
    async (request) =>
      ok(request, await fieldDataSelect(contextOf(request), request.params.id, request.query)),
  );

  app.post<{ Params: { id: string }; Body: MenuBody }>(
    '/api/visualdev/Base/:id/Actions/Menu',
    {
      config: user,
      schema: {
        tags,
        summary: 'Put the released design in the menu tree (type 3), with its buttons',
        params: { type: 'object', required: ['id'], properties: { id } },
        body: {
          type: 'object',
          required: ['parentId', 'fullName'],
          properties: {
            parentId: id,
            fullName: { type: 'string', minLength: 1, maxLength: 50 },
            icon: { type: 'string', maxLength: 100 },
            sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
          },
        },
      },
    },
    async (request) => ok(request, await releaseToMenu(contextOf(request), request.params.id, request.body)),
  );
}
