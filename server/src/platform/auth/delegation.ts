import { type DelegationEntry, subtreeIds } from '@app/common';
import { forbidden } from '../errors.js';
import type { AppServices } from '../services.js';
import { liveOrganizes } from './organizations.js';
import type { SessionUser } from './session.service.js';

/**
 * Delegated administration (分级管理, reference/server-facts.md §1): a non-administrator with delegation
 * rows may add, edit and delete organisations, positions and users only inside the organisations those
 * rows allow. Administrators, and users without any row, are not restricted (docs/decisions, delegated
 * administration). Computed per call: the rows of one user and the organisation table are small, and a
 * change of either applies at once in every process. Services check it through the request context
 * (ctx.requireDelegation, ctx.delegation; platform/context.ts), which computes it once per request.
 */

export type DelegationAction = 'add' | 'edit' | 'delete';
export type DelegationFlags = Record<DelegationAction, boolean>;
/** What a restricted user may do, per organisation id. */
export type Delegation = Map<string, DelegationFlags>;

/** The live delegation rows of one user. */
function delegationRows(services: AppServices, userId: string) {
  return services.db
    .selectFrom('baseOrganizeAdministrator')
    .select([
      'organizeId',
      'thisLayerAdd',
      'thisLayerEdit',
      'thisLayerDelete',
      'subLayerAdd',
      'subLayerEdit',
      'subLayerDelete',
    ])
    .where('userId', '=', userId)
    .where('deleteMark', 'is', null)
    .execute();
}

/**
 * What the user may do in each live organisation, the sub-layer switches expanded to every descendant;
 * null when the user is not restricted (an administrator, or nobody delegated anything to them).
 */
export async function delegationOf(
  services: AppServices,
  user: Pick<SessionUser, 'id' | 'isAdministrator'>,
): Promise<Delegation | null> {
  if (user.isAdministrator) return null;
  const rows = await delegationRows(services, user.id);
  if (rows.length === 0) return null;
  const orgs = await liveOrganizes(services.db);
  const live = new Set(orgs.map((o) => o.id));
  const scope = new Map<string, DelegationFlags>();
  const allow = (id: string, action: DelegationAction) => {
    if (!live.has(id)) return;
    const flags = scope.get(id) ?? { add: false, edit: false, delete: false };
    flags[action] = true;
    scope.set(id, flags);
  };
  for (const row of rows) {
    const layers: [DelegationAction, number, number][] = [
      ['add', row.thisLayerAdd, row.subLayerAdd],
      ['edit', row.thisLayerEdit, row.subLayerEdit],
      ['delete', row.thisLayerDelete, row.subLayerDelete],
    ];
    const below = layers.some(([, , sub]) => sub === 1)
      ? subtreeIds(orgs, row.organizeId)
      : new Set<string>();
    below.delete(row.organizeId);
    for (const [action, self, sub] of layers) {
      if (self === 1) allow(row.organizeId, action);
      if (sub === 1) for (const id of below) allow(id, action);
    }
  }
  return scope;
}

/** CurrentUser's userInfo.dataScope: [] when the user is not restricted. */
export async function delegationList(
  services: AppServices,
  user: Pick<SessionUser, 'id' | 'isAdministrator'>,
): Promise<DelegationEntry[]> {
  const scope = await delegationOf(services, user);
  if (!scope) return [];
  return [...scope].map(([organizeId, f]) => ({
    organizeId,
    Add: f.add,
    Edit: f.edit,
    Delete: f.delete,
  }));
}

/** Refuses (403) unless `scope` (null: not restricted) lets `action` happen in every organisation given. */
export function checkDelegation(
  scope: Delegation | null,
  action: DelegationAction,
  organizeIds: readonly (string | null | undefined)[],
): void {
  if (!scope) return;
  for (const id of organizeIds) {
    const key = id?.trim();
    if (key && !scope.get(key)?.[action]) throw forbidden('organizeAdmin.denied');
  }
}

/** The new organisation when it differs from the old one (a move), else nothing to check. */
export const movedTo = (before: string | null | undefined, after: string | null | undefined) =>
  after?.trim() && after.trim() !== before ? after.trim() : null;
