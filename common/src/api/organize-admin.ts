/**
 * Delegated administration, 分级管理 (reference/server-facts.md §1 BASE_ORGANIZEADMINISTRATOR): what
 * /api/permission/OrganizeAdministrator sends and answers, shared by the server and the web.
 */
import type { OrganizeCategory } from './organize';

/** The six switches of one organisation: this layer (the organisation itself) and sub layer (all below it). */
export const ORGANIZE_ADMIN_FLAGS = [
  'thisLayerAdd',
  'thisLayerEdit',
  'thisLayerDelete',
  'subLayerAdd',
  'subLayerEdit',
  'subLayerDelete',
] as const;

export type OrganizeAdminFlag = (typeof ORGANIZE_ADMIN_FLAGS)[number];
export type OrganizeAdminFlags = Record<OrganizeAdminFlag, 0 | 1>;

/** One row of GET OrganizeAdministrator: a delegated user with the organisations they administer. */
export interface OrganizeAdminRow {
  userId: string;
  account: string;
  realName: string;
  /** the user's own organisation, as a path */
  organizeName: string | null;
  /** the organisations with at least one switch on, as paths */
  organizes: string[];
  /** when the settings were last saved */
  lastModifyTime: number;
}

/** One node of GET OrganizeAdministrator/{userId}: the organisation tree with the user's switches. */
export interface OrganizeAdminNode extends OrganizeAdminFlags {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: OrganizeCategory;
  enabledMark: number;
  hasChildren: boolean;
  children?: OrganizeAdminNode[];
}

export interface OrganizeAdminInfo {
  userId: string;
  account: string;
  realName: string;
  list: OrganizeAdminNode[];
}

/** One organisation's switches as PUT OrganizeAdministrator/{userId} sends them. */
export interface OrganizeAdminSetting extends OrganizeAdminFlags {
  organizeId: string;
}

/** POST creates the settings of a user who has none; PUT replaces them (without userId). */
export interface OrganizeAdminSave {
  userId?: string;
  list: OrganizeAdminSetting[];
}

/** CurrentUser userInfo.dataScope: what the user may do in each organisation (sub layers expanded). */
export interface DataScopeEntry {
  organizeId: string;
  Add: boolean;
  Edit: boolean;
  Delete: boolean;
}
