import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';

/**
 * Image captchas (图形验证码, decision 065): one mechanism for the login (when the enableVerificationCode
 * setting asks for one) and the password change. The client picks a random key (its "timestamp"), shows the
 * image drawn under it and sends the key back with what the user read. A code is good for CAPTCHA_TTL_MS and
 * for one check, right or wrong, so it cannot be guessed at: the client draws a new one after a refusal.
 * Codes live in the database, so any server process can check one another drew.
 */

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = { min: 3, max: 8 } as const;
/** The most a client's key may hold; the original's is Math.random() written out. */
export const CAPTCHA_KEY_LENGTH = 64;
// Without 0/O, 1/I/L and other pairs a reader confuses.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXY3456789';

/** svg-captcha's own default export draws a given text; its typings name only the helpers beside it. */
const draw = svgCaptcha as unknown as (text: string, options: object) => string;

/** Draws a new code under the client's key (replacing one drawn under it before) and answers the image. */
export async function drawCaptcha(ctx: RequestContext, key: string, length: number): Promise<string> {
  const { db } = ctx.services;
  const now = ctx.clock.now();
  const size = Math.min(CAPTCHA_LENGTH.max, Math.max(CAPTCHA_LENGTH.min, Math.trunc(length)));
  const text = Array.from({ length: size }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  // Codes nobody came back for go when the next one is drawn; the table holds only the last few minutes'.
  await db.deleteFrom('baseCaptcha').where('expiresAt', '<', now).execute();
  const row = { code: text.toLowerCase(), creatorTime: now, expiresAt: now + CAPTCHA_TTL_MS };
  await db
    .insertInto('baseCaptcha')
    .values({ id: key, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return draw(text, { noise: 2, color: true, width: 30 * size, height: 40, fontSize: 44 });
}

/**
 * Uses up the code drawn under `key` and refuses, naming the code field, unless `code` is what the image
 * showed (any case) and the image is still fresh.
 */
export async function checkCaptcha(
  ctx: RequestContext,
  input: { code?: string | null; timestamp?: string | null },
): Promise<void> {
  const code = input.code?.trim() ?? '';
  const key = input.timestamp ?? '';
  const refuse = (message: 'captcha.required' | 'captcha.expired' | 'captcha.wrong') =>
    badRequest(message, {}, { errors: [{ field: 'code' }] });
  if (!code || !key) throw refuse('captcha.required');
  const drawn = await ctx.services.db
    .deleteFrom('baseCaptcha')
    .where('id', '=', key)
    .returning(['code', 'expiresAt'])
    .executeTakeFirst();
  if (!drawn || drawn.expiresAt < ctx.clock.now()) throw refuse('captcha.expired');
  if (drawn.code !== code.toLowerCase()) throw refuse('captcha.wrong');
}
