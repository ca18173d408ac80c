import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { idParamsSchema } from '../../platform/resource/resource-schemas.js';
import { large } from './design.routes.js';
import { announceDesignSaved } from './design-presence.js';
import { type CreateTablesInput, createDesignTables } from './design-tables.service.js';

/** 根据表单创建数据表 (decision 075): open to whoever may save the design (its menu's btn_edit). */
export async function designTablesRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string }; Body: CreateTablesInput }>(
    '/api/visualdev/Base/:id/Actions/CreateTables',
    {
      config: { access: 'user' },
      ...large,
      schema: {
        tags: ['visualdev'],
        summary:
          "Create the tables a design's form needs in a data source and bind the design to them (根据表单创建数据表)",
        params: idParamsSchema,
        body: {
          type: 'object',
          required: ['tableName'],
          additionalProperties: false,
          properties: {
            dbLinkId: { type: ['string', 'null'], maxLength: 50 },
            tableName: { type: 'string', maxLength: 64 },
            version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            // the designer's unsaved parts; capped as a design's are (design.resource.ts)
            formData: { type: 'string', maxLength: 2 * 1024 * 1024 },
            columnData: { type: 'string', maxLength: 2 * 1024 * 1024 },
          },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const body = { ...request.body, dbLinkId: request.body.dbLinkId ?? undefined };
      const bound = await createDesignTables(ctx, request.params.id, body);
      // binding saves the design: its other editors hear of the new version as of any save
      await announceDesignSaved(ctx, request.params.id);
      return ok(request, bound);
    },
  );
}
