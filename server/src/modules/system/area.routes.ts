import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  type AreaInput,
  areaInfo,
  areaSelector,
  createArea,
  deleteArea,
  listAreas,
  toggleArea,
  updateArea,
} from './area.service.js';

const MODULE = 'system.area';
const read = { access: { module: MODULE } };

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

const areaBody = {
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    parentId: { type: 'string', maxLength: 50, default: '-1', description: "'-1' for a province" },
    fullName: { type: 'string', maxLength: 50 },
    enCode: { type: 'string', maxLength: 20, description: 'digits only, unique' },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  },
} as const;

export async function areaRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/Area';

  app.get<{ Params: { nodeId: string }; Querystring: { keyword?: string } }>(
    `${base}/:nodeId`,
    {
      config: read,
      schema: {
        tags,
        summary:
          "Children of an area ('-1': the provinces); with a keyword, the matches at any depth below it",
        params: { type: 'object', required: ['nodeId'], properties: { nodeId: id } },
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
      },
    },
    async (request) =>
      ok(request, await listAreas(contextOf(request), request.params.nodeId, request.query.keyword)),
  );

  app.get<{ Params: { id: string; currId: string } }>(
    `${base}/:id/Selector/:currId`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Enabled children of an area for the address control ('-1': the provinces), without currId",
        params: { type: 'object', required: ['id', 'currId'], properties: { id, currId: id } },
      },
    },
    async (request) =>
      ok(request, await areaSelector(contextOf(request), request.params.id, request.params.currId)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Info`,
    { config: read, schema: { tags, summary: 'One area with its path', params: idParams } },
    async (request) => ok(request, await areaInfo(contextOf(request), request.params.id)),
  );

  app.post<{ Body: AreaInput }>(
    base,
    {
      config: { access: { module: MODULE, button: 'btn_add' } },
      schema: { tags, summary: 'Create an area', body: areaBody },
    },
    async (request) => ok(request, await createArea(contextOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: AreaInput }>(
    `${base}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      schema: {
        tags,
        summary: 'Change an area (moving it moves the areas below it)',
        params: idParams,
        body: updateBody(areaBody),
      },
    },
    async (request) => {
      await updateArea(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(
    { access: { module: MODULE, button: 'btn_remove' } },
    'Delete an area; refused while it has sub-areas',
    deleteArea,
  );

  records.state({ access: { module: MODULE, button: 'btn_edit' } }, 'Enable or disable an area', toggleArea);
}
