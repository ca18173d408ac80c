import { CONDITION_OPS, DATA_FIELD_TYPES, type DataFieldInput, type DataSchemeInput } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  createField,
  deleteField,
  fieldInfo,
  listFields,
  updateField,
} from './data-authorize-field.service.js';
import {
  createScheme,
  deleteScheme,
  listSchemes,
  schemeInfo,
  toggleScheme,
  updateScheme,
} from './data-authorize-scheme.service.js';
import { MENU_MODULE } from './menu.routes.js';

// Data fields and schemes belong to the menu administration like buttons and columns: reading them
// needs the menu screen, changing any of them counts as editing a menu (btn_edit).
const read = { access: { module: MENU_MODULE } };
const write = { access: { module: MENU_MODULE, button: 'btn_edit' } };

const FIELDS = '/api/system/ModuleDataAuthorize';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

const id = { type: 'string', minLength: 1, maxLength: 50 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const moduleParams = { type: 'object', required: ['moduleId'], properties: { moduleId: id } } as const;
const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } } as const;

const common = {
  moduleId: { type: 'string', maxLength: 50 },
  fullName: { type: 'string', maxLength: 100 },
  enCode: { type: 'string', maxLength: 100 },
  sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
  enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
  description: { type: ['string', 'null'], maxLength: 500 },
} as const;

const fieldBody = (create: boolean) => ({
  type: 'object',
  required: create
    ? ['moduleId', 'fullName', 'enCode', 'conditionSymbol']
    : ['fullName', 'enCode', 'conditionSymbol'],
  properties: {
    ...common,
    type: { type: 'string', enum: [...DATA_FIELD_TYPES], default: 'string' },
    conditionSymbol: {
      type: 'string',
      maxLength: 200,
      description: `comma list of ${CONDITION_OPS.join(', ')}`,
    },
    conditionText: { type: ['string', 'null'], maxLength: 100 },
    bindTable: { type: ['string', 'null'], maxLength: 100 },
  },
});

const schemeBody = (create: boolean) => ({
  type: 'object',
  required: create ? ['moduleId', 'fullName', 'enCode'] : ['fullName', 'enCode'],
  properties: {
    ...common,
    conditionJson: {
      type: ['string', 'null'],
      maxLength: 20_000,
      description: 'JSON text: [{logic: "and"|"or", groups: [{field, op, value}]}]',
    },
    matchLogic: { type: 'string', enum: ['and', 'or'], default: 'and' },
    allData: { type: 'integer', enum: [0, 1], default: 0 },
  },
});

export async function dataAuthorizeRoutes(app: FastifyInstance) {
  const tags = ['system'];

  app.get<{ Params: { moduleId: string }; Querystring: { keyword?: string } }>(
    `${FIELDS}/:moduleId/List`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The data-permission fields of a menu',
        params: moduleParams,
        querystring: keywordQuery,
      },
    },
    async (request) =>
      ok(request, await listFields(contextOf(request), request.params.moduleId, request.query.keyword)),
  );
  app.post<{ Body: DataFieldInput }>(
    FIELDS,
    {
      config: write,
      schema: { tags, summary: 'Add a data-permission field to a menu', body: fieldBody(true) },
    },
    async (request) => ok(request, await createField(contextOf(request), request.body)),
  );
  app.get<{ Params: { id: string } }>(
    `${FIELDS}/:id`,
    { config: read, schema: { tags, summary: 'One data-permission field', params: idParams } },
    async (request) => ok(request, await fieldInfo(contextOf(request), request.params.id)),
  );
  app.put<{ Params: { id: string }; Body: DataFieldInput }>(
    `${FIELDS}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a data-permission field (its code and type are fixed while a scheme uses it)',
        params: idParams,
        body: updateBody(fieldBody(false)),
      },
    },
    async (request) => {
      await updateField(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );
  const fieldRecords = recordRoutes(app, FIELDS, { tags, params: idParams });
  fieldRecords.remove(write, 'Delete a data-permission field no scheme uses', deleteField);

  app.get<{ Params: { moduleId: string }; Querystring: { keyword?: string } }>(
    `${SCHEMES}/:moduleId/List`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The data-permission schemes of a menu',
        params: moduleParams,
        querystring: keywordQuery,
      },
    },
    async (request) =>
      ok(request, await listSchemes(contextOf(request), request.params.moduleId, request.query.keyword)),
  );
  app.post<{ Body: DataSchemeInput }>(
    SCHEMES,
    {
      config: write,
      schema: { tags, summary: 'Add a data-permission scheme to a menu', body: schemeBody(true) },
    },
    async (request) => ok(request, await createScheme(contextOf(request), request.body)),
  );
  app.get<{ Params: { id: string } }>(
    `${SCHEMES}/:id`,
    { config: read, schema: { tags, summary: 'One data-permission scheme', params: idParams } },
    async (request) => ok(request, await schemeInfo(contextOf(request), request.params.id)),
  );
  app.put<{ Params: { id: string }; Body: DataSchemeInput }>(
    `${SCHEMES}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a data-permission scheme',
        params: idParams,
        body: updateBody(schemeBody(false)),
      },
    },
    async (request) => {
      await updateScheme(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );
  const schemeRecords = recordRoutes(app, SCHEMES, { tags, params: idParams });
  schemeRecords.remove(write, 'Delete a data-permission scheme and its grants', deleteScheme);
  schemeRecords.state(write, 'Enable or disable a data-permission scheme', toggleScheme);
}
