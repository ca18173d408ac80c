import { LANGS, type Lang } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { registerResource } from '../../platform/resource/resource-routes.js';
import { languageResource } from './language.resource.js';
import { languageResources } from './language.service.js';

/** 多语言: the entries' resource routes (list, entry, writes), and the texts the web app reads. */
export async function languageRoutes(app: FastifyInstance) {
  await registerResource(app, languageResource);

  app.get<{ Params: { lang: Lang } }>(
    `${languageResource.path}/Resources/:lang`,
    {
      // The sign-in page shows texts before anyone signs in.
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: "The server's entries of one language as a flat {key: text} (ETag; an empty text is zh's)",
        params: {
          type: 'object',
          required: ['lang'],
          properties: { lang: { type: 'string', enum: [...LANGS] } },
        },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { body, etag } = await languageResources(ctx, request.params.lang);
      // The envelope's msg is in the caller's language, so the tag names it too.
      const tag = `${etag.slice(0, -1)}-${ctx.lang}"`;
      reply.header('ETag', tag);
      reply.header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return ok(request, body);
    },
  );
}
