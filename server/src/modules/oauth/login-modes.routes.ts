import { PATTERNS } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../platform/client-info.js';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { fieldLabel, type Lang } from '../../platform/i18n/i18n.js';
import { cancelTicket, confirmTicket, createTicket, pollTicket, scanTicket } from './scan-login.service.js';
import { loginByCode, requestCode } from './sms-login.service.js';

/** The login screen's other two modes (SPEC §2.4): scan login and verification-code login. */

const ticketParams = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const mobileField = {
  type: 'string',
  maxLength: 20,
  description: 'mobile number, 1[3-9] and 9 digits',
};

const required = (field: string, lang: Lang) =>
  badRequest('validation.required', { field: fieldLabel(field, lang) }, { errors: [{ field }] });

/** The trimmed number, or 手机号不能为空 / 请输入正确的手机号. */
function readMobile(value: string, lang: Lang): string {
  const mobile = value.trim();
  if (!mobile) throw required('mobile', lang);
  if (!PATTERNS.mobile.test(mobile))
    throw badRequest('sms.mobileFormat', {}, { errors: [{ field: 'mobile' }] });
  return mobile;
}

export async function loginModeRoutes(app: FastifyInstance) {
  app.post(
    '/api/oauth/ScanLogin',
    {
      config: { access: 'public' },
      schema: { tags: ['oauth'], summary: 'New scan-login ticket for a QR code (valid 2 minutes)' },
    },
    async (request) => ok(request, await createTicket(contextOf(request), clientInfo(request))),
  );

  app.get<{ Params: { ticket: string } }>(
    '/api/oauth/ScanLogin/:ticket',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary:
          'Poll a ticket: waiting, scanned, confirmed (first poll gets {token, theme}), cancelled, expired',
        params: ticketParams,
      },
    },
    async (request) =>
      ok(request, await pollTicket(contextOf(request), request.params.ticket, clientInfo(request))),
  );

  app.post<{ Params: { ticket: string } }>(
    '/api/oauth/ScanLogin/:ticket/Scan',
    {
      config: { access: 'user' },
      schema: {
        tags: ['oauth'],
        summary: 'Mark a ticket scanned; answers the asking computer (IP, browser, OS, time)',
        params: ticketParams,
      },
    },
    async (request) => ok(request, await scanTicket(contextOf(request), request.params.ticket)),
  );

  app.post<{ Params: { ticket: string } }>(
    '/api/oauth/ScanLogin/:ticket/Confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['oauth'],
        summary: 'Approve: the computer is signed in as the current user',
        params: ticketParams,
      },
    },
    async (request) => {
      await confirmTicket(contextOf(request), request.params.ticket);
      return ok(request, null);
    },
  );

  app.post<{ Params: { ticket: string } }>(
    '/api/oauth/ScanLogin/:ticket/Cancel',
    {
      config: { access: 'user' },
      schema: { tags: ['oauth'], summary: 'Decline a scan login', params: ticketParams },
    },
    async (request) => {
      await cancelTicket(contextOf(request), request.params.ticket);
      return ok(request, null);
    },
  );

  app.post<{ Body: { mobile: string } }>(
    '/api/oauth/SmsCode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'Send a 6-digit login code to a mobile number (same answer whether or not it is a user’s)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: { type: 'object', required: ['mobile'], properties: { mobile: mobileField } },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const mobile = readMobile(request.body.mobile, ctx.lang);
      const data = await requestCode(ctx, { mobile, client: clientInfo(request) }, (error) =>
        request.log.error({ err: error }, 'sending the login code failed'),
      );
      return ok(request, data);
    },
  );

  app.post<{ Body: { mobile: string; code: string } }>(
    '/api/oauth/LoginByCode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'Log in with a mobile number and the code sent to it; answers {token, theme}',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile: mobileField, code: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const mobile = readMobile(request.body.mobile, ctx.lang);
      const code = request.body.code.trim();
      if (!code) throw required('code', ctx.lang);
      if (!/^\d{6}$/.test(code)) throw badRequest('sms.codeFormat', {}, { errors: [{ field: 'code' }] });
      return ok(request, await loginByCode(ctx, { mobile, code, client: clientInfo(request) }));
    },
  );
}
