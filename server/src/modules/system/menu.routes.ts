import type { MenuCategory } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  allMenus,
  createMenu,
  deleteMenu,
  type MenuInput,
  menuInfo,
  menuTree,
  parentChoices,
  toggleMenu,
  updateMenu,
} from './menu.service.js';

export const MENU_MODULE = 'system.menu';
const read = { access: { module: MENU_MODULE } };

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const category = { type: 'string', enum: ['Web', 'App'] } as const;

const menuBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'type'],
  properties: {
    parentId: { type: 'string', maxLength: 50, default: '-1', description: "'-1' at the top" },
    enCode: { type: 'string', maxLength: 100 },
    fullName: { type: 'string', maxLength: 100 },
    type: {
      type: 'integer',
      enum: [1, 2, 3, 4, 5, 6, 7, 8],
      description: '1 directory, 2 page, 3 function, 4 dictionary, 5 report, 6 data screen, 7 link, 8 portal',
    },
    icon: { type: ['string', 'null'], maxLength: 100 },
    urlAddress: { type: ['string', 'null'], maxLength: 300 },
    linkTarget: { type: ['string', 'null'], enum: ['_self', '_blank', '', null] },
    category,
    propertyJson: {
      type: ['string', 'object', 'null'],
      maxLength: 2000,
      description: 'JSON text {moduleId, iconBackgroundColor, isTree}',
    },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    isButtonAuthorize: { type: 'integer', enum: [0, 1], default: 0 },
    isColumnAuthorize: { type: 'integer', enum: [0, 1], default: 0 },
    isFormAuthorize: { type: 'integer', enum: [0, 1], default: 0 },
    isDataAuthorize: { type: 'integer', enum: [0, 1], default: 0 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export async function menuRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/Menu';

  app.get<{ Querystring: { category?: MenuCategory; keyword?: string } }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Menus of one category (Web by default) as a tree; a keyword keeps matches and their parents',
        querystring: {
          type: 'object',
          properties: { category, keyword: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => ok(request, await menuTree(contextOf(request), request.query)),
  );

  app.get<{ Querystring: { category?: MenuCategory } }>(
    `${base}/Selector/All`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Every enabled menu of a category as a tree (pickers)',
        querystring: { type: 'object', properties: { category } },
      },
    },
    async (request) => ok(request, await allMenus(contextOf(request), request.query.category)),
  );

  app.get<{ Params: { id: string }; Querystring: { category?: MenuCategory } }>(
    `${base}/Selector/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: "Directories a menu may move under (without itself and its sub-menus); '0' for a new menu",
        params: idParams,
        querystring: { type: 'object', properties: { category } },
      },
    },
    async (request) =>
      ok(request, await parentChoices(contextOf(request), request.params.id, request.query.category)),
  );

  app.post<{ Body: MenuInput }>(
    base,
    {
      config: { access: { module: MENU_MODULE, button: 'btn_add' } },
      schema: { tags, summary: 'Create a menu', body: menuBody },
    },
    async (request) => ok(request, await createMenu(contextOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One menu', params: idParams } },
    async (request) => ok(request, await menuInfo(contextOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: MenuInput }>(
    `${base}/:id`,
    {
      config: { access: { module: MENU_MODULE, button: 'btn_edit' } },
      schema: { tags, summary: 'Change a menu', params: idParams, body: updateBody(menuBody) },
    },
    async (request) => {
      await updateMenu(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: { access: { module: MENU_MODULE, button: 'btn_remove' } },
      schema: {
        tags,
        summary:
          'Delete a menu with its buttons, columns, form fields and grants; refused while it has sub-menus',
        params: idParams,
      },
    },
    async (request) => {
      await deleteMenu(contextOf(request), request.params.id);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.state(
    { access: { module: MENU_MODULE, button: 'btn_edit' } },
    'Enable or disable a menu',
    toggleMenu,
  );
}
