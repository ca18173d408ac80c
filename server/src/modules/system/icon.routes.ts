import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { readUploadedFile } from '../../platform/files/uploaded-file.js';
import { deleteIcon, ICON_MAX_BYTES, iconSelector, iconSvg, listIcons, uploadIcon } from './icon.service.js';

const MODULE = 'system.icon';
const read = { access: { module: MODULE } };
const button = (code: string) => ({ access: { module: MODULE, button: code } });

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 60 } },
} as const;

export async function iconRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/Icon';
  await app.register(multipart, { limits: { files: 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Uploaded SVG icons (the built-in Ant Design names are in the web app’s /icons/index.json)',
      },
    },
    async (request) => ok(request, await listIcons(contextOf(request))),
  );

  app.get(
    `${base}/Selector`,
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Uploaded icons as {name, icon, url} (the icon picker of the menu form)' },
    },
    async (request) => ok(request, await iconSelector(contextOf(request))),
  );

  app.get<{ Params: { name: string } }>(
    `${base}/:name`,
    {
      // Shown by CSS masks and <img>, which send no token; the files are sanitised drawings.
      config: { access: 'public' },
      schema: { tags, summary: 'One uploaded icon as an SVG image', params: nameParams },
    },
    async (request, reply) => {
      const svg = await iconSvg(contextOf(request), request.params.name);
      reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header('Cache-Control', 'public, max-age=300');
      return reply.send(svg);
    },
  );

  app.post(
    base,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary:
          'Upload an SVG icon (multipart field "file", under 100 KB); its name comes from the file name. Script, event handlers, foreign content and outside references are refused',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, {
        bytes: ICON_MAX_BYTES - 1,
        message: 'icon.tooLarge',
        size: '100 KB',
      });
      return ok(
        request,
        await uploadIcon(contextOf(request), { fileName: upload.fileName, bytes: upload.bytes }),
      );
    },
  );

  app.delete<{ Params: { name: string } }>(
    `${base}/:name`,
    {
      config: button('btn_remove'),
      schema: { tags, summary: 'Delete an uploaded icon; refused while a menu shows it', params: nameParams },
    },
    async (request) => {
      await deleteIcon(contextOf(request), request.params.name);
      return ok(request, null);
    },
  );
}
