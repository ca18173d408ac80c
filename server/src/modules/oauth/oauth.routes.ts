import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../platform/cached-body.js';
import { clientInfo } from '../../platform/client-info.js';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { badRequest } from '../../platform/errors.js';
import { fieldLabel, type Lang } from '../../platform/i18n/i18n.js';

import { CAPTCHA_KEY_LENGTH, checkCaptcha } from './captcha.service.js';
import { currentUserBody } from './current-user.service.js';
import { unlockScreen } from './lock-screen.service.js';
import { login } from './login.service.js';
import { loginModeRoutes } from './login-modes.routes.js';

const MD5_HEX = /^[0-9a-fA-F]{32}$/;

const credentials = {
  type: 'object',
  required: ['account', 'password'],
  properties: {
    account: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'account, or mobile@account for a sub account',
    },
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: 'lower-case hex md5 of the password',
    },
  },
} as const;

/** Trimmed account and lower-case md5, or the message that says which field is wrong. */
function readCredentials(body: { account: string; password: string }, lang: Lang) {
  const account = body.account.trim();
  if (!account)
    throw badRequest(
      'validation.required',
      { field: fieldLabel('account', lang) },
      { errors: [{ field: 'account' }] },
    );
  if (!MD5_HEX.test(body.password))
    throw badRequest('auth.passwordFormat', {}, { errors: [{ field: 'password' }] });
  return { account, password: body.password.toLowerCase() };
}

export async function oauthRoutes(app: FastifyInstance) {
  await app.register(loginModeRoutes);

  app.post<{
    Body: { account: string; password: string; grant_type?: string; code?: string; timestamp?: string };
  }>(
    '/api/oauth/Login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'Log in with account and md5 password (form-encoded)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          ...credentials,
          properties: {
            ...credentials.properties,
            client_id: { type: 'string', maxLength: 100 },
            client_secret: { type: 'string', maxLength: 100 },
            scope: { type: 'string', maxLength: 100 },
            grant_type: { type: 'string', enum: ['password'] },
            origin: { type: 'string', maxLength: 20 },
            code: { type: 'string', maxLength: 20, description: 'the captcha, when getConfig asks for one' },
            // Empty when no captcha is asked for: the original client sends the fields all the same.
            timestamp: {
              type: 'string',
              maxLength: CAPTCHA_KEY_LENGTH,
              description: 'the captcha image’s key',
            },
          },
        },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { account, password } = readCredentials(request.body, ctx.lang);
      // Checked before the password, so a wrong captcha tells nothing about the password.
      if ((await ctx.services.settings.get()).enableVerificationCode === 1)
        await checkCaptcha(ctx, request.body);
      const data = await login(ctx, { account, password, client: clientInfo(request) });
      return ok(request, data);
    },
  );

  app.get(
    '/api/oauth/CurrentUser',
    {
      config: { access: 'user' },
      schema: { tags: ['oauth'], summary: 'Menus, permissions and profile of the signed-in user' },
    },
    async (request, reply) => sendCached(request, reply, await currentUserBody(contextOf(request))),
  );

  app.get(
    '/api/oauth/Logout',
    { config: { access: 'user' }, schema: { tags: ['oauth'], summary: 'Revoke the current token' } },
    async (request) => {
      const ctx = contextOf(request);
      await ctx.services.sessions.revoke(ctx.session.id, 'logout');
      return ok(request, null);
    },
  );

  app.post<{ Body: { account: string; password: string } }>(
    '/api/oauth/LockScreen',
    {
      config: { access: 'user' },
      schema: {
        tags: ['oauth'],
        summary: 'Unlock the screen: re-check account and password',
        body: credentials,
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { account, password } = readCredentials(request.body, ctx.lang);
      await unlockScreen(ctx, account, password);
      return ok(request, null);
    },
  );
}
