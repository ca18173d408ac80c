import { pathNames } from '@app/common';
import { keptFor } from '../kept.js';
import type { AppServices } from '../services.js';
import { TableStampedValue } from '../table-stamped-value.js';

/**
 * The path of names ('company/department') of every live organisation, for answers that name one (the
 * users and positions lists): read once and kept as TableStampedValue keeps values (at most 2 s after a
 * write made through another process). Lists name a few organisations per page from a table of hundreds;
 * a walk up the tree per page cost 30-80 µs.
 */

const kept = new WeakMap<AppServices, TableStampedValue<ReadonlyMap<string, string>>>();

export function organizationPathNames(services: AppServices): Promise<ReadonlyMap<string, string>> {
  const paths = keptFor(
    kept,
    services,
    () =>
      new TableStampedValue<ReadonlyMap<string, string>>(services.versions, services.clock, ['baseOrganize']),
  );
  return paths.get(async () =>
    pathNames(
      await services.db
        .selectFrom('baseOrganize')
        .select(['id', 'parentId', 'fullName'])
        .where('deleteMark', 'is', null)
        .execute(),
    ),
  );
}
