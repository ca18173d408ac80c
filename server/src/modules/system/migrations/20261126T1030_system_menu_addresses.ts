import type { Kysely } from 'kysely';
import { menusChanged, renameMenuAddresses } from '../../../db/migrations/menu-addresses.js';

// 定时任务 and 系统图标 take the original client's view paths (decision 065).
const RENAMES = [
  ['system/scheduleTask', 'system/task'],
  ['system/icon', 'system/icons'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await menusChanged(db, await renameMenuAddresses(db, RENAMES));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const back = RENAMES.map(([from, to]) => [to, from] as const);
  await menusChanged(db, await renameMenuAddresses(db, back));
}
