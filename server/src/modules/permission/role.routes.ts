import { ROLE_TYPE_CODES, type RoleFields } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { sessionOf } from '../../platform/services.js';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleOptions,
  toggleRoleState,
  updateRole,
} from './role.service.js';

const PREFIX = '/api/permission/Role';
const TAGS = ['permission'];
const MODULE = 'permission.role';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

// Patterns (name, code) are checked in the service, so the answer names the rule in the user's words.
const roleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'enCode'],
  properties: {
    fullName: { type: 'string', minLength: 1, maxLength: 50 },
    enCode: { type: 'string', minLength: 1, maxLength: 50 },
    type: { type: ['string', 'null'], enum: [...ROLE_TYPE_CODES, null], default: null },
    description: { type: ['string', 'null'], maxLength: 500, default: null },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  },
} as const;

export async function roleRoutes(app: FastifyInstance) {
  const { services } = app;

  app.get<{ Querystring: PageQuery }>(
    PREFIX,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary: 'Roles (paged; keyword on name or code)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listRoles(services.db, request.query)),
  );

  app.get(
    `${PREFIX}/Selector`,
    { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Enabled roles for pickers' } },
    async (request) => ok(request, await roleOptions(services.db)),
  );

  app.post<{ Body: RoleFields }>(
    PREFIX,
    {
      config: { access: { module: MODULE, button: 'btn_add' } },
      schema: { tags: TAGS, summary: 'Create a role', body: roleBody },
    },
    async (request) =>
      ok(request, await createRole(services, request.body, sessionOf(request).user.id, request.lang)),
  );

  app.get<{ Params: { id: string } }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE } },
      schema: { tags: TAGS, summary: 'One role', params: idParams },
    },
    async (request) => ok(request, await getRole(services.db, request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: RoleFields }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      schema: { tags: TAGS, summary: 'Change a role', params: idParams, body: updateBody(roleBody) },
    },
    async (request) => {
      await updateRole(services, request.params.id, request.body, sessionOf(request).user.id, request.lang);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      schema: {
        tags: TAGS,
        summary: 'Delete a role (refused while it has members or grants)',
        params: idParams,
      },
    },
    async (request) => {
      await deleteRole(services, request.params.id, sessionOf(request).user.id);
      return ok(request, null);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${PREFIX}/:id/Actions/State`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      schema: { tags: TAGS, summary: 'Enable or disable a role', params: idParams },
    },
    async (request) => {
      await toggleRoleState(services, request.params.id, sessionOf(request).user.id);
      return ok(request, null);
    },
  );
}
