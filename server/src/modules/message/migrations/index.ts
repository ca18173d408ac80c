import type { Migration } from 'kysely';
import * as im from './20261122T0952_message_im.js';
import * as message from './20261122T0954_message_message.js';

/** This area's schema changes, keyed by file name (docs/decisions/054-migration-names.md). */
export const messageMigrations: Record<string, Migration> = {
  '20261122T0952_message_im': im,
  '20261122T0954_message_message': message,
};
