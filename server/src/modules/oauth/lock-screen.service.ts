import { verifyPassword } from '../../platform/auth/password.js';
import { countWrongPassword } from '../../platform/auth/wrong-password.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { lockedError } from '../../platform/settings.js';

/**
 * The lock screen asks for the signed-in user's own account and password again. Wrong answers count
 * towards the login lockout (passwordErrorsNumber, one counter with login and the password change); at
 * the limit the account is locked as a login would lock it (unless lockExemptAdmin exempts an
 * administrator) and this session is signed out, so a guesser at an unattended screen gets no further
 * (decision 052). While the account is locked, the password is not even checked.
 */
export async function unlockScreen(ctx: RequestContext, account: string, password: string): Promise<void> {
  const { db, sessions } = ctx.services;
  const now = ctx.clock.now();
  const row = await db
    .selectFrom('baseUser')
    .select(['id', 'account', 'password', 'isAdministrator', 'unlockTime'])
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  if (row.unlockTime && row.unlockTime > now) throw lockedError(row.unlockTime, now);
  const sameAccount = row.account === account.trim();
  // The password is checked whatever the account, so a wrong account takes as long as a wrong password.
  const right = await verifyPassword(password, row.password);
  if (!right || !sameAccount) {
    const counted = await countWrongPassword(ctx.services, row);
    if (!counted.limitReached) throw badRequest('auth.wrongCredentials');
    await sessions.revoke(ctx.session.id, 'logout');
    // 602: the session is over; the lock screen goes to the login page with the message.
    const why = counted.lock ?? new AppError(401, 602, 'auth.unlockSignedOut');
    throw new AppError(401, 602, why.key, why.params);
  }
  await db
    .updateTable('baseUser')
    .set({ logErrorCount: 0 })
    .where('id', '=', row.id)
    .where('logErrorCount', '>', 0)
    .execute();
}
