import { DELEGATION_SWITCHES, type DelegationSetting } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import {
  administratorInfo,
  deleteAdministrator,
  listAdministrators,
  saveAdministrator,
} from './delegation.service.js';

/** 分级管理 (delegated administration): who may administer which organisations. */

const MODULE = 'permission.gradeManage';

const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const settingList = {
  type: 'array',
  minItems: 1,
  maxItems: 5000,
  items: {
    type: 'object',
    required: ['organizeId', ...DELEGATION_SWITCHES],
    additionalProperties: false,
    properties: {
      organizeId: { type: 'string', minLength: 1, maxLength: 50 },
      ...Object.fromEntries(DELEGATION_SWITCHES.map((f) => [f, { type: 'integer', enum: [0, 1] }])),
    },
  },
} as const;

export async function delegationRoutes(app: FastifyInstance) {
  const tags = ['permission'];
  const base = '/api/permission/OrganizeAdministrator';

  app.get<{ Querystring: PageQuery }>(
    base,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags,
        summary: 'Users with delegated administration (paged), keyword on name or account',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listAdministrators(contextOf(request), request.query)),
  );

  app.get<{ Params: { userId: string } }>(
    `${base}/:userId`,
    {
      config: { access: { module: MODULE } },
      schema: {
        tags,
        summary: "The organisation tree with one user's six switches on every node",
        params: userParams,
      },
    },
    async (request) => ok(request, await administratorInfo(contextOf(request), request.params.userId)),
  );

  app.post<{ Body: { userId: string; list: DelegationSetting[] } }>(
    base,
    {
      config: { access: { module: MODULE, button: 'btn_add' } },
      schema: {
        tags,
        summary: 'Delegate organisations to a user who has no delegation yet',
        body: {
          type: 'object',
          required: ['userId', 'list'],
          properties: { userId: { type: 'string', minLength: 1, maxLength: 50 }, list: settingList },
        },
      },
    },
    async (request) => {
      const { userId, list } = request.body;
      await saveAdministrator(contextOf(request), userId, list, 'create');
      return ok(request, null);
    },
  );

  app.put<{ Params: { userId: string }; Body: { list: DelegationSetting[] } }>(
    `${base}/:userId`,
    {
      config: { access: { module: MODULE, button: 'btn_edit' } },
      schema: {
        tags,
        summary: "Replace all of a user's delegated organisations",
        params: userParams,
        body: { type: 'object', required: ['list'], properties: { list: settingList } },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await saveAdministrator(contextOf(request), userId, request.body.list, 'replace');
      return ok(request, null);
    },
  );

  app.delete<{ Params: { userId: string } }>(
    `${base}/:userId`,
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      schema: {
        tags,
        summary: "End a user's delegation (they are no longer limited to organisations)",
        params: userParams,
      },
    },
    async (request) => {
      await deleteAdministrator(contextOf(request), request.params.userId);
      return ok(request, null);
    },
  );
}
