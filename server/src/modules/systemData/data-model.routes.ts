import type { TableDefinition } from '@app/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf, type RequestContext } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import { exportFileName } from '../../platform/files/export-file-name.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import { TEXT_KEYWORD } from '../../platform/text-hygiene.js';
import {
  type CommonFieldInput,
  commonFieldInfo,
  createCommonField,
  deleteCommonField,
  listCommonFields,
  updateCommonField,
} from './common-fields.service.js';
import {
  inSource,
  previewTable,
  tableDefinition,
  tableFields,
  tablesOf,
} from './data-model/data-model.service.js';
import { createTable, dropTable, updateTable } from './data-model/table-changes.service.js';
import { exportTable, parseTableFile } from './data-model/table-file.js';

export const DATA_MODEL_MODULE = 'systemData.dataModel';
const read = { access: { module: DATA_MODEL_MODULE } };
const button = (code: string) => ({ access: { module: DATA_MODEL_MODULE, button: code } });
const IMPORT_MAX_BYTES = 256 * 1024;

const linkParams = {
  type: 'object',
  required: ['linkId'],
  properties: { linkId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;
const tableParams = {
  type: 'object',
  required: ['linkId', 'table'],
  properties: {
    linkId: { type: 'string', minLength: 1, maxLength: 50 },
    table: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const fieldSchema = {
  type: 'object',
  required: ['field', 'dataType'],
  properties: {
    field: { type: 'string', maxLength: 64 },
    // Descriptions are checked by checkComment, with its own message: text-hygiene leaves them to it.
    fieldName: { type: ['string', 'null'], maxLength: 200, default: '', [TEXT_KEYWORD]: 'multiline' },
    dataType: { type: 'string', maxLength: 20 },
    dataLength: { type: ['string', 'null'], maxLength: 10 },
    primaryKey: { type: 'integer', enum: [0, 1], default: 0 },
    allowNull: { type: 'integer', enum: [0, 1], default: 1 },
    defaultValue: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;
const tableBody = {
  type: 'object',
  required: ['tableInfo', 'tableFieldList'],
  properties: {
    tableInfo: {
      type: 'object',
      required: ['table'],
      properties: {
        table: { type: 'string', maxLength: 64 },
        tableName: { type: ['string', 'null'], maxLength: 200, default: '', [TEXT_KEYWORD]: 'multiline' },
      },
    },
    tableFieldList: { type: 'array', maxItems: 200, items: fieldSchema },
  },
} as const;
const commonFieldBody = {
  type: 'object',
  required: ['field', 'fieldName', 'dataType'],
  properties: {
    field: { type: 'string', maxLength: 64 },
    fieldName: { type: 'string', maxLength: 200 },
    dataType: { type: 'string', maxLength: 20 },
    dataLength: { type: ['string', 'null'], maxLength: 10 },
    allowNull: { type: 'integer', enum: [0, 1], default: 1 },
    defaultValue: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

type LinkParams = { linkId: string };
type TableParams = { linkId: string; table: string };

/** Runs a data-model service for the request in the route's data source, its failures worded (inSource). */
function inSourceOf<T>(
  request: FastifyRequest<{ Params: LinkParams }>,
  work: (ctx: RequestContext, linkId: string) => Promise<T>,
): Promise<T> {
  const ctx = contextOf(request);
  const { linkId } = request.params;
  return inSource(ctx, linkId, () => work(ctx, linkId));
}

export async function dataModelRoutes(app: FastifyInstance) {
  const tags = ['systemData'];
  const base = '/api/system/DataModel';
  // Registered in this plugin only: its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get<{ Params: LinkParams; Querystring: { keyword?: string } }>(
    `${base}/:linkId/Tables`,
    {
      config: read,
      schema: {
        tags,
        summary: "Tables of a data source ('0' = the platform's): name, description, row count when cheap",
        params: linkParams,
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) =>
      ok(request, {
        list: await inSourceOf(request, (ctx, linkId) => tablesOf(ctx, linkId, request.query.keyword)),
      }),
  );

  app.post<{ Params: LinkParams; Body: TableDefinition }>(
    `${base}/:linkId/Table`,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary: 'Create a table (checked whole before any DDL)',
        params: linkParams,
        body: tableBody,
      },
    },
    async (request) =>
      ok(request, await inSourceOf(request, (ctx, linkId) => createTable(ctx, linkId, request.body))),
  );

  app.put<{ Params: LinkParams; Body: TableDefinition }>(
    `${base}/:linkId/Table`,
    {
      config: button('btn_edit'),
      schema: {
        tags,
        summary: 'Add fields and change descriptions; other changes to existing fields are refused',
        params: linkParams,
        body: updateBody(tableBody),
      },
    },
    async (request) => {
      await inSourceOf(request, (ctx, linkId) => updateTable(ctx, linkId, request.body));
      return ok(request, null);
    },
  );

  app.get<{ Params: TableParams }>(
    `${base}/:linkId/Table/:table`,
    { config: read, schema: { tags, summary: "A table's definition", params: tableParams } },
    async (request) =>
      ok(
        request,
        await inSourceOf(request, (ctx, linkId) => tableDefinition(ctx, linkId, request.params.table)),
      ),
  );

  app.delete<{ Params: TableParams }>(
    `${base}/:linkId/Table/:table`,
    {
      config: button('btn_remove'),
      schema: { tags, summary: 'Drop an empty designed table', params: tableParams },
    },
    async (request) => {
      await inSourceOf(request, (ctx, linkId) => dropTable(ctx, linkId, request.params.table));
      return ok(request, null);
    },
  );

  app.get<{ Params: TableParams; Querystring: { currentPage: number; pageSize: number } }>(
    `${base}/:linkId/Table/:table/Preview`,
    {
      config: read,
      schema: {
        tags,
        summary: "A page of the table's rows",
        params: tableParams,
        querystring: {
          type: 'object',
          properties: {
            currentPage: pageQuerySchema.currentPage,
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await inSourceOf(request, (ctx, linkId) =>
          previewTable(ctx, linkId, request.params.table, request.query),
        ),
      ),
  );

  app.get<{ Params: TableParams }>(
    `${base}/:linkId/Tables/:table/Fields`,
    {
      // A schema read: only for those who may see the data model (the form designers' pickers will hold it).
      config: read,
      schema: { tags, summary: "A table's fields (pickers; needs the 数据建模 menu)", params: tableParams },
    },
    async (request) =>
      ok(request, {
        list: await inSourceOf(request, (ctx, linkId) => tableFields(ctx, linkId, request.params.table)),
      }),
  );

  app.get<{ Params: TableParams }>(
    `${base}/:linkId/Table/:table/Action/Export`,
    {
      config: button('btn_export'),
      schema: { tags, summary: "Download a table's definition as JSON", params: tableParams },
    },
    async (request, reply) => {
      const file = await inSourceOf(request, (ctx, linkId) => exportTable(ctx, linkId, request.params.table));
      const name = exportFileName(file.tableInfo.table, file.exportedAt);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      return reply.send(JSON.stringify(file, null, 2));
    },
  );

  app.post<{ Params: LinkParams }>(
    `${base}/:linkId/Table/Action/Import`,
    {
      config: button('btn_import'),
      schema: {
        tags,
        summary: 'Create a table from an exported definition (multipart field "file", at most 256 KB)',
        params: linkParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        bytes: IMPORT_MAX_BYTES,
        message: 'dataModel.importTooLarge',
        size: '256 KB',
      });
      const definition = parseTableFile(upload.bytes);
      return ok(request, await inSourceOf(request, (ctx, linkId) => createTable(ctx, linkId, definition)));
    },
  );

  const fields = '/api/system/CommonFields';
  app.get<{ Querystring: { keyword?: string } }>(
    fields,
    {
      config: read,
      schema: {
        tags,
        summary: 'Common fields for the table designer',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => ok(request, await listCommonFields(contextOf(request), request.query.keyword)),
  );
  app.get<{ Params: { id: string } }>(
    `${fields}/:id`,
    { config: read, schema: { tags, summary: 'One common field', params: idParams } },
    async (request) => ok(request, await commonFieldInfo(contextOf(request), request.params.id)),
  );
  app.post<{ Body: CommonFieldInput }>(
    fields,
    { config: button('btn_add'), schema: { tags, summary: 'Create a common field', body: commonFieldBody } },
    async (request) => ok(request, await createCommonField(contextOf(request), request.body)),
  );
  app.put<{ Params: { id: string }; Body: CommonFieldInput }>(
    `${fields}/:id`,
    {
      config: button('btn_edit'),
      schema: { tags, summary: 'Change a common field', params: idParams, body: updateBody(commonFieldBody) },
    },
    async (request) => {
      await updateCommonField(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );
  const records = recordRoutes(app, fields, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a common field', deleteCommonField);
}
