import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import type { ListQuery } from '../../platform/resource/resource-query.js';
import { listResource, readResource } from '../../platform/resource/resource-read.js';
import { deleteResource } from '../../platform/resource/resource-write.js';
import { DATA_SOURCE_MODULE, dataSourceResource } from './data-source.resource.js';
import {
  createDataSource,
  type DataSourceInput,
  dataSourceSelector,
  testDataSource,
  updateDataSource,
} from './data-source.service.js';

const read = { access: { module: DATA_SOURCE_MODULE } };
const button = (code: string) => ({ access: { module: DATA_SOURCE_MODULE, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const sourceProperties = {
  dbType: { type: 'string', minLength: 1, maxLength: 20 },
  fullName: { type: 'string', maxLength: 100 },
  host: { type: ['string', 'null'], maxLength: 255, pattern: '^[A-Za-z0-9._:\\[\\]-]*$' },
  port: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
  userName: { type: ['string', 'null'], maxLength: 100 },
  password: { type: ['string', 'null'], maxLength: 200 },
  serviceName: { type: ['string', 'null'], maxLength: 200 },
  dbSchema: { type: ['string', 'null'], maxLength: 100 },
  tableSpace: { type: ['string', 'null'], maxLength: 100 },
  sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
  enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  description: { type: ['string', 'null'], maxLength: 500 },
} as const;

const sourceBody = {
  type: 'object',
  required: ['dbType', 'fullName'],
  properties: sourceProperties,
} as const;
const testBody = {
  type: 'object',
  required: ['dbType'],
  properties: {
    ...sourceProperties,
    // a connection test needs no name; the form may not have one yet
    fullName: { type: 'string', maxLength: 100, default: '-' },
    id: { type: 'string', maxLength: 50 },
  },
} as const;

export async function dataSourceRoutes(app: FastifyInstance) {
  const tags = ['systemData'];
  const base = dataSourceResource.path;

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Data sources (paged; keyword in the name, type, host or database); never passwords',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listResource(contextOf(request), dataSourceResource, request.query)),
  );

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Enabled data sources grouped by type, with the platform's own database as '0'",
      },
    },
    async (request) => ok(request, await dataSourceSelector(contextOf(request))),
  );

  app.post<{ Body: DataSourceInput & { id?: string } }>(
    `${base}/Actions/Test`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Try a connection with the form values (stored password when id is given and password is empty)',
        body: testBody,
      },
    },
    async (request) => ok(request, await testDataSource(contextOf(request), request.body)),
  );

  app.post<{ Body: DataSourceInput }>(
    base,
    { config: button('btn_add'), schema: { tags, summary: 'Create a data source', body: sourceBody } },
    async (request) => ok(request, await createDataSource(contextOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: read,
      schema: { tags, summary: 'One data source (password empty, hasPassword)', params: idParams },
    },
    async (request) =>
      ok(request, await readResource(contextOf(request), dataSourceResource, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: DataSourceInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: {
        tags,
        summary: 'Change a data source; an empty password keeps the stored one',
        params: idParams,
        body: updateBody(sourceBody),
      },
    },
    async (request) => {
      await updateDataSource(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(
    button('btn_remove'),
    'Delete a data source; refused while a data interface uses it',
    (ctx, id) => deleteResource(ctx, dataSourceResource, id),
  );
}
