import { LANGS, type Lang } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { TEXT_KEYWORD } from '../../platform/text-hygiene.js';
import {
  createLanguage,
  deleteLanguage,
  LANGUAGE_KEY_MAX,
  LANGUAGE_TEXT_MAX,
  type LanguageInput,
  languageInfo,
  languageResources,
  listLanguages,
  updateLanguage,
} from './language.service.js';

const MODULE = 'system.language';
const read = { access: { module: MODULE } };
const button = (code: string) => ({ access: { module: MODULE, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const languageBody = {
  type: 'object',
  required: ['key', 'zh'],
  properties: {
    key: { type: 'string', maxLength: LANGUAGE_KEY_MAX, description: 'dotted key, e.g. routes.system-log' },
    // Translations may span lines, as some built-in texts do (the login whitelist's placeholder).
    zh: { type: 'string', maxLength: LANGUAGE_TEXT_MAX, [TEXT_KEYWORD]: 'multiline' },
    en: { type: ['string', 'null'], maxLength: LANGUAGE_TEXT_MAX, [TEXT_KEYWORD]: 'multiline' },
    zhtw: { type: ['string', 'null'], maxLength: LANGUAGE_TEXT_MAX, [TEXT_KEYWORD]: 'multiline' },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

export async function languageRoutes(app: FastifyInstance) {
  const tags = ['system'];
  const base = '/api/system/Language';

  app.get<{ Querystring: PageQuery }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'Translation entries (paged; keyword in the key or any text)',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listLanguages(contextOf(request), request.query)),
  );

  app.get<{ Params: { lang: Lang } }>(
    `${base}/Resources/:lang`,
    {
      // The sign-in page shows texts before anyone signs in.
      config: { access: 'public' },
      schema: {
        tags,
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
      const tag = `${etag.slice(0, -1)}-${ctx.lang}"`;
      reply.header('ETag', tag);
      reply.header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      return ok(request, body);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One translation entry', params: idParams } },
    async (request) => ok(request, await languageInfo(contextOf(request), request.params.id)),
  );

  app.post<{ Body: LanguageInput }>(
    base,
    {
      config: button('btn_add'),
      schema: { tags, summary: 'Add a translation entry (key unique; zh required)', body: languageBody },
    },
    async (request) => ok(request, await createLanguage(contextOf(request), request.body)),
  );

  app.put<{ Params: { id: string }; Body: LanguageInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: {
        tags,
        summary: 'Change a translation entry',
        params: idParams,
        body: updateBody(languageBody),
      },
    },
    async (request) => {
      await updateLanguage(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    {
      config: button('btn_remove'),
      schema: { tags, summary: 'Delete a translation entry', params: idParams },
    },
    async (request) => {
      await deleteLanguage(contextOf(request), request.params.id);
      return ok(request, null);
    },
  );
}
