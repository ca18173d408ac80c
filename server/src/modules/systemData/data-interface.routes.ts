import { DATA_INTERFACE_CALL_SCOPES, DATA_INTERFACE_METHODS, DATA_INTERFACE_PARAM_TYPES } from '@app/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCached } from '../../platform/cached-body.js';
import { clientInfo } from '../../platform/client-info.js';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { exportFileName } from '../../platform/files/export-file-name.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import type { ListQuery } from '../../platform/resource/resource-query.js';
import { listResource } from '../../platform/resource/resource-read.js';
import { deleteResource } from '../../platform/resource/resource-write.js';
import { dataInterfaceResource } from './data-interface.resource.js';
import { interfaceInfo, interfaceSelector, QUERY_MAX } from './data-interface.service.js';
import { DATA_INTERFACE_MODULE } from './data-interface-access.js';
import { interfaceListAnswersOf } from './data-interface-answers.js';
import { type Caller, type CallMode, callableInterface, callInterface } from './data-interface-call.js';
import { interfaceLog } from './data-interface-log.js';
import {
  DATA_INTERFACE_FILE_MAX_BYTES,
  exportInterface,
  importInterface,
  parseInterfaceFile,
} from './data-interface-transfer.js';
import {
  createInterface,
  type DataInterfaceInput,
  toggleInterface,
  updateInterface,
} from './data-interface-write.service.js';

const read = { access: { module: DATA_INTERFACE_MODULE } };
const button = (code: string) => ({ access: { module: DATA_INTERFACE_MODULE, button: code } });
const anyUser = { access: 'user' as const };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const interfaceBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'categoryId', 'query'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    categoryId: { type: 'string', maxLength: 50 },
    dbLinkId: {
      type: 'string',
      maxLength: 50,
      default: '0',
      description: "data source id; '0' the platform's database",
    },
    dataType: {
      type: 'integer',
      enum: [1, 2, 3],
      default: 2,
      description: '1 SQL, 2 static JSON, 3 HTTP API',
    },
    requestMethod: { type: 'string', enum: [...DATA_INTERFACE_METHODS, 'get', 'post'], default: 'GET' },
    responseType: { type: 'string', enum: ['json'], default: 'json' },
    requestParameters: {
      type: ['array', 'null'],
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          field: { type: 'string', maxLength: 50 },
          dataType: { type: 'string', enum: [...DATA_INTERFACE_PARAM_TYPES] },
          required: { type: 'integer', enum: [0, 1] },
          defaultValue: { type: ['string', 'null'], maxLength: 4000 },
          description: { type: ['string', 'null'], maxLength: 200 },
        },
      },
    },
    query: { type: 'string', maxLength: QUERY_MAX, description: 'SQL text, the static JSON, or the URL' },
    isWrite: {
      type: 'integer',
      enum: [0, 1],
      default: 0,
      description: '1: a SQL statement that changes data',
    },
    callScope: {
      type: 'string',
      enum: [...DATA_INTERFACE_CALL_SCOPES],
      description:
        "who may call it besides its designers: 'designers' no one, 'roles' members of callRoleIds, 'everyone' every signed-in user (default: 'everyone' for static JSON, else 'designers')",
    },
    callRoleIds: { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 50 } },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 0 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

const callQuery = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 4000 },
  description: "the interface's parameters by name",
} as const;

/** Who calls, read once here: the signed-in user (system variables, log) and the client (log). */
function callerOf(request: FastifyRequest, action: string): Caller {
  const { user } = contextOf(request);
  const info = clientInfo(request);
  return {
    userId: user.id,
    userName: user.realName,
    ip: info.ip,
    device: `${info.browser} / ${info.os}`,
    action,
    method: request.method,
  };
}

