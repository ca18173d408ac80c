import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { CAPTCHA_KEY_LENGTH, CAPTCHA_LENGTH, drawCaptcha } from './captcha.service.js';

/** The client's key an image is drawn under, as a path parameter. */
export const captchaKeySchema = { type: 'string', minLength: 1, maxLength: CAPTCHA_KEY_LENGTH } as const;

/**
 * Answers a new captcha image drawn under `key`. An image, not the envelope: the client puts the address in
 * an <img>, which sends no token, so both image routes are public. Never cached, never run as a document.
 */
export async function replyCaptcha(ctx: RequestContext, reply: FastifyReply, key: string, length: number) {
  const svg = await drawCaptcha(ctx, key, length);
  reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return reply.send(svg);
}

/** What the login screen asks before a password login (client-facts §2), and its captcha image. */
export async function captchaRoutes(app: FastifyInstance) {
  app.get<{ Params: { account: string } }>(
    '/api/oauth/getConfig/:account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'Whether a password login must carry an image captcha, and how long its code is',
        description:
          'Asked when the account changes; the answer is the same for every account (系统配置 › 安全策略).',
        params: {
          type: 'object',
          required: ['account'],
          properties: { account: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const settings = await contextOf(request).services.settings.get();
      return ok(request, {
        enableVerificationCode: settings.enableVerificationCode,
        verificationCodeNumber: settings.verificationCodeNumber,
      });
    },
  );

  app.get<{ Params: { codeLength: number; timestamp: string } }>(
    '/api/oauth/ImageCode/:codeLength/:timestamp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['oauth'],
        summary: 'A captcha image (SVG) for the login, drawn under the client’s random key',
        params: {
          type: 'object',
          required: ['codeLength', 'timestamp'],
          properties: {
            codeLength: { type: 'integer', minimum: CAPTCHA_LENGTH.min, maximum: CAPTCHA_LENGTH.max },
            timestamp: captchaKeySchema,
          },
        },
      },
    },
    (request, reply) =>
      replyCaptcha(contextOf(request), reply, request.params.timestamp, request.params.codeLength),
  );
}
