import { type LoginResult, layoutOf } from '@app/common';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { countWrongPassword } from '../../platform/auth/wrong-password.js';
import type { ClientInfo } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/i18n.js';
import { ipAllowed } from '../../platform/ip-list.js';
import { LogCategory } from '../../platform/logs/log-writer.js';
import { lockedError } from '../../platform/settings.js';

export interface LoginInput {
  account: string;
  /** lower-case hex md5 of the password (SPEC §5) */
  password: string;
  client: ClientInfo;
}

// Checked against when the account does not exist, so a miss costs as much time as a wrong password.
let decoyHash: Promise<string> | null = null;

/** What the steps after identification read of a user. */
export const LOGIN_USER_COLUMNS = [
  'id',
  'account',
  'realName',
  'enabledMark',
  'isAdministrator',
  'theme',
  'firstLogTime',
  'lastLogTime',
  'lastLogIp',
  'changePasswordDate',
  'creatorTime',
  'passwordChangeRequired',
] as const;

export type LoginUser = Pick<
  Selectable<UserTable>,
  | 'id'
  | 'account'
  | 'realName'
  | 'enabledMark'
  | 'isAdministrator'
  | 'theme'
  | 'firstLogTime'
  | 'lastLogTime'
  | 'lastLogIp'
  | 'changePasswordDate'
  | 'creatorTime'
  | 'passwordChangeRequired'
>;

/** How the user proved who they are; named in the login log. */
export type LoginVia = 'password' | 'scan' | 'sms';

const VIA_URL: Record<LoginVia, string> = {
  password: '/api/oauth/Login',
  scan: '/api/oauth/ScanLogin',
  sms: '/api/oauth/LoginByCode',
};

/** One sign-in: the device that receives the session and the way the user was identified. */
export interface LoginAttempt {
  client: ClientInfo;
  via: LoginVia;
}

/** Looks up a login name. A sub account is entered as `mobile@account` (SPEC §2.4) and stored under that name. */
async function findUser(db: Db, account: string) {
  return db
    .selectFrom('baseUser')
    .select([...LOGIN_USER_COLUMNS, 'password', 'unlockTime'])
    .where('account', '=', account)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
}

/** A sub account works only while the main account it belongs to is live and enabled. */
async function mainAccountUsable(db: Db, account: string): Promise<boolean> {
  const at = account.lastIndexOf('@');
  if (at < 0) return true;
  const main = await findUser(db, account.slice(at + 1));
  return Boolean(main && main.enabledMark === 1);
}

/** Password login of an anonymous caller (POST /api/oauth/Login). */
export async function login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
  const attempt: LoginAttempt = { client: input.client, via: 'password' };
  const now = ctx.clock.now();
  const account = input.account.trim();
  const user = await findUser(ctx.services.db, account);
  const fail = (error: AppError, userId: string | null = user?.id ?? null) =>
    loginFailed(ctx, attempt, { userId, userName: user?.realName ?? account }, error);

  if (!user) {
    decoyHash ??= hashPassword('0'.repeat(32), ctx.services.config.scryptLogCost);
    await verifyPassword(input.password, await decoyHash);
    throw fail(badRequest('auth.wrongCredentials'), null);
  }
  if (user.unlockTime && user.unlockTime > now) throw fail(lockedError(user.unlockTime, now));
  if (!(await verifyPassword(input.password, user.password))) {
    const counted = await countWrongPassword(ctx.services, user);
    if (counted.limitReached && counted.lock) throw fail(counted.lock);
    throw fail(badRequest('auth.wrongCredentials'));
  }
  // Only someone who knows the password learns that the account is disabled (checked in openSession).
  return openSession(ctx, user, attempt);
}

/**
 * Everything after the user is identified, the same for password, scan and SMS login: a disabled user,
 * or a sub account whose main account is unusable, is refused; so is a user who holds no menu
 * (SPEC §5). Otherwise a session is opened for the client, the previous/last login is recorded, other
 * sessions end under single login, and the login log gets its row. `ctx` is whoever asks: an anonymous
 * caller for password and SMS login, the approving user for a scan login; the session is always `user`'s.
 */
