import type { CodeEntry, CurrentUser, MenuNode, PermissionEntry } from '@app/common';
import { delegationList } from '../../platform/auth/delegation.js';
import type { GrantItem, Grants, MenuRow, ModuleGrants } from '../../platform/auth/grants.service.js';
import { verifyPassword } from '../../platform/auth/password.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { countWrongPassword } from '../../platform/auth/wrong-password.js';
import { type CachedBody, cacheBody } from '../../platform/cached-body.js';
import { ipPlaceName } from '../../platform/client-info.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { type Lang, translate } from '../../platform/i18n/i18n.js';
import type { AppServices } from '../../platform/services.js';
import { lockedError, type Settings } from '../../platform/settings.js';

/**
 * Orders are kept from the flat list (sortCode, then creation); roots are nodes whose parent is not
 * visible. Nodes carry SPEC §3's menu fields only: the tree itself says who the parent is.
 */
export function menuTree(menus: MenuRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const m of menus) {
    nodes.set(m.id, {
      id: m.id,
      enCode: m.enCode,
      fullName: m.fullName,
      type: m.type,
      icon: m.icon,
      urlAddress: m.urlAddress,
      linkTarget: m.linkTarget,
      propertyJson: m.propertyJson,
      hasChildren: false,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.id) as MenuNode;
    const parent = nodes.get(m.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

const codes = (items: GrantItem[] | undefined): CodeEntry[] =>
  (items ?? []).map(({ enCode, fullName }) => ({ enCode, fullName }));

/** The buttons, columns, form fields and data schemes granted on one menu; empty lists when none. */
export function grantedOn(grants: Grants, menuId: string): Record<keyof ModuleGrants, CodeEntry[]> {
  const granted = grants.byModule.get(menuId);
  return {
    button: codes(granted?.button),
    column: codes(granted?.column),
    form: codes(granted?.form),
    resource: codes(granted?.resource),
  };
}

/** The columns a menu controls and the user was not granted (Grants.controlledColumns), when any. */
function controlled(grants: Grants, menuId: string): Pick<PermissionEntry, 'hiddenColumns'> {
  const codes = grants.controlledColumns.get(menuId);
  if (!codes) return {};
  const held = new Set(grants.byModule.get(menuId)?.column.map((c) => c.enCode));
  const hidden = codes.filter((code) => !held.has(code));
  return hidden.length ? { hiddenColumns: hidden } : {};
}

export function permissionList(grants: Grants): PermissionEntry[] {
  return grants.menus
    .filter((menu) => menu.type !== 1)
    .map((menu) => ({
      modelId: menu.id,
      moduleName: menu.fullName,
      ...grantedOn(grants, menu.id),
      ...controlled(grants, menu.id),
    }));
}

/** Where a user's avatar image is served, from the stored file name. */
export const avatarUrl = (headIcon: string | null) =>
  headIcon ? `/api/file/Image/userAvatar/${headIcon}` : null;

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

/** The CurrentUser envelope, ready to send. */
export async function currentUserBody(
  services: AppServices,
  session: ActiveSession,
  lang: Lang,
): Promise<CachedBody> {
  const grants = await services.grants.of(session.user);
  // SPEC §5: a user with no menus cannot use the product.
  if (grants.menus.length === 0) throw new AppError(403, 403, 'auth.noMenus');
  const settings = await services.settings.get();
  const key = `${session.user.id}:${lang}`;
  const stamp = `${session.user.stamp}:${settings.lastLoginTimeSwitch}`;
  const hit = answers.get(key);
  if (hit && hit.stamp === stamp && hit.grants === grants) return hit.body;
  const data = await currentUser(services, session.user.id, lang, grants, settings);
  const body = cacheBody({ code: 200, msg: translate('ok', lang), data });
  if (answers.size > 10_000) answers.clear();
  answers.set(key, { stamp, grants, body });
  return body;
}

/**
 * What CurrentUser answers one user, from the grants they hold. Also used by the permission explainer's
 * read-only preview of another user, so both always agree.
 */
export async function currentUser(
  services: AppServices,
  userId: string,
  lang: Lang,
  grants: Grants,
  settings: Settings,
): Promise<CurrentUser> {
  const user = await services.db
    .selectFrom('baseUser as u')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'u.headIcon',
      'u.organizeId',
      'o.fullName as organizeName',
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
  const dataScope = await delegationList(services, {
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
      headIcon: avatarUrl(user.headIcon),
      organizeId: user.organizeId,
      organizeName: user.organizeName ?? null,
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

/**
 * The lock screen asks for the signed-in user's own account and password again. Wrong answers count
 * towards the login lockout (passwordErrorsNumber, one counter with login and the password change); at
 * the limit the account is locked as a login would lock it (unless lockExemptAdmin exempts an
 * administrator) and this session is signed out, so a guesser at an unattended screen gets no further
 * (decision 052). While the account is locked, the password is not even checked.
 */
export async function unlockScreen(
  services: AppServices,
  session: ActiveSession,
  account: string,
  password: string,
) {
  const now = services.clock.now();
  const row = await services.db
    .selectFrom('baseUser')
    .select(['id', 'account', 'password', 'isAdministrator', 'unlockTime'])
    .where('id', '=', session.user.id)
    .executeTakeFirstOrThrow();
  if (row.unlockTime && row.unlockTime > now) throw lockedError(row.unlockTime, now);
  const sameAccount = row.account === account.trim();
  // The password is checked whatever the account, so a wrong account takes as long as a wrong password.
  const right = await verifyPassword(password, row.password);
  if (!right || !sameAccount) {
    const counted = await countWrongPassword(services, row);
    if (!counted.limitReached) throw badRequest('auth.wrongCredentials');
    await services.sessions.revoke(session.id, 'logout');
    // 602: the session is over; the lock screen goes to the login page with the message.
    const why = counted.lock ?? new AppError(401, 602, 'auth.unlockSignedOut');
    throw new AppError(401, 602, why.key, why.params);
  }
  await services.db
    .updateTable('baseUser')
    .set({ logErrorCount: 0 })
    .where('id', '=', row.id)
    .where('logErrorCount', '>', 0)
    .execute();
}
