/**
 * The session calls' answers (SPEC §3, client-facts §2-4), shared by the server that builds them and
 * the web that reads them.
 */

import type { DelegationEntry } from './delegation';
import type { MenuType } from './enums';

/** A menu as CurrentUser gives it: the fields of SPEC §3's menu item. */
export interface MenuNode {
  id: string;
  enCode: string;
  fullName: string;
  type: MenuType | number;
  /** an Ant Design icon component name */
  icon: string | null;
  urlAddress: string | null;
  linkTarget: string | null;
  /** JSON text: {moduleId, iconBackgroundColor, isTree} */
  propertyJson: string | null;
  hasChildren: boolean;
  children: MenuNode[];
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string | null;
  organizeId: string | null;
  organizeName: string | null;
  /** ids from the top company down to organizeId (empty without an organisation) */
  organizeIdTree: string[];
  managerId: string | null;
  positionIds: string[];
  roleIds: string[];
  isAdministrator: boolean;
  portalId: string | null;
  language: string | null;
  theme: string | null;
  /** 1: show the previous login after logging in */
  prevLogin: number;
  prevLoginTime: number | null;
  prevLoginIPAddress: string | null;
  prevLoginIPAddressName: string | null;
  loginTime: number | null;
  loginIPAddress: string | null;
  loginIPAddressName: string | null;
  /** delegated administration (分级管理): empty for administrators and users without delegation */
  dataScope?: DelegationEntry[];
  /**
   * present while the user must change the password before using the product: the seeded
   * administrator still has the published default (decision 052)
   */
  passwordChangeRequired?: true;
}

/** A granted button, list column, form field or data scheme of one menu. */
export interface CodeEntry {
  enCode: string;
  fullName: string;
}

export interface PermissionEntry {
  /** the menu id */
  modelId: string;
  moduleName: string;
  button: CodeEntry[];
  column: CodeEntry[];
  form: CodeEntry[];
  resource: CodeEntry[];
  /**
   * Column permission: the columns the menu controls (isColumnAuthorize, described under the menu)
   * that the user was not granted. Lists leave them out; absent when nothing is hidden.
   */
  hiddenColumns?: string[];
}

export interface CurrentUser {
  menuList: MenuNode[];
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
}

export interface LoginResult {
  token: string;
  /** the layout: classic, functional, plain or blend */
  theme: string;
  /** present when 系统配置 requires regular password changes and this user's password is due */
  passwordExpired?: true;
  /** present while the password must be changed before the product is used (decision 052) */
  passwordChangeRequired?: true;
}
