import type { MenuNode } from '@app/common';

/**
 * A menu as CurrentUser gives it, for tests: id, code and type given, the name defaulting to the code,
 * no icon, address or properties unless given, hasChildren following the children.
 */
export function menuNode(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'enCode' | 'type'>): MenuNode {
  return {
    fullName: partial.enCode,
    icon: null,
    urlAddress: null,
    linkTarget: null,
    propertyJson: null,
    hasChildren: Boolean(partial.children?.length),
    children: [],
    ...partial,
  };
}
