import type {
  ExplainEffect,
  ExplainHolder,
  ExplainHolderState,
  ExplainItems,
  ExplainItemType,
  ExplainLeaf,
  ExplainMenuNode,
  ExplainReason,
  ExplainSignIn,
  ExplainSubType,
  ExplainUser,
  ExplainVerdict,
  ViewAsAnswer,
} from '@app/common';
import { type Grants, userHolderRelations } from '../../platform/auth/grants.service.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { type Lang, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { AppServices } from '../../platform/services.js';
import { currentUser } from '../oauth/exports.js';
import { ITEM_TABLES } from './authorize.service.js';

/**
 * The permission explainer: for one user, which grants reach them and why an item is or is not theirs.
 * Whether an item is held is always read from the grants service (the same answer the user's own menus
 * and permissions give); the reasons are worked out here from the grants, holders and states behind it.
 * Everything here only reads.
 */

const SUB_KINDS = ['button', 'column', 'form', 'resource'] as const;

interface Subject {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
  isAdministrator: boolean;
  enabledMark: number;
  unlockTime: number | null;
  roleId: string | null;
  positionId: string | null;
}

interface MenuState {
  id: string;
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string | null;
  category: string;
  enabledMark: number;
  deleteMark: number | null;
}

interface ItemState {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  deleteMark: number | null;
}

interface Holder extends ExplainHolderState {}

