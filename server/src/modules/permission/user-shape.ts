import { organizationPathNames } from '../../platform/auth/organization-paths.js';
import { avatarOrDefault } from '../../platform/files/avatar-url.js';
import type { Row } from '../../platform/resource/resource.types.js';
import type { AppServices } from '../../platform/services.js';
import { relationNames } from './user-relation-names.js';

/** The names a user row answers beside its stored fields (UserRow in common/). */
export const USER_NAMES: ReadonlySet<string> = new Set([
  'organizeName',
  'organize',
  'positionName',
  'roleName',
]);

/**
 * Stored user rows as the contract answers them (the users list and a user's details): the avatar's
 * address (the default picture without one), 0/1 columns as the contract types them, and of `names` the
 * organisation's path (organizeName, and organize as the original's list reads it) and the position and
 * role names.
 */
export async function shapeUsers(
  services: AppServices,
  rows: Row[],
  names: ReadonlySet<string>,
): Promise<void> {
  const [paths, relations] = await Promise.all([
    names.has('organizeName') || names.has('organize') ? organizationPathNames(services) : null,
    names.has('positionName') || names.has('roleName')
      ? relationNames(
          services.db,
          rows.map((r) => r.id as string),
        )
      : null,
  ]);
  for (const row of rows) {
    const organizeId = row.organizeId as string | null;
    const held = relations?.get(row.id as string);
    row.gender = row.gender === 1 || row.gender === 2 ? row.gender : null;
    row.headIcon = avatarOrDefault(row.headIcon as string | null);
    row.isAdministrator = row.isAdministrator === 1;
    row.enabledMark = row.enabledMark === 1 ? 1 : 0;
    row.sortCode = Number(row.sortCode);
    const path = organizeId ? (paths?.get(organizeId) ?? null) : null;
    if (names.has('organizeName')) row.organizeName = path;
    if (names.has('organize')) row.organize = path;
    row.positionName = held?.positions.join(',') ?? '';
    row.roleName = held?.roles.join(',') ?? '';
  }
}
