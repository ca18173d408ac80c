import type { CurrentUser } from '@app/common';
import { delegationList } from '../../platform/auth/delegation.js';
import type { Grants } from '../../platform/auth/grants.service.js';
import { type CachedBody, cacheBody } from '../../platform/cached-body.js';
import { ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { avatarOrDefault, avatarUrl } from '../../platform/files/avatar-url.js';
import { translate } from '../../platform/i18n/i18n.js';
import type { Settings } from '../../platform/settings.js';
import { menuTree, permissionList } from './granted-menus.js';

interface CachedAnswer {
  /** the user's session stamp and the one setting the answer shows */
  stamp: string;
  grants: Grants;
  body: CachedBody;
}

// The answer is large (a 300-menu user gets ~150 KB) and asked for on every page load, so it is built,
// serialised and compressed once per user and language, and rebuilt when the user logs in or is edited
// (session stamp), when grants change (a new Grants object) or when lastLoginTimeSwitch changes.
const answers = new Map<string, CachedAnswer>();

/** The answers held in this process, keyed by user id and language, for the 缓存管理 screen. */
export const cachedCurrentUserAnswers = (): ReadonlyMap<string, unknown> => answers;
export const clearCurrentUserAnswers = () => answers.clear();

/** The CurrentUser envelope of the signed-in user, in their language, ready to send. */
export async function currentUserBody(ctx: RequestContext): Promise<CachedBody> {
  const { user } = ctx;
  const grants = await ctx.services.grants.of(user);
  // SPEC §5: a user with no menus cannot use the product.
  if (grants.menus.length === 0) throw new AppError(403, 403, 'auth.noMenus');
  const settings = await ctx.services.settings.get();
  const key = `${user.id}:${ctx.lang}`;
  const stamp = `${user.stamp}:${settings.lastLoginTimeSwitch}`;
  const hit = answers.get(key);
  if (hit && hit.stamp === stamp && hit.grants === grants) return hit.body;
  const data = await currentUser(ctx, user.id, grants, settings);
  const body = cacheBody({ code: 200, msg: translate('ok', ctx.lang), data });
  if (answers.size > 10_000) answers.clear();
  answers.set(key, { stamp, grants, body });
  return body;
}

/**
 * What CurrentUser answers one user, from the grants they hold, in the language of `ctx`. Also used by
 * the permission explainer's read-only preview of another user (ctx is then the administrator's), so
 * both always agree.
 */
export async function currentUser(
  ctx: RequestContext,
  userId: string,
  grants: Grants,
  settings: Settings,
): Promise<CurrentUser> {
  const { lang } = ctx;
  const user = await ctx.services.db
    .selectFrom('baseUser as u')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'u.headIcon',
      'u.organizeId',
      'o.fullName as organizeName',
      'o.organizeIdTree',
      'u.managerId',
      'u.positionId',
      'u.roleId',
      'u.isAdministrator',
      'u.portalId',
      'u.language',
      'u.theme',
      'u.prevLogTime',
      'u.prevLogIp',
      'u.lastLogTime',
      'u.lastLogIp',
      'u.passwordChangeRequired',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  // The subject's 分级管理, not the caller's: a preview shows what the previewed user would get.
  const dataScope = await delegationList(ctx.services, {
    id: user.id,
    isAdministrator: user.isAdministrator === 1,
  });
  return {
    menuList: menuTree(grants.menus),
    permissionList: permissionList(grants),
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      userName: user.realName,
      headIcon: avatarOrDefault(user.headIcon),
      organizeId: user.organizeId,
      organizeName: user.organizeName ?? null,
      organizeIdTree: organizeIdTree(user.organizeId, user.organizeIdTree ?? null),
      managerId: user.managerId,
      positionIds: splitIds(user.positionId),
      roleIds: splitIds(user.roleId),
      isAdministrator: user.isAdministrator === 1,
      portalId: user.portalId,
      language: user.language,
      theme: user.theme,
      prevLogin: settings.lastLoginTimeSwitch,
      prevLoginTime: user.prevLogTime,
      prevLoginIPAddress: user.prevLogIp,
      prevLoginIPAddressName: user.prevLogIp ? ipPlaceName(user.prevLogIp, lang) : null,
      loginTime: user.lastLogTime,
      loginIPAddress: user.lastLogIp,
      loginIPAddressName: user.lastLogIp ? ipPlaceName(user.lastLogIp, lang) : null,
      dataScope,
      ...(user.passwordChangeRequired === 1 ? { passwordChangeRequired: true as const } : {}),
    },
  };
}

function splitIds(csv: string | null): string[] {
  return csv ? csv.split(',').filter(Boolean) : [];
}

/** The ids from the top company down to the user's organisation (its stored organize_id_tree). */
function organizeIdTree(organizeId: string | null, stored: string | null): string[] {
  if (!organizeId) return [];
  const ids = splitIds(stored);
  return ids.at(-1) === organizeId ? ids : [organizeId];
}

export { grantedOn, menuTree } from './granted-menus.js';
// Until the permission area imports these from oauth/exports.ts and platform/files/avatar-url.ts (its
// engineer switches them; the architecture test lists the import until then):
export { avatarUrl };
