import type { DataInterfaceCallScope, Lang } from '@app/common';
import type { Db } from '../../db/database.js';
import { userHolderRelations } from '../../platform/auth/grants.service.js';
import type { RequestContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';

/**
 * Who may call a data interface (decision 044): its designers (administrators and holders of the
 * 数据接口 menu) always; others only when the interface's settings open it to one of their roles or to
 * every signed-in user. A caller with no reason gets 403 and nothing runs.
 */

/** The 数据接口 menu: holding it makes a user one of the interfaces' designers. */
export const DATA_INTERFACE_MODULE = 'systemData.dataInterface';

export interface CallRule {
  callScope: string;
  callRoleIds: string | null;
}

export const scopeOf = (value: string): DataInterfaceCallScope =>
  value === 'everyone' || value === 'roles' ? value : 'designers';

export function roleIdsOf(stored: Pick<CallRule, 'callRoleIds'>): string[] {
  try {
    const value = JSON.parse(stored.callRoleIds ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The live, enabled roles the user holds. */
async function heldRoles(db: Db, userId: string): Promise<Set<string>> {
  const rows = await userHolderRelations(db, userId).execute();
  return new Set(
    rows
      .filter((r) => r.objectType === 'Role' && r.roleDeleted === null && Number(r.roleEnabled) === 1)
      .map((r) => r.objectId),
  );
}

/** May design interfaces (administrators and holders of the 数据接口 menu): may call any, disabled ones too. */
export async function mayDesignInterfaces(ctx: RequestContext): Promise<boolean> {
  const user = ctx.user;
  if (user.isAdministrator) return true;
  return (await ctx.services.grants.of(user)).moduleIdByCode.has(DATA_INTERFACE_MODULE);
}

/** A predicate over call rules for the signed-in caller; roles are read once, and only when a rule needs them. */
export function callerCheck(ctx: RequestContext, designer: boolean) {
  let roles: Promise<Set<string>> | null = null;
  return async (rule: CallRule): Promise<boolean> => {
    if (designer) return true;
    const scope = scopeOf(rule.callScope);
    if (scope === 'everyone') return true;
    if (scope === 'designers') return false;
    roles ??= heldRoles(ctx.services.db, ctx.user.id);
    const held = await roles;
    return roleIdsOf(rule).some((id) => held.has(id));
  };
}

export async function requireCaller(ctx: RequestContext, designer: boolean, rule: CallRule): Promise<void> {
  if (!(await callerCheck(ctx, designer)(rule))) throw forbidden('dataInterface.notCallable');
}

/**
 * The stored call rule of a saved interface: what the input says (an update has already filled in the
 * stored values of fields it left out), else the default for its type.
 */
export async function callRuleValues(
  db: Db,
  input: { callScope?: string; callRoleIds?: string[] },
  dataType: number,
  lang: Lang,
): Promise<{ callScope: DataInterfaceCallScope; callRoleIds: string | null }> {
  const callScope =
    input.callScope === undefined ? (dataType === 2 ? 'everyone' : 'designers') : scopeOf(input.callScope);
  if (callScope !== 'roles') return { callScope, callRoleIds: null };
  const ids = [...new Set(input.callRoleIds ?? [])];
  if (ids.length === 0) throw fieldError('callRoleIds', 'dataInterface.callRolesRequired', lang);
  const live = await db
    .selectFrom('baseRole')
    .select('id')
    .where('id', 'in', ids)
    .where('deleteMark', 'is', null)
    .execute();
  if (live.length !== ids.length) throw fieldError('callRoleIds', 'dataInterface.callRoleMissing', lang);
  return { callScope, callRoleIds: JSON.stringify(ids) };
}
