import { type AppError, tooMany } from '../errors.js';
import type { AppServices } from '../services.js';
import { lockout } from '../settings.js';

/** What one more wrong password did: nothing yet, or the limit was reached (and the account locked, or not). */
export type WrongPasswordOutcome = { limitReached: false } | { limitReached: true; lock: AppError | null };

/**
 * Counts one wrong password of a user: at login, at the lock screen and in the password change alike
 * (decisions 011, 038, 052), in the one counter base_user.log_error_count, raised in the database so that
 * parallel attempts cannot slip past the limit. When the count reaches passwordErrorsNumber (0: never),
 * the count starts again and the account is locked per lockType / lockTime, unless the user is an
 * administrator and lockExemptAdmin is on (then `lock` is null: the caller decides what else to do).
 */
export async function countWrongPassword(
  services: AppServices,
  user: { id: string; isAdministrator: number },
): Promise<WrongPasswordOutcome> {
  const { db } = services;
  const settings = await services.settings.get();
  const counted = await db
    .updateTable('baseUser')
    .set((eb) => ({ logErrorCount: eb('logErrorCount', '+', 1) }))
    .where('id', '=', user.id)
    .returning('logErrorCount')
    .executeTakeFirstOrThrow();
  const limit = settings.passwordErrorsNumber;
  if (limit <= 0 || counted.logErrorCount < limit) return { limitReached: false };
  const exempt = user.isAdministrator === 1 && settings.lockExemptAdmin === 1;
  if (exempt) {
    // An exempt administrator is never locked; the count starts again, so each limit is reached afresh.
    await db.updateTable('baseUser').set({ logErrorCount: 0 }).where('id', '=', user.id).execute();
    return { limitReached: true, lock: null };
  }
  const lock = lockout(settings, services.clock.now());
  await db
    .updateTable('baseUser')
    .set({ unlockTime: lock.unlockTime, logErrorCount: 0 })
    .where('id', '=', user.id)
    .execute();
  return { limitReached: true, lock: tooMany(lock.key, { minutes: settings.lockTime }) };
}
