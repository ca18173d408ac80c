import type { ExplainItemType, ExplainSubType } from '@app/common';
import type { Db } from '../../db/database.js';
import type { Grants } from '../../platform/auth/grants.service.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import {
  type Holder,
  holds,
  type ItemState,
  type MenuState,
  type Reasons,
  type Subject,
  usable,
} from './explain-subject.js';

/**
 * Why the user holds or lacks one menu or one item of a menu: every holder whose grant reaches it (passing
 * it on or not), the directories a held menu keeps, and everything above or around it that blocks it.
 */

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
  db: Db,
  holders: Holder[],
  itemType: ExplainItemType,
  itemId: string,
  reasons: Reasons,
): Promise<boolean> {
  const rows = await db
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

export async function explainMenu(
  db: Db,
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
    const direct = await grantPaths(db, holders, 'module', menu.id, reasons);
    // A held menu keeps the enabled directories above it: find held menus whose chain reaches this one.
    const passing = holders.filter((h) => h.passesOn).map((h) => h.id);
    const rows = await db
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

export async function explainSub(
  db: Db,
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
    const passing = await grantPaths(db, holders, kind, item.id, reasons);
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
