import type { Kysely } from 'kysely';
import { menusChanged, renameMenuAddresses } from '../../../db/migrations/menu-addresses.js';

// 在线用户 takes the original client's view path (decision 065).
export async function up(db: Kysely<unknown>): Promise<void> {
  await menusChanged(db, await renameMenuAddresses(db, [['permission/onlineUser', 'permission/userOnline']]));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await menusChanged(db, await renameMenuAddresses(db, [['permission/userOnline', 'permission/onlineUser']]));
}
