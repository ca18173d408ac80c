import { createHash } from 'node:crypto';
import { verifyPassword } from './password.js';

/**
 * The administrator's password when ADMIN_PASSWORD is not set at the first start. It is published (README,
 * start-up banner), so until it is changed the administrator is asked to change it at sign-in and the banner
 * says so (decision 052). Only this fact is kept: base_user.password_change_required, set by the seed and by
 * migration 023, cleared by every password change or reset. The plain text is never stored.
 */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

/** md5 of the default password, as the client would send it (SPEC §5). */
export const DEFAULT_ADMIN_PASSWORD_MD5 = createHash('md5').update(DEFAULT_ADMIN_PASSWORD).digest('hex');

/** Whether a stored hash is the hash of the default password (one scrypt check). */
export const isDefaultAdminPassword = (storedHash: string): Promise<boolean> =>
  verifyPassword(DEFAULT_ADMIN_PASSWORD_MD5, storedHash);
