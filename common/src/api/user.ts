/**
 * Users administration (SPEC §7.6, client-facts §5.1 and §5.3): what /api/permission/Users sends and
 * answers, shared by the server that builds the answers and the web that reads them.
 */

/** 1 enabled, 0 disabled. */
export type EnabledMark = 0 | 1;

/** One row of GET /api/permission/Users; password fields are never part of it. */
export interface UserRow {
  id: string;
  account: string;
  realName: string;
  /** 1 male, 2 female */
  gender: 1 | 2 | null;
  mobilePhone: string | null;
  email: string | null;
  headIcon: string | null;
  organizeId: string | null;
  /** company and department path, "集团/部门" */
  organizeName: string | null;
  /** the same path, under the name the original client's list reads (所属组织) */
  organize: string | null;
  /** position names, comma separated */
  positionName: string;
  /** role names, comma separated */
  roleName: string;
  isAdministrator: boolean;
  enabledMark: EnabledMark;
  sortCode: number;
  creatorTime: number;
  description: string | null;
}

/** GET /api/permission/Users/{id}: the row with the ids the form edits. */
export interface UserDetail extends UserRow {
  managerId: string | null;
  managerName: string | null;
  positionIds: string[];
  roleIds: string[];
  lastLogTime: number | null;
  changePasswordDate: number | null;
}

/** POST and PUT /api/permission/Users body. */
export interface UserInput {
  account: string;
  realName: string;
  gender?: 1 | 2 | null;
  mobilePhone?: string | null;
  email?: string | null;
  organizeId: string;
  managerId?: string | null;
  positionIds?: string[];
  roleIds?: string[];
  description?: string | null;
  sortCode?: number;
  enabledMark?: EnabledMark;
}

/** GET /api/permission/Users/All item. */
export interface UserBrief {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
  gender: 1 | 2 | null;
  organizeId: string | null;
  organizeName: string | null;
}

/** A node of the organisation-and-user trees (Users/Selector, Users/ImUser/Selector). */
export interface UserTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  /** 'company' | 'department' for organisations, 'user' for people */
  type: 'company' | 'department' | 'user';
  icon: string;
  isLeaf: boolean;
  hasChildren: boolean;
  /** for a user: the organisation path */
  organize?: string | null;
  headIcon?: string | null;
  children?: UserTreeNode[];
}

/** POST /api/permission/Users/getUserList item. */
export interface UserListItem {
  id: string;
  /** "realName/account" */
  fullName: string;
  headIcon: string | null;
  organizeName: string | null;
}

/** GET /api/permission/Users/ImUser item (a chat contact). */
export interface ImContact {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
  /** organisation path */
  department: string | null;
}
