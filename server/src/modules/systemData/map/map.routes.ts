import { MAP_DATA_MAX_BYTES, MAP_DATA_MAX_TEXT } from '@app/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { contextOf } from '../../../platform/context.js';
import { ok, pageQuerySchema } from '../../../platform/envelope.js';
import { tooLarge } from '../../../platform/errors.js';
import { updateBody } from '../../../platform/partial-update.js';
import { recordRoutes } from '../../../platform/resource/record-routes.js';
import type { ListQuery } from '../../../platform/resource/resource-query.js';
import { listResource } from '../../../platform/resource/resource-read.js';
import { deleteResource, switchResourceState } from '../../../platform/resource/resource-write.js';
import { MAP_MODULE, mapResource } from './map.resource.js';
import {
  checkMap,
  createMap,
  type MapInput,
  mapData,
  mapInfo,
  mapSelector,
  updateMap,
} from './map.service.js';

const read = { access: { module: MAP_MODULE } };
const button = (code: string) => ({ access: { module: MAP_MODULE, button: code } });
// GeoJSON text is larger than the platform's 1 MB body limit allows; the service enforces the data cap.
const bodyLimit = MAP_DATA_MAX_BYTES + 64 * 1024;
/** A body over the route's limit is refused with the map's own sentence (the data cap), not the 1 MB one. */
function errorHandler(error: FastifyError) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    throw tooLarge('map.tooLarge', { size: MAP_DATA_MAX_TEXT });
  throw error;
}
const large = { bodyLimit, errorHandler };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const mapBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'data'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    data: { type: 'string', description: 'GeoJSON FeatureCollection or Feature as text' },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export async function mapRoutes(app: FastifyInstance) {
  const tags = ['systemData'];
  const base = mapResource.path;

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Maps (paged; keyword in the name or code), without their GeoJSON',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listResource(contextOf(request), mapResource, request.query)),
  );

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Enabled maps {id, fullName, enCode} for chart and data-screen widgets' },
    },
    async (request) => ok(request, await mapSelector(contextOf(request))),
  );

  app.post<{ Body: { data: string } }>(
    `${base}/Actions/Check`,
    {
      config: read,
      ...large,
      schema: {
        tags,
        summary: 'Check GeoJSON text as a save would: the stored text, the area count and names, or why not',
        body: { type: 'object', required: ['data'], properties: { data: { type: 'string' } } },
      },
    },
    async (request) => ok(request, checkMap(contextOf(request), request.body.data)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One map with its GeoJSON text', params: idParams } },
    async (request) => ok(request, await mapInfo(contextOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Data`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'The GeoJSON of a map, for a chart to register', params: idParams },
    },
    async (request) => ok(request, await mapData(contextOf(request), request.params.id)),
  );

  app.post<{ Body: MapInput }>(
    base,
    { config: button('btn_add'), ...large, schema: { tags, summary: 'Create a map', body: mapBody } },
    async (request) => ok(request, await createMap(contextOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: MapInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      ...large,
      schema: { tags, summary: 'Change a map', params: idParams, body: updateBody(mapBody) },
    },
    async (request) => {
      await updateMap(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a map', (ctx, id) => deleteResource(ctx, mapResource, id));

  records.state(button('btn_edit'), 'Enable or disable a map', (ctx, id) =>
    switchResourceState(ctx, mapResource, id),
  );
}
