import { badRequest } from '../errors.js';
import { newId } from '../ids.js';
import type { AppServices } from '../services.js';
import { verifyPassword } from './password.js';

// Older rows than this many a user are pruned: the setting allows at most this many.
export const PASSWORD_HISTORY_MAX = 24;

/**
 * Refuses a new password (md5 from the client) that repeats one of the last disableTheNumberOfOldPasswords
 * passwords (the current one counts as the first), when 系统配置 › disableOldPassword is on.
 */
export async function refuseReusedPassword(
  services: AppServices,
  userId: string,
  md5: string,
  currentHash: string,
  field: string,
): Promise<void> {
  const settings = await services.settings.get();
  if (settings.disableOldPassword !== 1) return;
  const count = Math.max(1, settings.disableTheNumberOfOldPasswords);
  const rows = await services.db
    .selectFrom('baseUserPasswordHistory')
    .select('password')
    .where('userId', '=', userId)
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .limit(count - 1)
    .execute();
  for (const hash of [currentHash, ...rows.map((row) => row.password)]) {
    if (await verifyPassword(md5, hash))
      throw badRequest('password.reused', { count }, { errors: [{ field }] });
  }
}

/** Remembers the password being replaced (its stored hash) and prunes what no setting can ask for. */
export async function recordPassword(
  services: AppServices,
  userId: string,
  replacedHash: string,
): Promise<void> {
  const { db, clock } = services;
  await db
    .insertInto('baseUserPasswordHistory')
    .values({ id: newId(), userId, password: replacedHash, creatorTime: clock.now() })
    .execute();
  const keep = await db
    .selectFrom('baseUserPasswordHistory')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('creatorTime', 'desc')
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY_MAX)
    .execute();
  if (keep.length < PASSWORD_HISTORY_MAX) return;
  await db
    .deleteFrom('baseUserPasswordHistory')
    .where('userId', '=', userId)
    .where(
      'id',
      'not in',
      keep.map((row) => row.id),
    )
    .execute();
}
