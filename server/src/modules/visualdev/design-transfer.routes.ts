import type { DesignType } from '@app/common/form';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendJsonDownload } from '../../platform/files/json-download.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { idParamsSchema } from '../../platform/resource/resource-schemas.js';
import { DESIGN_FILE_MAX_BYTES, exportDesign, importDesign, parseDesignFile } from './design-transfer.js';
import { DESIGN_TYPES } from './design-types.js';

const tags = ['visualdev'];
const user = { access: 'user' as const };

/** 导出 and 导入 of the design lists: one design as a JSON file (design-transfer.ts). */
export async function designTransferRoutes(app: FastifyInstance) {
  // Registered in this plugin only, as the other file routes do: its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get<{ Params: { id: string } }>(
    '/api/visualdev/Base/:id/Actions/Export',
    {
      config: user,
      schema: {
        tags,
        summary: 'Download a design (form, list, tables, flow) as a JSON file',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await exportDesign(contextOf(request), request.params.id);
      const names = { fullName: String(file.design.fullName), enCode: String(file.design.enCode) };
      return sendJsonDownload(reply, file, names);
    },
  );

  app.post<{ Querystring: { type: DesignType; duplicates?: 'refuse' | 'rename'; categoryId?: string } }>(
    '/api/visualdev/Base/Actions/Import',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Import a design file (multipart field "file", at most 8 MB) as a new draft of the list type; answers its id',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'integer', enum: [...DESIGN_TYPES], default: 1 },
            categoryId: {
              type: 'string',
              maxLength: 50,
              description: "the copy's category; default: the file's",
            },
            duplicates: {
              type: 'string',
              enum: ['refuse', 'rename'],
              description: 'a code already in use: refuse the import (409, default) or rename it (code.copy)',
            },
          },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const upload = await readUploadedFile(request, {
        bytes: DESIGN_FILE_MAX_BYTES,
        message: 'import.tooLarge',
        size: '8 MB',
      });
      const file = parseDesignFile(upload.bytes);
      const duplicates =
        (request.query.duplicates ?? upload.field('duplicates')) === 'rename' ? 'rename' : 'refuse';
      const categoryId = (request.query.categoryId ?? upload.field('categoryId'))?.slice(0, 50);
      return ok(request, await importDesign(ctx, request.query.type, file, { duplicates, categoryId }));
    },
  );
}
