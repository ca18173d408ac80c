import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { tooLarge } from '../../platform/errors.js';
import type { Row } from '../../platform/resource/resource.types.js';
import type { ListQuery } from '../../platform/resource/resource-query.js';
import { listResource, readResource } from '../../platform/resource/resource-read.js';
import {
  createBodySchema,
  idParamsSchema,
  listQuerySchema,
  updateBodySchema,
} from '../../platform/resource/resource-schemas.js';
import { createResource, deleteResource, updateResource } from '../../platform/resource/resource-write.js';
import { DESIGN_RESOURCES } from './design.resource.js';
import {
  copyDesign,
  designFields,
  designSelector,
  designVersions,
  openDesign,
  releaseDesign,
  restoreDesign,
} from './design.service.js';
import { announceDesignSaved } from './design-presence.js';
import { DESIGN_MENUS, DESIGN_TYPES } from './design-types.js';

/**
 * /api/visualdev/Base (SPEC §7.11): one path for every design type, as the original's client calls it. The
 * menu that opens a design follows its type, so routes declare a signed-in user and ask the context for
 * the menu of the type they touch (ctx.requireAccess); the records go through the resource runtime.
 */

const BASE = '/api/visualdev/Base';
const tags = ['visualdev'];
const sample = DESIGN_RESOURCES[1];
const user = { access: 'user' as const };
const typeSchema = { type: 'integer', enum: [...DESIGN_TYPES], default: 1 };

// A design's JSON is larger than the platform's 1 MB body limit; its parts are capped by the schema.
export const large = {
  bodyLimit: 6 * 1024 * 1024,
  errorHandler(error: { code?: string }) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge('request.tooLarge');
    throw error;
  },
};

type IdParams = { Params: { id: string } };

export async function designRoutes(app: FastifyInstance) {
  const listSchema = listQuerySchema(sample);
  app.get<{ Querystring: ListQuery & { type: 1 | 2 | 3 | 4 | 5 } }>(
    BASE,
    {
      config: user,
      schema: {
        tags,
        summary: 'Designs of one type (paged; keyword in the name or code; category)',
        querystring: {
          ...listSchema,
          properties: { ...(listSchema.properties as object), type: typeSchema },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { type, ...query } = request.query;
      await ctx.requireAccess({ module: DESIGN_MENUS[type] });
      return ok(request, await listResource(ctx, DESIGN_RESOURCES[type], query));
    },
  );

  app.get<{ Querystring: { type: 1 | 2 | 3 | 4 | 5 } }>(
    `${BASE}/Selector`,
    {
      config: user,
      schema: {
        tags,
        summary: 'Released designs of a type (关联表单 picks one)',
        querystring: { type: 'object', properties: { type: typeSchema } },
      },
    },
    async (request) => ok(request, await designSelector(contextOf(request), request.query.type)),
  );

  const createSchema = createBodySchema(sample);
  app.post<{ Body: Row & { type: 1 | 2 | 3 | 4 | 5 } }>(
    BASE,
    {
      config: user,
      ...large,
      schema: {
        tags,
        summary: 'Create a design of a type',
        body: { ...createSchema, properties: { ...(createSchema.properties as object), type: typeSchema } },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { type, ...body } = request.body;
      await ctx.requireAccess({ module: DESIGN_MENUS[type], button: 'btn_add' });
      return ok(request, await createResource(ctx, DESIGN_RESOURCES[type], body));
    },
  );

  app.get<IdParams>(
    `${BASE}/:id`,
    { config: user, schema: { tags, summary: 'One design with its JSON', params: idParamsSchema } },
    async (request) => {
      const ctx = contextOf(request);
      const { resource } = await openDesign(ctx, request.params.id);
      return ok(request, await readResource(ctx, resource, request.params.id));
    },
  );

  const updateSchema = updateBodySchema(sample);
  app.put<IdParams & { Body: Row }>(
    `${BASE}/:id`,
    {
      config: user,
      ...large,
      schema: {
        tags,
        summary: 'Save a design; with `version`, a save over a newer one is refused (409, who and when)',
        params: idParamsSchema,
        body: {
          ...updateSchema,
          properties: {
            ...(updateSchema.properties as object),
            version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { resource } = await openDesign(ctx, request.params.id, 'btn_edit');
      await updateResource(ctx, resource, request.params.id, request.body);
      await announceDesignSaved(ctx, request.params.id);
      return ok(request, null);
    },
  );

  app.delete<IdParams>(
    `${BASE}/:id`,
    { config: user, schema: { tags, summary: 'Delete a design', params: idParamsSchema } },
    async (request) => {
      const ctx = contextOf(request);
      const { resource } = await openDesign(ctx, request.params.id, 'btn_remove');
      await deleteResource(ctx, resource, request.params.id);
      return ok(request, null);
    },
  );

  const action = (
    name: string,
    summary: string,
    run: (ctx: ReturnType<typeof contextOf>, id: string) => Promise<unknown>,
  ) =>
    app.post<IdParams>(
      `${BASE}/:id/Actions/${name}`,
      { config: user, schema: { tags, summary, params: idParamsSchema } },
      async (request) => ok(request, await run(contextOf(request), request.params.id)),
    );
  action('Copy', 'Copy a design (复制)', copyDesign);
  action('Release', 'Release the draft as the version live pages run (发布)', releaseDesign);

  app.get<IdParams>(
    `${BASE}/:id/Versions`,
    {
      config: user,
      schema: { tags, summary: 'The released versions, newest first', params: idParamsSchema },
    },
    async (request) => ok(request, await designVersions(contextOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string; version: number } }>(
    `${BASE}/:id/Versions/:version/Actions/Restore`,
    {
      config: user,
      schema: {
        tags,
        summary: "Put a released version's form, list and tables back into the draft",
        params: {
          type: 'object',
          required: ['id', 'version'],
          properties: {
            id: idParamsSchema.properties.id,
            version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await restoreDesign(ctx, request.params.id, request.params.version);
      await announceDesignSaved(ctx, request.params.id);
      return ok(request, null);
    },
  );

  app.get<IdParams>(
    `${BASE}/:id/FormDataFields`,
    {
      config: user,
      schema: { tags, summary: 'The main-form fields of the live version', params: idParamsSchema },
    },
    async (request) => ok(request, await designFields(contextOf(request), request.params.id)),
  );
}
