import type { CurrentUser } from './session';

/** What a grant can be given on: a menu, or a button, list column, form field or data scheme of one. */
export type ExplainItemType = 'module' | 'button' | 'column' | 'form' | 'resource';
export type ExplainSubType = Exclude<ExplainItemType, 'module'>;
export type ExplainHolderType = 'Role' | 'Position' | 'User';

/** A role, position or the user themself, through whom grants may reach the user. */
export interface ExplainHolder {
  type: ExplainHolderType;
  id: string;
  name: string;
}

/**
 * How a reason weighs: 'allow' is a path that grants the item, 'deny' keeps it from the user,
 * 'inactive' is a grant that exists but does not reach the user, 'note' changes nothing but is worth knowing.
 */
export type ExplainEffect = 'allow' | 'deny' | 'inactive' | 'note';

export interface ExplainReason {
  /** stable code, e.g. grant.role, role.disabled, menu.notHeld */
  code: string;
  effect: ExplainEffect;
  /** the reason as a sentence in the caller's language */
  message: string;
  holder: ExplainHolder | null;
}

/** A holder as the user has it now, and whether it passes its grants on. */
export interface ExplainHolderState extends ExplainHolder {
  passesOn: boolean;
  /** why it does not pass on: role.disabled, role.deleted, position.disabled, position.deleted, relation.missing */
  code: string | null;
}

export interface ExplainSignIn {
  /** false when the user cannot sign in now (disabled, locked, no menu...) */
  allowed: boolean;
  reasons: ExplainReason[];
}

export interface ExplainUser {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
  isAdministrator: boolean;
  holders: ExplainHolderState[];
}

export interface ExplainVerdict {
  /** whether the user holds the item: the same answer their menus and permissions give when signed in */
  allowed: boolean;
  item: {
    itemType: ExplainItemType;
    id: string;
    fullName: string;
    enCode: string;
    /** the menu the item belongs to (the item itself for a menu) */
    moduleId: string;
    moduleName: string;
    /** the menu's code (its route title key) */
    moduleEnCode: string;
  };
  /** every path that grants the item, grants that do not reach the user, and what blocks it */
  reasons: ExplainReason[];
  signIn: ExplainSignIn;
}

export interface ExplainLeaf {
  id: string;
  fullName: string;
  enCode: string;
  enabled: boolean;
  granted: boolean;
}

/** One web menu with its items, each marked granted or not for the user. */
export interface ExplainMenuNode extends ExplainLeaf {
  parentId: string;
  /** 1 directory, 2 page, … (MenuType) */
  type: number;
  icon: string | null;
  items: Record<ExplainSubType, ExplainLeaf[]>;
  children: ExplainMenuNode[];
}

export interface ExplainItems {
  user: ExplainUser;
  signIn: ExplainSignIn;
  list: ExplainMenuNode[];
}

/** A read-only copy of what CurrentUser answers that user, with their roles and positions by name. */
export interface ViewAsAnswer extends CurrentUser {
  user: ExplainUser;
  signIn: ExplainSignIn;
}
