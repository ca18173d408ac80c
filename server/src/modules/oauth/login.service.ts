import { layoutOf } from '@app/common';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { ClientInfo } from '../../platform/client-info.js';
import { AppError, badRequest, tooMany } from '../../platform/errors.js';
import { type Lang, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { LogCategory } from '../../platform/logs/log-writer.js';
import type { AppServices } from '../../platform/services.js';

export interface LoginInput {
  account: string;
  /** lower-case hex md5 of the password (SPEC §5) */
  password: string;
  client: ClientInfo;
  lang: Lang;
}

// Checked against when the account does not exist, so a miss costs as much time as a wrong password.
let decoyHash: Promise<string> | null = null;

/** Looks up a login name. A sub account is entered as `mobile@account` (SPEC §2.4) and stored under that name. */
async function findUser(services: AppServices, account: string) {
  return services.db
    .selectFrom('baseUser')
    .select([
      'id',
      'account',
      'realName',
      'password',
      'enabledMark',
      'isAdministrator',
      'theme',
      'unlockTime',
      'firstLogTime',
      'lastLogTime',
      'lastLogIp',
    ])
    .where('account', '=', account)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
}

/** A sub account works only while the main account it belongs to is live and enabled. */
async function mainAccountUsable(services: AppServices, account: string): Promise<boolean> {
  const at = account.lastIndexOf('@');
  if (at < 0) return true;
  const main = await findUser(services, account.slice(at + 1));
  return Boolean(main && main.enabledMark === 1);
}

export async function login(
  services: AppServices,
  input: LoginInput,
): Promise<{ token: string; theme: string }> {
  const { db, clock } = services;
  const settings = await services.settings.get();
  const now = clock.now();
  const account = input.account.trim();
  const user = await findUser(services, account);
  const fail = (key: MessageKey, error: AppError, userId: string | null = user?.id ?? null) => {
    writeLoginLog(services, input, {
      userId,
      userName: user?.realName ?? account,
      ok: false,
      key,
      params: error.params,
    });
    return error;
  };

  if (!user) {
    decoyHash ??= hashPassword('0'.repeat(32), services.config.scryptLogCost);
    await verifyPassword(input.password, await decoyHash);
    throw fail('auth.wrongCredentials', badRequest('auth.wrongCredentials'), null);
  }
  if (user.unlockTime && user.unlockTime > now) {
    const minutes = Math.max(1, Math.ceil((user.unlockTime - now) / 60_000));
    throw fail('auth.locked', tooMany('auth.locked', { minutes }));
  }
  if (!(await verifyPassword(input.password, user.password))) {
    const exempt = user.isAdministrator === 1 && settings.lockExemptAdmin === 1;
    const limit = settings.passwordErrorsNumber;
    // The counter is raised in the database, so parallel attempts cannot slip past the limit.
    const counted = await db
      .updateTable('baseUser')
      .set((eb) => ({ logErrorCount: eb('logErrorCount', '+', 1) }))
      .where('id', '=', user.id)
      .returning('logErrorCount')
      .executeTakeFirstOrThrow();
    if (!exempt && limit > 0 && counted.logErrorCount >= limit) {
      await db
        .updateTable('baseUser')
        .set({ unlockTime: now + settings.lockTime * 60_000, logErrorCount: 0 })
        .where('id', '=', user.id)
        .execute();
      throw fail('auth.locked', tooMany('auth.locked', { minutes: settings.lockTime }));
    }
    throw fail('auth.wrongCredentials', badRequest('auth.wrongCredentials'));
  }
  // Only someone who knows the password learns that the account is disabled.
  if (user.enabledMark !== 1 || !(await mainAccountUsable(services, account))) {
    throw fail('auth.disabled', new AppError(403, 403, 'auth.disabled'));
  }
  // SPEC §5: a user who holds no menu cannot use the product, so no session is opened for them.
  const grants = await services.grants.of({ id: user.id, isAdministrator: user.isAdministrator === 1 });
  if (grants.menus.length === 0) throw fail('auth.noMenus', new AppError(403, 403, 'auth.noMenus'));

  const session = await services.sessions.create(
    user.id,
    input.client.ip,
    `${input.client.browser} / ${input.client.os}`,
  );
  await db
    .updateTable('baseUser')
    .set((eb) => ({
      firstLogTime: user.firstLogTime ?? now,
      firstLogIp: user.firstLogTime ? undefined : input.client.ip,
      prevLogTime: user.lastLogTime,
      prevLogIp: user.lastLogIp,
      lastLogTime: now,
      lastLogIp: input.client.ip,
      logSuccessCount: eb('logSuccessCount', '+', 1),
      logErrorCount: 0,
      unlockTime: null,
    }))
    .where('id', '=', user.id)
    .execute();
  if (settings.singleLogin === 1) await services.sessions.revokeOthers(user.id, session.id, 'replaced');
  writeLoginLog(services, input, {
    userId: user.id,
    userName: user.realName,
    ok: true,
    key: 'ok',
    params: {},
  });
  return { token: session.token, theme: layoutOf(user.theme) };
}

function writeLoginLog(
  services: AppServices,
  input: LoginInput,
  outcome: {
    userId: string | null;
    userName: string;
    ok: boolean;
    key: MessageKey;
    params: Record<string, string | number>;
  },
): void {
  services.logs.write({
    category: LogCategory.login,
    userId: outcome.userId,
    userName: outcome.userName.slice(0, 100),
    ipAddress: input.client.ip,
    platForm: input.client.os,
    browser: input.client.browser,
    json: input.client.userAgent,
    loginMark: outcome.ok ? 1 : 0,
    abstracts: outcome.ok ? '登录成功' : translate(outcome.key, 'zh', outcome.params),
    requestUrl: '/api/oauth/Login',
    requestMethod: 'POST',
    creatorTime: services.clock.now(),
  });
}