/** One user as the explainer sees them: live users only; anyone else is absent. */
async function subjectOf(services: AppServices, userId: string): Promise<Subject> {
  const row = await services.db
    .selectFrom('baseUser as u')
    .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
    .select([
      'u.id',
      'u.account',
      'u.realName',
      'o.fullName as organizeName',
      'u.isAdministrator',
      'u.enabledMark',
      'u.unlockTime',
      'u.roleId',
      'u.positionId',
    ])
    .where('u.id', '=', userId)
    .where('u.deleteMark', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('explain.userNotFound');
  return { ...row, organizeName: row.organizeName ?? null, isAdministrator: row.isAdministrator === 1 };
}

const splitIds = (csv: string | null) => (csv ? csv.split(',').filter(Boolean) : []);

/**
 * The roles and positions the user is related to, whether each passes its grants on (the same rule as the
 * grants service: an enabled, live role or position through a baseUserRelation row), then roles and
 * positions the user's profile names without a relation (they pass nothing on), then the user themself.
 */
async function holdersOf(services: AppServices, subject: Subject): Promise<Holder[]> {
  const relations = await userHolderRelations(services.db, subject.id)
    .select(['role.fullName as roleName', 'position.fullName as positionName'])
    .orderBy('r.objectType', 'desc')
    .orderBy('r.sortCode')
    .orderBy('r.creatorTime')
    .orderBy('r.id')
    .execute();
  const holders: Holder[] = [];
  const seen = new Set<string>();
  for (const r of relations) {
    if (seen.has(r.objectId)) continue;
    seen.add(r.objectId);
    if (r.objectType === 'Role') {
      const code =
        r.roleName == null || r.roleDeleted != null
          ? 'role.deleted'
          : r.roleEnabled !== 1
            ? 'role.disabled'
            : null;
      holders.push({ type: 'Role', id: r.objectId, name: r.roleName ?? r.objectId, passesOn: !code, code });
    } else {
      const code =
        r.positionName == null || r.positionDeleted != null
          ? 'position.deleted'
          : r.positionEnabled !== 1
            ? 'position.disabled'
            : null;
      holders.push({
        type: 'Position',
        id: r.objectId,
        name: r.positionName ?? r.objectId,
        passesOn: !code,
        code,
      });
    }
  }
  // A profile that names a role or position without the relation behind it: shown, never passing on.
  const named = [
    ...splitIds(subject.roleId).map((id) => ({ type: 'Role' as const, id })),
    ...splitIds(subject.positionId).map((id) => ({ type: 'Position' as const, id })),
  ].filter((n) => !seen.has(n.id));
  if (named.length) {
    const ids = named.map((n) => n.id);
    const [roles, positions] = await Promise.all([
      services.db.selectFrom('baseRole').select(['id', 'fullName']).where('id', 'in', ids).execute(),
      services.db.selectFrom('basePosition').select(['id', 'fullName']).where('id', 'in', ids).execute(),
    ]);
    const names = new Map([...roles, ...positions].map((r) => [r.id, r.fullName]));
    for (const n of named) {
      if (seen.has(n.id) || !names.has(n.id)) continue;
      seen.add(n.id);
      holders.push({ ...n, name: names.get(n.id) ?? n.id, passesOn: false, code: 'relation.missing' });
    }
  }
  holders.push({ type: 'User', id: subject.id, name: subject.realName, passesOn: true, code: null });
  return holders;
}

function explainUser(subject: Subject, holders: Holder[]): ExplainUser {
  return {
    id: subject.id,
    account: subject.account,
    realName: subject.realName,
    organizeName: subject.organizeName,
    isAdministrator: subject.isAdministrator,
    holders,
  };
}

class Reasons {
  readonly list: ExplainReason[] = [];
  constructor(private readonly lang: Lang) {}
  add(
    code: string,
    effect: ExplainEffect,
    key: MessageKey,
    params: MessageParams = {},
    holder: ExplainHolder | null = null,
  ) {
    this.list.push({ code, effect, message: translate(key, this.lang, params), holder });
  }
  /** A few names quoted the language's way, with how many more there are. */
  nameList(names: string[], shown = 3): string {
    const quote =
      this.lang === 'en'
        ? (n: string) => `"${n}"`
        : this.lang === 'zhtw'
          ? (n: string) => `「${n}」`
          : (n: string) => `“${n}”`;
    const list = names
      .slice(0, shown)
      .map(quote)
      .join(this.lang === 'en' ? ', ' : '、');
    if (names.length <= shown) return list;
    if (this.lang === 'en') return `${list} and ${names.length - shown} more`;
    return `${list}等${names.length}${this.lang === 'zhtw' ? '項' : '项'}`;
  }
}

/** Whether the user could sign in now, and if not, why (SPEC §5: disabled, locked, no menu). */
async function signInOf(
  services: AppServices,
  subject: Subject,
  grants: Grants,
  lang: Lang,
): Promise<ExplainSignIn> {
  const reasons = new Reasons(lang);
  if (subject.enabledMark !== 1) reasons.add('user.disabled', 'deny', 'explain.signIn.disabled');
  const now = services.clock.now();
  if (subject.unlockTime && subject.unlockTime > now) {
    const minutes = Math.max(1, Math.ceil((subject.unlockTime - now) / 60_000));
    reasons.add('user.locked', 'deny', 'explain.signIn.locked', { minutes });
  }
  const at = subject.account.lastIndexOf('@');
  if (at >= 0) {
    const account = subject.account.slice(at + 1);
    const main = await services.db
      .selectFrom('baseUser')
      .select('enabledMark')
      .where('account', '=', account)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (main?.enabledMark !== 1)
      reasons.add('user.mainDisabled', 'deny', 'explain.signIn.mainDisabled', { account });
  }
  if (grants.menus.length === 0) reasons.add('user.noMenus', 'deny', 'explain.signIn.noMenus');
  return { allowed: reasons.list.length === 0, reasons: reasons.list };
}

const grantsOf = (services: AppServices, subject: Subject) =>
  services.grants.of({ id: subject.id, isAdministrator: subject.isAdministrator });

function allMenus(services: AppServices) {
  return services.db
    .selectFrom('baseModule')
    .select(['id', 'parentId', 'type', 'fullName', 'enCode', 'icon', 'category', 'enabledMark', 'deleteMark'])
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .execute();
}

/** A menu the grants service may hand out: enabled, not deleted, a web menu. */
const usable = (m: { enabledMark: number; deleteMark: number | null; category?: string }) =>
  m.enabledMark === 1 && m.deleteMark == null && (m.category === undefined || m.category === 'Web');

/** Whether the grants put the item in the user's permissions. */
function holds(grants: Grants, kind: ExplainSubType, item: ItemState): boolean {
  return grants.byModule.get(item.moduleId)?.[kind].some((g) => g.id === item.id) ?? false;
}

/** Every web menu (disabled ones too, deleted ones not) with its items, each marked held or not. */
export async function explainItems(services: AppServices, userId: string, lang: Lang): Promise<ExplainItems> {
  const subject = await subjectOf(services, userId);
  const [holders, grants, menus] = await Promise.all([
    holdersOf(services, subject),
    grantsOf(services, subject),
    allMenus(services),
  ]);
  const held = new Set(grants.menus.map((m) => m.id));
  const nodes = new Map<string, ExplainMenuNode>();
  for (const m of menus) {
    if (m.deleteMark != null || m.category !== 'Web') continue;
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      fullName: m.fullName,
      enCode: m.enCode,
      type: m.type,
      icon: m.icon,
      enabled: m.enabledMark === 1,
      granted: held.has(m.id),
      items: { button: [], column: [], form: [], resource: [] },
      children: [],
    });
  }
  const ids = [...nodes.keys()];
  if (ids.length) {
    await Promise.all(
      SUB_KINDS.map(async (kind) => {
        const rows = await services.db
          .selectFrom(ITEM_TABLES[kind] as 'baseModuleButton')
          .select(['id', 'moduleId', 'fullName', 'enCode', 'enabledMark', 'deleteMark'])
          .where('deleteMark', 'is', null)
          .where('moduleId', 'in', ids)
          .orderBy('sortCode')
          .orderBy('creatorTime')
          .execute();
        for (const row of rows) {
          const leaf: ExplainLeaf = {
            id: row.id,
            fullName: row.fullName,
            enCode: row.enCode,
            enabled: row.enabledMark === 1,
            granted: holds(grants, kind, row),
          };
          nodes.get(row.moduleId)?.items[kind].push(leaf);
        }
      }),
    );
  }
  const list: ExplainMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else list.push(node);
  }
  return {
    user: explainUser(subject, holders),
    signIn: await signInOf(services, subject, grants, lang),
    list,
  };
}

