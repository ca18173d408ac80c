import type { UserInput } from '@app/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { userResource } from './user.resource.js';
import { requireUserInScope, USERS_MENU, userInfo } from './user.service.js';
import { allUsers, imUserSelector, imUsers, userListByIds, userSelector } from './user-pickers.service.js';
import { createUser, deleteUser, resetPassword, toggleState, updateUser } from './user-write.service.js';

// Users/Current/* (the personal centre) lives in current.routes.ts; its static segments win over /:id.
const PREFIX = '/api/permission/Users';
const TAGS = ['permission'];
const MODULE = USERS_MENU;

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const MD5 = { type: 'string', pattern: '^[0-9a-fA-F]{32}$', description: 'lower-case hex md5' } as const;

const userBody = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'realName', 'organizeId'],
  properties: {
    account: { type: 'string', maxLength: 50 },
    realName: { type: 'string', maxLength: 50 },
    gender: { type: ['integer', 'null'], enum: [1, 2, null] },
    mobilePhone: text(20),
    email: text(100),
    organizeId: { type: 'string', maxLength: 50 },
    managerId: text(50),
    positionIds: { type: 'array', maxItems: 50, items: id },
    roleIds: { type: 'array', maxItems: 50, items: id },
    description: text(500),
    sortCode: { type: 'integer', minimum: 0, maximum: 999_999_999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
  },
} as const;

/** Users administration (SPEC §7.6, client-facts §5.1 and §5.3). */
export async function userRoutes(app: FastifyInstance) {
  // A user outside the caller's data permission answers as absent, for reading and for changing.
  const inScope = (request: FastifyRequest) =>
    requireUserInScope(contextOf(request), (request.params as { id: string }).id);
  // The paged list is the resource runtime's (user.resource.ts).
  await registerResource(app, userResource);

  app.get(
    `${PREFIX}/All`,
    { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Every enabled user (pickers)' } },
    async (request) => ok(request, await allUsers(contextOf(request))),
  );

  app.get(
    `${PREFIX}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Organisations as a tree with their enabled users (pickers)' },
    },
    async (request) => ok(request, await userSelector(contextOf(request))),
  );

  app.post<{ Body: { userId: string[] } }>(
    `${PREFIX}/getUserList`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Users by id, for showing a stored selection: id, fullName "name/account", headIcon',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['userId'],
          properties: { userId: { type: 'array', maxItems: 1000, items: id } },
        },
      },
    },
    async (request) => ok(request, await userListByIds(contextOf(request), request.body.userId)),
  );

  app.get<{ Querystring: PageQuery }>(
    `${PREFIX}/ImUser`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Chat contacts (everyone enabled but me), paged',
        querystring: {
          type: 'object',
          properties: {
            currentPage: pageQuerySchema.currentPage,
            pageSize: pageQuerySchema.pageSize,
            keyword: pageQuerySchema.keyword,
          },
        },
      },
    },
    async (request) => ok(request, await imUsers(contextOf(request), request.query)),
  );

  app.post<{ Params: { id: string }; Body: { keyword?: string } }>(
    `${PREFIX}/ImUser/Selector/:id`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: "One level of the user tree under node id ('0' = top); a keyword searches users",
        params: idParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { keyword: { type: ['string', 'null'], maxLength: 100 } },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await imUserSelector(contextOf(request), request.params.id, request.body?.keyword ?? undefined),
      ),
  );

  app.get<{ Params: { id: string } }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE } },
      preHandler: inScope,
      schema: { tags: TAGS, summary: 'One user, with position and role ids', params: idParams },
    },
    async (request) => ok(request, await userInfo(contextOf(request), request.params.id)),
  );

  app.post<{ Body: UserInput }>(
    PREFIX,
    {
      config: { access: { module: MODULE, button: 'btn_add' } },
      schema: {
        tags: TAGS,
        summary: 'Create a user; the password starts as 123456',
        body: userBody,
      },
    },
    async (request) => ok(request, await createUser(contextOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: UserInput }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      preHandler: inScope,
      schema: { tags: TAGS, summary: 'Change a user', params: idParams, body: userBody },
    },
    async (request) => {
      await updateUser(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${PREFIX}/:id`,
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Delete a user (kept as deleted); their sessions end',
        params: idParams,
      },
    },
    async (request) => {
      await deleteUser(contextOf(request), request.params.id);
      return ok(request, null);
    },
  );

  app.put<{ Params: { id: string } }>(
    `${PREFIX}/:id/Actions/State`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Enable or disable a user; disabling ends their sessions',
        params: idParams,
      },
    },
    async (request) => ok(request, await toggleState(contextOf(request), request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: { userPassword: string; validatePassword: string } }>(
    `${PREFIX}/:id/Actions/ResetPassword`,
    {
      config: { access: { module: MODULE, button: 'btn_resetPassword' } },
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Set a new password (md5, twice); the user is signed out everywhere',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['userPassword', 'validatePassword'],
          properties: { userPassword: MD5, validatePassword: MD5 },
        },
      },
    },
    async (request) => {
      await resetPassword(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );
}
