import { pathNames } from '@app/common';
import type { AppServices } from '../services.js';

/**
 * The path of names ('company/department') of every live organisation, for answers that name one (the
 * users and positions lists). Read once and kept while this process has not written the table, and for at
 * most TTL_MS, the bound decision 029 sets for a write made through another server process. Lists name a
 * few organisations per page from a table of hundreds: a walk up the tree per page cost 30-80 µs.
 */

const TTL_MS = 2_000;
const TABLES = ['baseOrganize'] as const;

const kept = new WeakMap<AppServices, { stamp: string; until: number; paths: ReadonlyMap<string, string> }>();

export async function organizationPathNames(services: AppServices): Promise<ReadonlyMap<string, string>> {
  const stamp = services.versions.stamp(TABLES);
  const now = services.clock.now();
  const hit = kept.get(services);
  if (hit && hit.stamp === stamp && now < hit.until && now >= hit.until - TTL_MS) return hit.paths;
  const rows = await services.db
    .selectFrom('baseOrganize')
    .select(['id', 'parentId', 'fullName'])
    .where('deleteMark', 'is', null)
    .execute();
  const paths = pathNames(rows);
  // A write that ran while the rows were read may or may not be in them: keep them only when none did.
  if (services.versions.stamp(TABLES) === stamp) kept.set(services, { stamp, until: now + TTL_MS, paths });
  return paths;
}