const GRANT_KEYS: Record<Holder['type'], MessageKey> = {
  Role: 'explain.grant.role',
  Position: 'explain.grant.position',
  User: 'explain.grant.user',
};

function inactiveKey(holder: Holder): MessageKey {
  if (holder.code === 'relation.missing')
    return holder.type === 'Role' ? 'explain.role.noRelation' : 'explain.position.noRelation';
  return `explain.${holder.code}` as MessageKey;
}

/** Adds a reason for each holder that holds a grant for the item: passing on or not. */
async function grantPaths(
  services: AppServices,
  holders: Holder[],
  itemType: ExplainItemType,
  itemId: string,
  reasons: Reasons,
): Promise<boolean> {
  const rows = await services.db
    .selectFrom('baseAuthorize')
    .select('objectId')
    .where('itemType', '=', itemType)
    .where('itemId', '=', itemId)
    .where(
      'objectId',
      'in',
      holders.map((h) => h.id),
    )
    .execute();
  const granting = new Set(rows.map((r) => r.objectId));
  let passing = false;
  for (const h of holders) {
    if (!granting.has(h.id)) continue;
    const holder = { type: h.type, id: h.id, name: h.name };
    if (h.passesOn) {
      passing = true;
      reasons.add(`grant.${h.type.toLowerCase()}`, 'allow', GRANT_KEYS[h.type], { holder: h.name }, holder);
    } else reasons.add(h.code ?? 'inactive', 'inactive', inactiveKey(h), { holder: h.name }, holder);
  }
  return passing;
}

