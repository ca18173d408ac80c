import { type Kysely, sql } from 'kysely';
import { changedRows, menusChanged, renameMenuAddresses } from '../../../db/migrations/menu-addresses.js';
import { seedId } from '../../../db/seed/seed-id.js';

// 数据字典 moves under 系统数据, as SPEC §1 groups it, with the original client's view path (decision 065).
// Its id, code, buttons and grants stay; an administrator who had already put it elsewhere keeps that place.
const DICTIONARY = seedId('menu:system.dictionary');
const SYSTEM = seedId('menu:system');
const SYSTEM_DATA = seedId('menu:systemData');

async function move(
  db: Kysely<unknown>,
  from: [parent: string, address: string],
  to: [string, string],
  sort: number,
) {
  const placed = await sql`update base_module set parent_id = ${to[0]}, sort_code = ${sort}
    where id = ${DICTIONARY} and parent_id = ${from[0]}`.execute(db);
  const renamed = await renameMenuAddresses(db, [[from[1], to[1]]]);
  await menusChanged(db, changedRows(placed) + renamed);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await move(db, [SYSTEM, 'system/dictionary'], [SYSTEM_DATA, 'systemData/dictionary'], 55);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await move(db, [SYSTEM_DATA, 'systemData/dictionary'], [SYSTEM, 'system/dictionary'], 30);
}
