import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type NoticeInput } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok, type PageQuery, pageQuerySchema } from '../../platform/envelope.js';
import { updateBody } from '../../platform/partial-update.js';
import { recordRoutes } from '../../platform/resource/record-routes.js';
import {
  createNotice,
  deleteNotice,
  listNotices,
  noticeInfo,
  releaseNotice,
  updateNotice,
} from './notice.service.js';

export const NOTICE_MODULE = 'system.notice';
const read = { access: { module: NOTICE_MODULE } };
const button = (code: string) => ({ access: { module: NOTICE_MODULE, button: code } });

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const noticeBody = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', maxLength: NOTICE_TITLE_MAX },
    // Cleaned by the allow-list before it is stored (notice-html.ts).
    bodyText: { type: ['string', 'null'], maxLength: NOTICE_BODY_MAX },
  },
} as const;

/** 系统公告, the administrators' side (client-facts §5.4 'Notices'; the paths keep the /api/message prefix). */
export async function noticeRoutes(app: FastifyInstance) {
  const tags = ['message'];
  const base = '/api/message';

  app.get<{ Querystring: PageQuery }>(
    `${base}/Notice`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Notices, newest first (paged; keyword in the title); enabledMark 0 draft, 1 released',
        querystring: { type: 'object', properties: pageQuerySchema },
      },
    },
    async (request) => ok(request, await listNotices(contextOf(request), request.query)),
  );

  app.post<{ Body: NoticeInput }>(
    base,
    {
      config: button('btn_add'),
      schema: {
        tags,
        summary: 'Write a notice as a draft (the body is cleaned to the editor allow-list)',
        body: noticeBody,
      },
    },
    async (request) => ok(request, await createNotice(contextOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: read, schema: { tags, summary: 'One notice with its body', params: idParams } },
    async (request) => ok(request, await noticeInfo(contextOf(request), request.params.id)),
  );

  app.put<{ Params: { id: string }; Body: NoticeInput }>(
    `${base}/:id`,
    {
      config: button('btn_edit'),
      schema: {
        tags,
        summary: 'Change a draft (a released notice is read-only: 409)',
        params: idParams,
        body: updateBody(noticeBody),
      },
    },
    async (request) => {
      await updateNotice(contextOf(request), request.params.id, request.body);
      return ok(request, null);
    },
  );

  const records = recordRoutes(app, base, { tags, params: idParams });
  records.remove(button('btn_remove'), "Delete a notice and every reader's copy of it", deleteNotice);

  app.put<{ Params: { id: string } }>(
    `${base}/:id/Actions/Release`,
    {
      config: button('btn_release'),
      schema: {
        tags,
        summary: 'Release a draft to every user (once; 409 after) and push messagePush to connected users',
        params: idParams,
      },
    },
    async (request) => {
      const result = await releaseNotice(contextOf(request), request.params.id);
      if (!result.pushed) request.log.warn({ notice: request.params.id }, 'notice released but not pushed');
      return ok(request, { receivers: result.receivers });
    },
  );
}