async function explainMenu(
  services: AppServices,
  subject: Subject,
  holders: Holder[],
  grants: Grants,
  menu: MenuState,
  menus: MenuState[],
  reasons: Reasons,
) {
  const names = { menu: menu.fullName };
  const byId = new Map(menus.map((m) => [m.id, m]));
  if (menu.deleteMark != null) reasons.add('item.deleted', 'deny', 'explain.item.deleted');
  else if (menu.enabledMark !== 1) reasons.add('item.disabled', 'deny', 'explain.item.disabled');
  if (menu.category !== 'Web') reasons.add('item.notWeb', 'deny', 'explain.item.notWeb', names);
  const live = usable(menu);
  const held = grants.menus.some((m) => m.id === menu.id);

  let reached: boolean;
  if (subject.isAdministrator) {
    reasons.add('admin', live ? 'allow' : 'note', 'explain.admin', { user: subject.realName });
    reached = live;
  } else {
    const direct = await grantPaths(services, holders, 'module', menu.id, reasons);
    // A held menu keeps the enabled directories above it: find held menus whose chain reaches this one.
    const passing = holders.filter((h) => h.passesOn).map((h) => h.id);
    const rows = await services.db
      .selectFrom('baseAuthorize')
      .select('itemId')
      .where('itemType', '=', 'module')
      .where('objectId', 'in', passing)
      .execute();
    const below: string[] = [];
    for (const id of new Set(rows.map((r) => r.itemId))) {
      if (id === menu.id) continue;
      let node = byId.get(id);
      if (!node || !usable(node)) continue;
      while (node && usable(node) && node.id !== menu.id) node = byId.get(node.parentId);
      if (node?.id === menu.id) below.push(byId.get(id)?.fullName ?? id);
    }
    if (below.length && live)
      reasons.add('parent.viaChild', 'allow', 'explain.viaChild', { names: reasons.nameList(below) });
    reached = live && (direct || below.length > 0);
    if (!direct && !below.length) reasons.add('none', 'deny', 'explain.none');
  }
  // A disabled or deleted directory above hides the menu and everything under it.
  let parent = byId.get(menu.parentId);
  while (parent && usable(parent)) parent = byId.get(parent.parentId);
  if (parent)
    reasons.add('ancestor.disabled', 'deny', 'explain.ancestor.disabled', { menu: parent.fullName });
  else if (reached && !held && menu.type === 1)
    reasons.add('directory.empty', 'deny', 'explain.directory.empty');
  return held;
}

