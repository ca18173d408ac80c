import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeGuard } from '../../platform/auth/data-scope.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import {
  allPositions,
  createPosition,
  deletePosition,
  listPositions,
  POSITION_TYPE_CODES,
  type PositionInput,
  positionInfo,
  positionSelector,
  requirePositionInScope,
  togglePosition,
  updatePosition,
} from './position.service.js';

const MODULE = 'permission.position';
const read = { access: { module: MODULE } };
// A position outside the caller's data permission answers as absent, for reading and for changing.
const inScope = scopeGuard(MODULE, requirePositionInScope);

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const positionBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'organizeId'],
  properties: {
    fullName: { type: 'string', maxLength: 100 },
    enCode: { type: 'string', maxLength: 50 },
    type: {
      type: ['string', 'null'],
      enum: [...POSITION_TYPE_CODES, '', null],
      description: `one of ${POSITION_TYPE_CODES.join(', ')}`,
    },
    organizeId: { type: 'string', maxLength: 50, description: 'the company or department' },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  },
} as const;

const sessionOf = (request: FastifyRequest) => request.session as ActiveSession;

export async function positionRoutes(app: FastifyInstance) {
  const { services } = app;
  const tags = ['permission'];
  const base = '/api/permission/Position';

  app.get<{ Querystring: PageQuery & { organizeId?: string } }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Positions (paged); organizeId keeps those of that organisation and below',
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, organizeId: { type: 'string', maxLength: 50 } },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await listPositions(
          services.db,
          request.query,
          await services.dataScopes.of(sessionOf(request).user, MODULE, request.grants),
        ),
      ),
  );

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Companies and departments with their enabled positions as leaves (pickers)' },
    },
    async (request) => ok(request, await positionSelector(services.db)),
  );

  app.get(
    `${base}/All`,
    { config: { access: 'user' }, schema: { tags, summary: 'Every enabled position (pickers)' } },
    async (request) => ok(request, await allPositions(services.db)),
  );

  app.post<{ Body: PositionInput }>(
    base,
    {
      config: { access: { module: MODULE, button: 'btn_add' } },
      schema: { tags, summary: 'Create a position', body: positionBody },
    },
    async (request) =>
      ok(request, await createPosition(services, sessionOf(request), request.body, request.lang)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, preHandler: inScope, schema: { tags, summary: 'One position', params: idParams } },
    async (request) => ok(request, await positionInfo(services.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: PositionInput }>(
    `${base}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      preHandler: inScope,
      schema: { tags, summary: 'Change a position', params: idParams, body: updateBody(positionBody) },
    },
    async (request) => {
      await updatePosition(services, sessionOf(request), request.params.id, request.body, request.lang);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      preHandler: inScope,
      schema: { tags, summary: 'Delete a position; refused while users hold it', params: idParams },
    },
    async (request) => {
      await deletePosition(services, sessionOf(request), request.params.id);
      return ok(request, null);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/State`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      preHandler: inScope,
      schema: { tags, summary: 'Enable or disable a position', params: idParams },
    },
    async (request) => ok(request, await togglePosition(services, sessionOf(request), request.params.id)),
  );
}
