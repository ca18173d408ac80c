/**
 * Companies, departments and positions (SPEC §7.5, client-facts §5.3): what /api/permission/Organize and
 * /api/permission/Position send and answer, shared by the server and the web.
 */
import type { Localized } from '../i18n';

export type OrganizeCategory = 'company' | 'department';

/** What POST/PUT Organize (and Organize/Department) send. */
/**
 * What the original's company form keeps in propertyJson (公司简称, 公司性质, 所属行业, 成立时间 as epoch ms,
 * 电话, 传真, 主页, 地址, 法人 and their contacts, 开户银行, 银行账户, 经营范围).
 */
export const ORGANIZE_PROPERTY_KEYS = [
  'shortName',
  'enterpriseNature',
  'industry',
  'foundedTime',
  'telePhone',
  'fax',
  'webSite',
  'address',
  'managerName',
  'managerTelePhone',
  'managerMobilePhone',
  'manageEmail',
  'bankName',
  'bankAccount',
  'businessscope',
] as const;
export type OrganizeProperties = Partial<
  Record<(typeof ORGANIZE_PROPERTY_KEYS)[number], string | number | null>
>;

export interface OrganizeFields {
  /** '-1' for a top-level company */
  parentId: string;
  enCode: string;
  fullName: string;
  /** a user id: the head of the company or department */
  managerId: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
  /** the company's details: sent as an object (or its JSON text), answered as JSON text */
  propertyJson?: OrganizeProperties | string | null;
}

/** One node of GET Organize (the management tree). */
export interface OrganizeNode extends OrganizeFields {
  id: string;
  category: OrganizeCategory;
  managerName: string | null;
  creatorTime: number;
  /** positions and users that belong directly to this node */
  positionCount: number;
  userCount: number;
  hasChildren: boolean;
  children?: OrganizeNode[];
}

/** GET Organize/{id} and Organize/Department/{id}. */
export interface OrganizeInfo extends OrganizeFields {
  id: string;
  category: OrganizeCategory;
  managerName: string | null;
  /** names from the top company down to this node's parent */
  parentNames: string[];
  /** ids from the top company down to this node's parent (the original's parent picker value) */
  organizeIdTree: string[];
  /** JSON text of OrganizeProperties, as the original's form parses it */
  propertyJson: string | null;
}

/** A node of the pickers (Organize/Selector, Organize/Tree, Department/Selector, Position/Selector). */
export interface OrganizeTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** Position/Selector adds the positions as leaves of type 'position' */
  type: OrganizeCategory | 'position';
  enabledMark: number;
  hasChildren: boolean;
  children?: OrganizeTreeNode[];
}

/**
 * Position types, offered until the dictionaries exist (then the PositionType dictionary replaces this
 * list). The stored value is the code.
 */
export const POSITION_TYPES: { code: string; name: Localized }[] = [
  { code: 'leader', name: { zh: '领导岗', en: 'Leadership', zhtw: '領導崗' } },
  { code: 'staff', name: { zh: '普通岗', en: 'Staff', zhtw: '普通崗' } },
  { code: 'assistant', name: { zh: '助理岗', en: 'Assistant', zhtw: '助理崗' } },
];

/** What POST/PUT Position send. */
export interface PositionFields {
  fullName: string;
  enCode: string;
  /** a POSITION_TYPES code */
  type: string | null;
  organizeId: string;
  description: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
}

/** A row of GET Position and the answer of GET Position/{id}. */
export interface PositionRow extends PositionFields {
  id: string;
  /** company and department path, "集团/部门" */
  organizeName: string;
  /** the same path, under the name the original client's list reads (所属组织) */
  department: string;
  /** users holding the position */
  userCount: number;
  creatorTime: number;
}

/** A row of GET Position/All. */
export interface PositionOption {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  organizeId: string;
  organizeName: string;
}
