import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { limitBytes } from '../../platform/files/file-types.js';
import { epochMsSchema } from '../../platform/time-schema.js';
import { captchaKeySchema, replyCaptcha } from '../oauth/exports.js';

const typeAndName = {
  type: 'object',
  required: ['type', 'name'],
  properties: { type: { type: 'string', maxLength: 30 }, name: { type: 'string', maxLength: 200 } },
} as const;

interface TypeAndName {
  type: string;
  name: string;
}

/** Files are served as inert data, never run as script (nosniff is on every answer: security-headers.ts). */
function hardenFileReply(reply: FastifyReply, mime: string) {
  reply.header('Content-Type', mime);
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
}

function sendStored(reply: FastifyReply, file: { path: string; size: number }) {
  reply.header('Content-Length', file.size);
  return reply.send(fs.createReadStream(file.path));
}

export async function fileRoutes(app: FastifyInstance) {
  // Registered here, not on the root: its hooks then run for these routes only, not on every request.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 } });

  app.post<{ Params: { type: string } }>(
    '/api/file/Uploader/:type',
    {
      config: { access: 'user' },
      schema: {
        tags: ['file'],
        summary: 'Upload one file (multipart field "file"); types annex, annexpic, userAvatar, IM, workFlow',
        consumes: ['multipart/form-data'],
        params: { type: 'object', properties: { type: { type: 'string', maxLength: 30 } } },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { files } = ctx.services;
      const rule = files.rule(request.params.type);
      if (!request.isMultipart()) throw badRequest('file.missing');
      // One byte under the limit is the most a file may have (SPEC §5 compares strictly).
      const part = await request.file({ limits: { fileSize: limitBytes(rule) - 1, files: 1 } });
      if (!part) throw badRequest('file.missing');
      const saved = await files.save(
        request.params.type,
        part.filename,
        part.file,
        () => part.file.truncated,
        ctx.user.id,
      );
      const url = rule.image
        ? `/api/file/Image/${saved.type}/${saved.id}`
        : `/api/file/Download/${saved.type}/${saved.id}`;
      return ok(request, { name: saved.originalName, fileId: saved.id, url, size: saved.size });
    },
  );

  app.get<{ Params: TypeAndName }>(
    '/api/file/Download/:type/:name',
    {
      config: { access: 'user' },
      schema: {
        tags: ['file'],
        summary: 'A short-lived link (data.url) that downloads the file',
        params: typeAndName,
      },
    },
    async (request) => {
      const { files } = contextOf(request).services;
      const file = await files.find(request.params.type, request.params.name);
      return ok(request, { name: file.originalName, url: files.signedLink(file.type, file.id) });
    },
  );

  app.get<{ Params: TypeAndName; Querystring: { expires: number; sign: string } }>(
    '/api/file/Attachment/:type/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['file'],
        summary: 'Download through a signed link from /api/file/Download',
        params: typeAndName,
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
      const { files } = contextOf(request).services;
      const { type, name } = request.params;
      files.checkLink(type, name, request.query.expires, request.query.sign);
      const file = await files.find(type, name);
      hardenFileReply(reply, file.mime);
      reply.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      );
      return sendStored(reply, file);
    },
  );

  app.get<{ Params: TypeAndName }>(
    '/api/file/Image/:type/:name',
    {
      // Images are shown by <img> tags, which send no token; their generated names are unguessable.
      config: { access: 'public' },
      schema: { tags: ['file'], summary: 'Show an uploaded image', params: typeAndName },
    },
    async (request, reply) => {
      const { files } = contextOf(request).services;
      const { type, name } = request.params;
      if (!files.rule(type).image) throw badRequest('file.notImage');
      const file = await files.find(type, name);
      hardenFileReply(reply, file.mime);
      reply.header('Content-Disposition', 'inline');
      reply.header('Cache-Control', 'private, max-age=86400');
      return sendStored(reply, file);
    },
  );

  app.get<{ Params: { timestamp: string } }>(
    '/api/file/ImageCode/:timestamp',
    {
      // The password change's captcha (client-facts §5.2), shown by an <img>, which sends no token.
      config: { access: 'public' },
      schema: {
        tags: ['file'],
        summary: 'A captcha image (SVG) for the password change, drawn under the client’s random key',
        params: { type: 'object', required: ['timestamp'], properties: { timestamp: captchaKeySchema } },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { verificationCodeNumber } = await ctx.services.settings.get();
      return replyCaptcha(ctx, reply, request.params.timestamp, verificationCodeNumber);
    },
  );
}
