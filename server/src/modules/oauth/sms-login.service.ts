import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { LoginResult, SmsCodeSent } from '@app/common';
import type { Db } from '../../db/database.js';
import type { ClientInfo } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest, tooMany } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { LOGIN_USER_COLUMNS, type LoginAttempt, loginFailed, openSession } from './login.service.js';

/**
 * Verification-code login with a mobile number (SPEC §2.4). Codes are kept as an HMAC under the server
 * secret; limits are counted from the stored rows, so every server process applies the same ones.
 * Whether a number belongs to a user is never told before the code is right (docs/decisions).
 */

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const CODES_PER_MOBILE_PER_DAY = 10;
export const CODES_PER_IP_PER_HOUR = 30;
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const codeHash = (secret: string, mobile: string, code: string) =>
  createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Live users with this mobile number. */
function usersByMobile(db: Db, mobile: string) {
  return db
    .selectFrom('baseUser')
    .select(LOGIN_USER_COLUMNS)
    .where('mobilePhone', '=', mobile)
    .where('deleteMark', 'is', null)
    .orderBy('sortCode')
    .orderBy('id')
    .limit(20)
    .execute();
}

type Candidate = Awaited<ReturnType<typeof usersByMobile>>[number];

/** The one user a number signs in as: the only holder, else the only main account (not mobile@account). */
function pickUser(candidates: Candidate[]): Candidate | undefined {
  if (candidates.length <= 1) return candidates[0];
  const main = candidates.filter((u) => !u.account.includes('@'));
  return main.length === 1 ? main[0] : undefined;
}

/**
 * Issues a code for the number, whoever holds it: the answer and the limits are the same for every
 * well-formed number, and the text goes out only when a user has that number, in the caller's language.
 */
export async function requestCode(
  ctx: RequestContext,
  input: { mobile: string; client: ClientInfo },
  onSendError: (error: unknown) => void,
): Promise<SmsCodeSent> {
  const { services } = ctx;
  const { db } = services;
  const { mobile, client } = input;
  const now = ctx.clock.now();

  const fromIp = await db
    .selectFrom('baseSmsCode')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ipAddress', '=', client.ip)
    .where('creatorTime', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  if (Number(fromIp.n) >= CODES_PER_IP_PER_HOUR) throw tooMany('sms.ipLimit');

  const today = await db
    .selectFrom('baseSmsCode')
    .select('creatorTime')
    .where('mobile', '=', mobile)
    .where('creatorTime', '>', now - DAY_MS)
    .orderBy('creatorTime', 'desc')
    .limit(CODES_PER_MOBILE_PER_DAY)
    .execute();
  const last = today[0]?.creatorTime;
  if (last !== undefined && now - last < RESEND_AFTER_MS) {
    const seconds = Math.max(1, Math.ceil((RESEND_AFTER_MS - (now - last)) / 1000));
    throw new AppError(429, 429, 'sms.wait', { seconds }, { wait: seconds });
  }
  if (today.length >= CODES_PER_MOBILE_PER_DAY) throw tooMany('sms.dailyLimit');

  await db
    .deleteFrom('baseSmsCode')
    .where('creatorTime', '<', now - 2 * DAY_MS)
    .execute();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insertInto('baseSmsCode')
    .values({
      id: newId(),
      mobile,
      codeHash: codeHash(services.config.secret, mobile, code),
      ipAddress: client.ip,
      creatorTime: now,
      expiresAt: now + CODE_TTL_MS,
    })
    .execute();

  const holders = await usersByMobile(db, mobile);
  if (holders.length > 0) {
    const text = translate('sms.loginText', ctx.lang, { code, minutes: CODE_TTL_MS / 60_000 });
    // Not awaited: a slow provider must not make known numbers answer later than unknown ones.
    services.sms.send(mobile, text).catch(onSendError);
  }
  return { resendAfter: RESEND_AFTER_MS / 1000, expiresIn: CODE_TTL_MS / 1000 };
}

/**
 * Signs in with the latest code sent to the number. Every try uses one of the code's five attempts
 * before it is compared, so parallel guesses cannot exceed them; a right code is used once.
 */
export async function loginByCode(
  ctx: RequestContext,
  input: { mobile: string; code: string; client: ClientInfo },
): Promise<LoginResult> {
  const { services } = ctx;
  const { db } = services;
  const { mobile, code } = input;
  const attempt: LoginAttempt = { client: input.client, via: 'sms' };
  const now = ctx.clock.now();
  const candidates = await usersByMobile(db, mobile);
  const user = pickUser(candidates);
  const fail = (error: AppError) =>
    loginFailed(ctx, attempt, { userId: user?.id ?? null, userName: user?.realName ?? mobile }, error);

  const row = await db
    .selectFrom('baseSmsCode')
    .select(['id', 'codeHash', 'expiresAt', 'attempts', 'consumedTime'])
    .where('mobile', '=', mobile)
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumedTime !== null || now >= row.expiresAt) throw fail(badRequest('sms.codeExpired'));
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw fail(badRequest('sms.codeDead'));

  const tried = await db
    .updateTable('baseSmsCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('consumedTime', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!tried) throw fail(badRequest('sms.codeDead'));
  if (!sameHash(row.codeHash, codeHash(services.config.secret, mobile, code))) {
    const left = MAX_CODE_ATTEMPTS - tried.attempts;
    throw fail(left > 0 ? badRequest('sms.codeWrong', { left }) : badRequest('sms.codeDead'));
  }
  const used = await db
    .updateTable('baseSmsCode')
    .set({ consumedTime: now })
    .where('id', '=', row.id)
    .where('consumedTime', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw fail(badRequest('sms.codeExpired'));

  if (!user) throw fail(badRequest(candidates.length > 0 ? 'sms.ambiguous' : 'sms.noUser'));
  return openSession(ctx, user, attempt);
}