async function explainSub(
  services: AppServices,
  subject: Subject,
  holders: Holder[],
  grants: Grants,
  kind: ExplainSubType,
  item: ItemState,
  menu: MenuState | undefined,
  reasons: Reasons,
) {
  const menuName = menu?.fullName ?? item.moduleId;
  if (item.deleteMark != null) reasons.add('item.deleted', 'deny', 'explain.item.deleted');
  else if (item.enabledMark !== 1) reasons.add('item.disabled', 'deny', 'explain.item.disabled');
  if (!menu || menu.deleteMark != null)
    reasons.add('menu.deleted', 'deny', 'explain.menu.deleted', { menu: menuName });
  else if (menu.enabledMark !== 1)
    reasons.add('menu.disabled', 'deny', 'explain.menu.disabled', { menu: menuName });
  if (menu && menu.category !== 'Web')
    reasons.add('item.notWeb', 'deny', 'explain.item.notWeb', { menu: menuName });
  const live = usable(item) && menu !== undefined && usable(menu);
  let reached: boolean;
  if (subject.isAdministrator) {
    reasons.add('admin', live ? 'allow' : 'note', 'explain.admin', { user: subject.realName });
    reached = live;
  } else {
    const passing = await grantPaths(services, holders, kind, item.id, reasons);
    if (!passing) reasons.add('none', 'deny', 'explain.none');
    reached = live && passing;
  }
  // An item of a menu the user does not hold gives nothing.
  const menuHeld = grants.menus.some((m) => m.id === item.moduleId);
  if (reached && !menuHeld) reasons.add('menu.notHeld', 'deny', 'explain.menu.notHeld', { menu: menuName });
  const allowed = holds(grants, kind, item);
  // Whether the grant matters at all: columns and rows are limited only where the menu says so.
  if (
    menuHeld &&
    live &&
    kind === 'column' &&
    !grants.controlledColumns.get(item.moduleId)?.includes(item.enCode)
  )
    reasons.add('column.uncontrolled', 'note', 'explain.column.uncontrolled', { menu: menuName });
  if (menuHeld && live && kind === 'resource') {
    if (!grants.rowControlled.has(item.moduleId))
      reasons.add('scheme.uncontrolled', 'note', 'explain.scheme.uncontrolled', { menu: menuName });
    else if (!grants.byModule.get(item.moduleId)?.resource.length)
      reasons.add('scheme.noneHeld', 'note', 'explain.scheme.noneHeld', { menu: menuName });
  }
  return allowed;
}

/**
 * Why one user holds or lacks one item: the verdict is the grants service's, the reasons every path
 * that grants it (or would, were its holder passing it on) and everything that blocks it.
 */
export async function explainItem(
  services: AppServices,
  userId: string,
  itemType: ExplainItemType,
  itemId: string,
  lang: Lang,
): Promise<ExplainVerdict> {
  const subject = await subjectOf(services, userId);
  const [holders, grants, menus] = await Promise.all([
    holdersOf(services, subject),
    grantsOf(services, subject),
    allMenus(services),
  ]);
  const reasons = new Reasons(lang);
  let allowed: boolean;
  let item: ExplainVerdict['item'];
  if (itemType === 'module') {
    const menu = menus.find((m) => m.id === itemId);
    if (!menu) throw notFound('explain.itemNotFound');
    allowed = await explainMenu(services, subject, holders, grants, menu, menus, reasons);
    item = {
      itemType,
      id: menu.id,
      fullName: menu.fullName,
      enCode: menu.enCode,
      moduleId: menu.id,
      moduleName: menu.fullName,
      moduleEnCode: menu.enCode,
    };
  } else {
    const row = await services.db
      .selectFrom(ITEM_TABLES[itemType] as 'baseModuleButton')
      .select(['id', 'moduleId', 'fullName', 'enCode', 'enabledMark', 'deleteMark'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw notFound('explain.itemNotFound');
    const menu = menus.find((m) => m.id === row.moduleId);
    allowed = await explainSub(services, subject, holders, grants, itemType, row, menu, reasons);
    item = {
      itemType,
      id: row.id,
      fullName: row.fullName,
      enCode: row.enCode,
      moduleId: row.moduleId,
      moduleName: menu?.fullName ?? '',
      moduleEnCode: menu?.enCode ?? '',
    };
  }
  return { allowed, item, reasons: reasons.list, signIn: await signInOf(services, subject, grants, lang) };
}

/**
 * What CurrentUser would answer the user, built by the same function, with their holders and whether
 * they could sign in. Read-only: no session, token or login record is made for them.
 */
export async function viewAs(ctx: RequestContext, userId: string): Promise<ViewAsAnswer> {
  const { services, lang } = ctx;
  const subject = await subjectOf(services, userId);
  const [holders, grants, settings] = await Promise.all([
    holdersOf(services, subject),
    grantsOf(services, subject),
    services.settings.get(),
  ]);
  const answer = await currentUser(ctx, subject.id, grants, settings);
  return {
    ...answer,
    user: explainUser(subject, holders),
    signIn: await signInOf(services, subject, grants, lang),
  };
}