export async function dataInterfaceRoutes(app: FastifyInstance) {
  const tags = ['systemData'];
  const base = dataInterfaceResource.path;
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });
  const listAnswers = interfaceListAnswersOf(app.services);

  const call = async (
    request: FastifyRequest,
    id: string,
    given: Record<string, unknown>,
    mode: CallMode,
    action: string,
  ) => {
    const ctx = contextOf(request);
    const stored = await callableInterface(ctx, id);
    return callInterface(ctx, stored, given, mode, callerOf(request, action));
  };

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Data interfaces (paged; keyword in the name or code; categoryId; sort code, then newest)',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuerySchema,
            categoryId: { type: 'string', maxLength: 50 },
            dataType: { type: 'integer', enum: [1, 2, 3] },
          },
        },
      },
    },
    async (request) =>
      ok(request, await listResource(contextOf(request), dataInterfaceResource, request.query)),
  );

  app.get(
    `${base}/Selector`,
    {
      config: anyUser,
      schema: {
        tags,
        summary: 'Enabled interfaces the caller may call, as a tree by category (DataInterfaceType)',
      },
    },
    async (request) => ok(request, await interfaceSelector(contextOf(request))),
  );

  app.post<{ Body: DataInterfaceInput }>(
    base,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary:
          'Create a data interface (enabled only when it works); warnings name what it keeps that will fail when called',
        body: interfaceBody,
      },
    },
    async (request) => ok(request, await createInterface(contextOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One data interface', params: idParams } },
    async (request) => ok(request, await interfaceInfo(contextOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: DataInterfaceInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Change a data interface', params: idParams, body: updateBody(interfaceBody) },
    },
    async (request) =>
      ok(request, await updateInterface(contextOf(request), request.params.id, request.body)),
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a data interface', (ctx, id) =>
    deleteResource(ctx, dataInterfaceResource, id),
  );

  records.state(button('btn_edit'), 'Enable (after the checks) or disable a data interface', toggleInterface);

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${base}/:id/Actions/Response`,
    {
      config: anyUser,
      schema: {
        tags,
        summary: 'Call the interface with the query string as its parameters: {data, duration (ms)}',
        params: idParams,
        querystring: callQuery,
      },
    },
    async (request) =>
      ok(request, await call(request, request.params.id, request.query, { kind: 'response' }, 'Response')),
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery & Record<string, string> }>(
    `${base}/:id/Action/List`,
    {
      config: anyUser,
      schema: {
        tags,
        summary:
          "A page of the interface's rows (popup pickers): currentPage, pageSize, keyword + its parameters",
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            currentPage: pageQuerySchema.currentPage,
            pageSize: pageQuerySchema.pageSize,
            keyword: pageQuerySchema.keyword,
          },
          additionalProperties: { type: 'string', maxLength: 4000 },
        },
      },
    },
    async (request, reply) => {
      const { currentPage = 1, pageSize = 20, keyword = '' } = request.query;
      const mode = {
        kind: 'list' as const,
        currentPage: Number(currentPage),
        pageSize: Number(pageSize),
        keyword,
      };
      const ctx = contextOf(request);
      const stored = await callableInterface(ctx, request.params.id);
      const body = await listAnswers.page(
        ctx,
        stored,
        request.query,
        mode,
        callerOf(request, 'List'),
        (data) => ok(request, data),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    `${base}/:id/Action/Info`,
    {
      config: anyUser,
      schema: {
        tags,
        summary: "One row by a column's value (the pickers' echo): id, propsValue (the column; default id)",
        params: idParams,
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 200 },
            propsValue: { type: 'string', minLength: 1, maxLength: 100, default: 'id' },
          },
          additionalProperties: { type: 'string', maxLength: 4000 },
        },
      },
    },
    async (request) => {
      const mode: CallMode = { kind: 'info', id: request.query.id, column: request.query.propsValue ?? 'id' };
      const result = await call(request, request.params.id, request.query, mode, 'Info');
      return ok(request, result.data);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Action/Export`,
    {
      config: button('btn_export'),
      schema: { tags, summary: 'Download the interface as a JSON file', params: idParams },
    },
    async (request, reply) => {
      const file = await exportInterface(contextOf(request), request.params.id);
      const name = exportFileName(file.interface.fullName, file.exportedAt);
      const ascii = exportFileName(file.interface.enCode, file.exportedAt);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.header('Cache-Control', 'no-store');
      reply.header(
        'Content-Disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      return reply.send(JSON.stringify(file, null, 2));
    },
  );

  app.post<{ Querystring: { duplicates?: 'refuse' | 'rename'; parentId?: string } }>(
    `${base}/Action/Import`,
    {
      config: button('btn_import'),
      schema: {
        tags,
        summary: 'Import an exported interface (multipart "file", at most 256 KB) as a new, disabled one',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: {
            duplicates: { type: 'string', enum: ['refuse', 'rename'], default: 'refuse' },
            parentId: { type: 'string', maxLength: 50, description: 'the category to import into' },
          },
        },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        bytes: DATA_INTERFACE_FILE_MAX_BYTES,
        message: 'import.tooLarge',
        size: '256 KB',
      });
      const file = parseInterfaceFile(upload.bytes);
      const duplicates =
        (upload.field('duplicates') ?? request.query.duplicates) === 'rename' ? 'rename' : 'refuse';
      const categoryId = upload.field('parentId') ?? request.query.parentId;
      return ok(request, await importInterface(contextOf(request), file, { duplicates, categoryId }));
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    '/api/system/DataInterfaceLog/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "The interface's call log (paged, newest first; keyword matches the user or the IP)",
        params: idParams,
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await interfaceLog(contextOf(request), request.params.id, request.query)),
  );
}
