/**
 * Shapes of the session calls as the web uses them. They belong in common/ (ARCHITECTURE: API types)
 * once the server exports its own; kept here until then so the web does not reach into server code.
 */
import type { MenuType } from '@app/common';

export interface MenuNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  type: MenuType | number;
  icon: string | null;
  urlAddress: string | null;
  linkTarget: string | null;
  propertyJson: string | null;
  sortCode: number | null;
  hasChildren: boolean;
  children: MenuNode[];
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string | null;
  organizeId?: string | null;
  organizeName: string | null;
  isAdministrator: boolean;
  portalId?: string | null;
  language?: string | null;
  theme?: string | null;
  prevLogin: number;
  prevLoginTime: number | null;
  prevLoginIPAddress: string | null;
  prevLoginIPAddressName: string | null;
  loginTime?: number | null;
  loginIPAddress?: string | null;
  loginIPAddressName?: string | null;
}

export interface CodeEntry {
  id?: string;
  enCode: string;
  fullName?: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button?: CodeEntry[];
  column?: CodeEntry[];
  form?: CodeEntry[];
  resource?: CodeEntry[];
}

export interface CurrentUser {
  menuList: MenuNode[];
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
}

export interface LoginResult {
  token: string;
  theme: string | null;
}
