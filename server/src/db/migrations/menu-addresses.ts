import { randomUUID } from 'node:crypto';
import { type Kysely, type QueryResult, sql } from 'kysely';

/** Rows an UPDATE changed. */
export const changedRows = (result: QueryResult<unknown>): number => Number(result.numAffectedRows ?? 0n);

/**
 * For migrations that move seeded menus (decision 065). A menu page's urlAddress is the key of its web page;
 * when the address a screen is known by changes, every page menu that still has the old one (seeded, or made
 * by an administrator for the same screen) follows. The web keeps routing the old address as well.
 * Answers the number of menus changed.
 */
export async function renameMenuAddresses(
  db: Kysely<unknown>,
  renames: readonly (readonly [from: string, to: string])[],
): Promise<number> {
  let changed = 0;
  for (const [from, to] of renames) {
    changed += changedRows(
      await sql`update base_module set url_address = ${to} where url_address = ${from} and type = 2`.execute(
        db,
      ),
    );
  }
  return changed;
}

/**
 * When menus changed, tells every running process through the marker their cached grants follow
 * (grants.service.ts); a database where nothing moved keeps its marker.
 */
export async function menusChanged(db: Kysely<unknown>, changed: number): Promise<void> {
  if (changed === 0) return;
  await sql`update base_sys_config set value = ${randomUUID()}
    where category = 'Internal' and ${sql.ref('key')} = 'grantsVersion'`.execute(db);
}
