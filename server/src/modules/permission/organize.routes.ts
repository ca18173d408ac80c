import type { OrganizeCategory } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  createOrganize,
  deleteOrganize,
  type OrganizeInput,
  organizePropertiesSchema,
  toggleOrganize,
  updateOrganize,
} from './organize.service.js';
import { departmentsOf, organizeInfo, organizeSelector, organizeTree } from './organize-tree.service.js';

const MODULE = 'permission.organize';
const read = { access: { module: MODULE } };
const add = { access: { module: MODULE, button: 'btn_add' } };
const edit = { access: { module: MODULE, button: 'btn_edit' } };
const remove = { access: { module: MODULE, button: 'btn_remove' } };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const keywordQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100 } },
} as const;

export const organizeBody = {
  type: 'object',
  required: ['parentId', 'enCode', 'fullName'],
  properties: {
    parentId: { type: 'string', maxLength: 50, description: "'-1' for a top-level company" },
    enCode: { type: 'string', maxLength: 50 },
    fullName: { type: 'string', maxLength: 100 },
    managerId: { type: ['string', 'null'], maxLength: 50, description: 'a user id' },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    propertyJson: organizePropertiesSchema,
  },
} as const;

export async function organizeRoutes(app: FastifyInstance) {
  const tags = ['permission'];

  app.get<{ Querystring: { keyword?: string } }>(
    '/api/permission/Organize',
    {
      config: read,
      schema: {
        tags,
        summary: 'Companies and departments as one tree; a keyword keeps the matches and their ancestors',
        querystring: keywordQuery,
      },
    },
    async (request) => ok(request, await organizeTree(contextOf(request), request.query.keyword)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/permission/Organize/Selector/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Enabled companies, for the parent picker; without node {id} and what lies below it (0: all)',
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await organizeSelector(contextOf(request), ['company'], request.params.id)),
  );

  app.get(
    '/api/permission/Organize/Tree',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Enabled companies and departments as a tree (pickers)' },
    },
    async (request) => ok(request, await organizeSelector(contextOf(request), ['company', 'department'])),
  );

  app.get<{ Params: { id: string } }>(
    '/api/permission/Organize/Department/Selector/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Enabled companies and departments; without node {id} and what lies below it (0: all)',
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await organizeSelector(contextOf(request), ['company', 'department'], request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: { keyword?: string } }>(
    '/api/permission/Organize/:id/Department',
    {
      config: read,
      schema: {
        tags,
        summary: "A company's own departments as a tree",
        params: idParams,
        querystring: keywordQuery,
      },
    },
    async (request) =>
      ok(request, await departmentsOf(contextOf(request), request.params.id, request.query.keyword)),
  );

  // The same five calls for companies (Organize/…) and departments (Organize/Department/…).
  const variants: [OrganizeCategory, string][] = [
    ['company', '/api/permission/Organize'],
    ['department', '/api/permission/Organize/Department'],
  ];
  for (const [category, base] of variants) {
    const what = category === 'company' ? 'company' : 'department';
    app.post<{ Body: OrganizeInput }>(
      base,
      { config: add, schema: { tags, summary: `Create a ${what}`, body: organizeBody } },
      async (request) => ok(request, await createOrganize(contextOf(request), category, request.body)),
    );
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: read, schema: { tags, summary: `One ${what}`, params: idParams } },
      async (request) => ok(request, await organizeInfo(contextOf(request), request.params.id, category)),
    );
    app.put<{ Params: { id: string }; Body: OrganizeInput }>(
      `${base}/:id`,
      {
        config: edit,
        schema: { tags, summary: `Change a ${what}`, params: idParams, body: updateBody(organizeBody) },
      },
      async (request) => {
        await updateOrganize(contextOf(request), category, request.params.id, request.body);
        return ok(request, null);
      },
    );
    const records = recordRoutes(app, base, { tags, params: idParams });
    records.remove(
      remove,
      `Delete a ${what}; refused while sub-organisations, positions or users belong to it`,
      (ctx, id) => deleteOrganize(ctx, category, id),
    );
    records.state(edit, `Enable or disable a ${what}`, (ctx, id) => toggleOrganize(ctx, category, id));
  }
}
