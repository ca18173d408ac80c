import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { sendJsonDownload } from '../../platform/files/json-download.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { type CopyOptions, copyOptionsOf } from './json-transfer.js';
import { MENU_MODULE } from './menu.routes.js';
import { exportMenu } from './menu-export.service.js';
import { MENU_FILE_MAX_BYTES } from './menu-file.js';
import { parseMenuFile } from './menu-file-check.js';
import { importMenu } from './menu-import.service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const importQuery = {
  type: 'object',
  properties: {
    parentId: { type: 'string', maxLength: 50, description: "where the copy goes; '-1' for the top" },
    duplicates: {
      type: 'string',
      enum: ['refuse', 'rename'],
      description: 'codes already in use: refuse the import (409, default) or rename them (code.copy)',
    },
  },
} as const;

export async function menuTransferRoutes(app: FastifyInstance) {
  const tags = ['system'];
  // Registered in this plugin only, as the file routes do: its hooks stay off every other route.
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.get<{ Params: { id: string } }>(
    '/api/system/Menu/:id/Action/Export',
    {
      config: { access: { module: MENU_MODULE, button: 'btn_export' } },
      schema: {
        tags,
        summary:
          'Download a menu with its sub-menus, buttons, columns, form fields, data fields and schemes as a JSON file',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await exportMenu(contextOf(request), request.params.id);
      return sendJsonDownload(reply, file, file.menu);
    },
  );

  app.post<{ Querystring: CopyOptions }>(
    '/api/system/Menu/Action/Import',
    {
      config: { access: { module: MENU_MODULE, button: 'btn_import' } },
      schema: {
        tags,
        summary:
          'Import a menu file (multipart field "file", at most 1 MB) as a copy with fresh ids; answers the new menu id',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const upload = await readUploadedFile(request, {
        bytes: MENU_FILE_MAX_BYTES,
        message: 'menuTransfer.tooLarge',
        size: '1 MB',
      });
      const file = parseMenuFile(upload.bytes, ctx.lang);
      const options = copyOptionsOf(request.query, upload.field);
      return ok(request, await importMenu(ctx, file, options));
    },
  );
}
