import type { Migration } from 'kysely';
import * as loginTickets from './20261122T0424_oauth_login_tickets.js';
import * as captcha from './20261126T1040_oauth_captcha.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const oauthMigrations: Record<string, Migration> = {
  '20261122T0424_oauth_login_tickets': loginTickets,
  '20261126T1040_oauth_captcha': captcha,
};