export async function openSession(
  ctx: RequestContext,
  user: LoginUser,
  attempt: LoginAttempt,
): Promise<LoginResult> {
  const { services, clock } = ctx;
  const { db } = services;
  const { client } = attempt;
  const fail = (error: AppError) =>
    loginFailed(ctx, attempt, { userId: user.id, userName: user.realName }, error);

  if (user.enabledMark !== 1 || !(await mainAccountUsable(db, user.account))) {
    throw fail(new AppError(403, 403, 'auth.disabled'));
  }
  // SPEC §5: a user who holds no menu cannot use the product, so no session is opened for them.
  const grants = await services.grants.of({ id: user.id, isAdministrator: user.isAdministrator === 1 });
  if (grants.menus.length === 0) throw fail(new AppError(403, 403, 'auth.noMenus'));

  const settings = await services.settings.get();
  // The whitelist holds for administrators too; 系统配置 refuses a list that leaves out the saver's own address.
  if (settings.whitelistSwitch === 1 && !ipAllowed(settings.whiteListIp, client.ip))
    throw fail(new AppError(403, 403, 'auth.ipNotAllowed', { ip: client.ip }));
  const now = clock.now();
  const session = await services.sessions.create(user.id, client.ip, `${client.browser} / ${client.os}`);
  await db
    .updateTable('baseUser')
    .set((eb) => ({
      firstLogTime: user.firstLogTime ?? now,
      firstLogIp: user.firstLogTime ? undefined : client.ip,
      prevLogTime: user.lastLogTime,
      prevLogIp: user.lastLogIp,
      lastLogTime: now,
      lastLogIp: client.ip,
      logSuccessCount: eb('logSuccessCount', '+', 1),
      logErrorCount: 0,
      unlockTime: null,
    }))
    .where('id', '=', user.id)
    .execute();
  if (settings.singleLogin === 1) await services.sessions.revokeOthers(user.id, session.id, 'replaced');
  writeLoginLog(ctx, attempt, {
    userId: user.id,
    userName: user.realName,
    ok: true,
    abstracts: '登录成功',
  });
  const changedAt = user.changePasswordDate ?? user.creatorTime;
  const expired =
    settings.passwordIsUpdatedRegularly === 1 &&
    settings.updateCycle > 0 &&
    now - changedAt >= settings.updateCycle * 86_400_000;
  return {
    token: session.token,
    theme: layoutOf(user.theme),
    ...(expired ? { passwordExpired: true } : {}),
    // The seeded administrator still has the published default password (decision 052).
    ...(user.passwordChangeRequired === 1 ? { passwordChangeRequired: true } : {}),
  };
}

/** Records a refused login in the login log and hands the error back to be thrown. */
export function loginFailed(
  ctx: RequestContext,
  attempt: LoginAttempt,
  who: { userId: string | null; userName: string },
  error: AppError,
): AppError {
  writeLoginLog(ctx, attempt, {
    ...who,
    ok: false,
    abstracts: translate(error.key, 'zh', error.params),
  });
  return error;
}

function writeLoginLog(
  ctx: RequestContext,
  { client, via }: LoginAttempt,
  outcome: { userId: string | null; userName: string; ok: boolean; abstracts: string },
): void {
  ctx.services.logs.write({
    category: LogCategory.login,
    userId: outcome.userId,
    userName: outcome.userName.slice(0, 100),
    ipAddress: client.ip,
    platForm: client.os,
    browser: client.browser,
    json: client.userAgent,
    loginMark: outcome.ok ? 1 : 0,
    abstracts: outcome.abstracts,
    requestUrl: VIA_URL[via],
    requestMethod: 'POST',
    creatorTime: ctx.clock.now(),
  });
}
