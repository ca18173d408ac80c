/**
 * Roles, members of roles and positions, and online users (SPEC §7.8, client-facts §5.3): what the server
 * answers and the web reads, written once for both.
 */
import type { Localized } from '../i18n';

/**
 * The kinds a role can be. Until the dictionary screens exist, this is the one list both the server
 * (which accepts only these codes) and the web (which shows their names) read.
 */
export const ROLE_TYPES = {
  system: { zh: '系统角色', en: 'System role', zhtw: '系統角色' },
  business: { zh: '业务角色', en: 'Business role', zhtw: '業務角色' },
} as const satisfies Record<string, Localized>;

export type RoleType = keyof typeof ROLE_TYPES;
export const ROLE_TYPE_CODES = Object.keys(ROLE_TYPES) as RoleType[];

/** What the role form sends (POST, PUT). */
export interface RoleFields {
  fullName: string;
  enCode: string;
  type: RoleType | null;
  description: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
}

/** A row of the role list, and GET Role/{id}. */
export interface RoleRow extends RoleFields {
  id: string;
  /** how many users hold the role */
  userCount: number;
  /** the organisations (paths) its holders belong to, comma separated: the original's 所属组织 */
  organizeInfo: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface RoleOption {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
}

/** Whose members a UserRelation call reads or replaces. */
export type RelationObjectType = 'Role' | 'Position';

export interface RelationMember {
  id: string;
  account: string;
  realName: string;
}

/** GET UserRelation/{objectId} */
export interface RelationMembers {
  objectType: RelationObjectType;
  ids: string[];
  list: RelationMember[];
}

/** A live session, as the online-user list shows it. */
export interface OnlineUserRow {
  /** the session's id; forcing it offline uses this */
  id: string;
  userId: string;
  userName: string;
  account: string;
  ipAddress: string;
  ipAddressName: string;
  /** browser and operating system */
  device: string;
  loginTime: number;
  lastActiveTime: number;
  /** the caller's own session, which cannot be forced offline */
  isCurrent: boolean;
}
