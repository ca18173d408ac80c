import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, pageQuerySchema } from '../../platform/envelope.js';
import type { PlatformHandles } from '../../platform/module.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import type { ListQuery } from '../../platform/resource/resource-query.js';
import { listResource } from '../../platform/resource/resource-read.js';
import { deleteResource } from '../../platform/resource/resource-write.js';
import { epochMsSchema } from '../../platform/time-schema.js';
import { backupResource, DATA_BACKUP_MODULE } from './data-backup.resource.js';
import { backupFileForLink, backupLink, createBackup } from './data-backup.service.js';

const read = { access: { module: DATA_BACKUP_MODULE } };
const button = (code: string) => ({ access: { module: DATA_BACKUP_MODULE, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

/** `platform.backup`: SQLite's online backup of the platform database (null on PostgreSQL, which uses pg_dump). */
export async function dataBackupRoutes(app: FastifyInstance, platform: PlatformHandles) {
  const tags = ['systemData'];
  const base = backupResource.path;

  app.get<{ Querystring: ListQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Backups of the platform database, newest first (paged; keyword in the file name)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listResource(contextOf(request), backupResource, request.query)),
  );

  app.post(
    base,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary:
          'Back up the platform database now (SQLite online backup, or pg_dump custom format); one at a time',
      },
    },
    async (request) => ok(request, await createBackup(contextOf(request), platform.backup)),
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(button('btn_remove'), 'Delete a backup and its file', (ctx, id) =>
    deleteResource(ctx, backupResource, id),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/Actions/Download`,
    {
      config: button('btn_download'),
      schema: {
        tags,
        summary: 'A short-lived link (data.url) that downloads the backup file',
        params: idParams,
      },
    },
    async (request) => ok(request, await backupLink(contextOf(request), request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: { expires: number; sign: string } }>(
    `${base}/:id/Actions/Attachment`,
    {
      // The browser follows the link without a token header; the signature stands in for it.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Download a backup through a signed link from Actions/Download',
        params: idParams,
        querystring: {
          type: 'object',
          required: ['expires', 'sign'],
          properties: {
            expires: epochMsSchema('epoch ms the link is good until'),
            sign: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const { expires, sign } = request.query;
      const file = await backupFileForLink(contextOf(request), request.params.id, expires, sign);
      reply.header('Content-Type', 'application/octet-stream');
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Length', file.size);
      reply.header('Content-Disposition', `attachment; filename="${file.name}"`);
      return reply.send(fs.createReadStream(file.path));
    },
  );
}
