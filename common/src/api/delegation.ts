/**
 * Delegated administration, 分级管理 (reference/server-facts.md §1 BASE_ORGANIZEADMINISTRATOR): what
 * /api/permission/OrganizeAdministrator sends and answers, shared by the server and the web.
 */
import type { OrganizeCategory } from './organize';

/** The six switches of one organisation: this layer (the organisation itself) and sub layer (all below it). */
export const DELEGATION_SWITCHES = [
  'thisLayerAdd',
  'thisLayerEdit',
  'thisLayerDelete',
  'subLayerAdd',
  'subLayerEdit',
  'subLayerDelete',
] as const;

export type DelegationSwitch = (typeof DELEGATION_SWITCHES)[number];
export type DelegationSwitches = Record<DelegationSwitch, 0 | 1>;

/** One row of GET OrganizeAdministrator: a delegated user with the organisations they administer. */
export interface DelegationRow {
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
export interface DelegationNode extends DelegationSwitches {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: OrganizeCategory;
  enabledMark: number;
  hasChildren: boolean;
  children?: DelegationNode[];
}

export interface DelegationInfo {
  userId: string;
  account: string;
  realName: string;
  list: DelegationNode[];
}

/** One organisation's switches as PUT OrganizeAdministrator/{userId} sends them. */
export interface DelegationSetting extends DelegationSwitches {
  organizeId: string;
}

/** POST creates the settings of a user who has none; PUT replaces them (without userId). */
export interface DelegationSave {
  userId?: string;
  list: DelegationSetting[];
}

/** CurrentUser userInfo.dataScope: what the user may do in each organisation (sub layers expanded). */
export interface DelegationEntry {
  organizeId: string;
  Add: boolean;
  Edit: boolean;
  Delete: boolean;
}
