import type { CodeEntry, MenuNode, PermissionEntry } from '@app/common';
import type { GrantItem, Grants, MenuRow, ModuleGrants } from '../../platform/auth/grants.service.js';

/**
 * How CurrentUser shows a user's grants: the menu tree and, per menu, the buttons, columns, forms and data
 * schemes granted. Pure functions of Grants; the 个人信息 authorisation tab shows the same shapes.
 */

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

/** CurrentUser's permissionList: one entry per menu that is not a directory (type 1). */
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
