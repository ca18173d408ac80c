/**
 * The personal centre's calls (SPEC §7.7, client-facts §5.2): what /api/permission/Users/Current sends
 * and answers, shared by the server that builds the answers and the web that reads them.
 */
import type { CertificateType, Education } from '../validation/profile';
import type { CodeEntry } from './session';

/** What the user may change about themselves (PUT BaseInfo sends them, GET BaseInfo answers them). */
export interface ProfileFields {
  realName: string;
  nickName: string | null;
  gender: 1 | 2 | null;
  /** epoch ms of the day */
  birthday: number | null;
  mobilePhone: string | null;
  telePhone: string | null;
  landline: string | null;
  email: string | null;
  nation: string | null;
  nativePlace: string | null;
  /** epoch ms of the day */
  entryDate: number | null;
  certificatesType: CertificateType | null;
  certificatesNumber: string | null;
  education: Education | null;
  urgentContacts: string | null;
  urgentTelePhone: string | null;
  postalAddress: string | null;
  signature: string | null;
  description: string | null;
}

/** GET BaseInfo: the editable fields with what the user sees but does not change. */
export interface Profile extends ProfileFields {
  id: string;
  account: string;
  /** the avatar's image address */
  headIcon: string | null;
  isAdministrator: boolean;
  organizeId: string | null;
  /** company and department path, "集团/部门" */
  organizeName: string | null;
  positionNames: string[];
  roleNames: string[];
  managerId: string | null;
  managerName: string | null;
  managerAccount: string | null;
  prevLogTime: number | null;
  prevLogIP: string | null;
  prevLogIPAddressName: string | null;
  lastLogTime: number | null;
  lastLogIP: string | null;
  changePasswordDate: number | null;
  creatorTime: number;
  // The same names under the fields the original client's 个人信息 reads (decision 065).
  /** organisation path, "集团 / 部门" */
  organize: string | null;
  /** "姓名/账号" of the manager */
  manager: string | null;
  /** position names, comma separated */
  position: string;
  /** role names, comma separated: the original answers the names under this name */
  roleId: string;
}

/** GET Subordinate: a user whose direct manager is the signed-in user. */
export interface Subordinate {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
  organizeName: string | null;
  /** position names joined with commas */
  positionName: string;
  mobilePhone: string | null;
  email: string | null;
  enabledMark: number;
}

/** GET Authorize: a granted menu with the buttons, columns, form fields and data schemes granted on it. */
export interface AuthorizeNode {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  icon: string | null;
  button: CodeEntry[];
  column: CodeEntry[];
  form: CodeEntry[];
  resource: CodeEntry[];
  children: AuthorizeNode[];
}

/** GET Current/Subordinate/{id}: a node of the 我的下属 tree, the user or someone below them (decision 065). */
export interface SubordinateNode {
  id: string;
  /** the avatar's image address, the default picture when the user has none */
  avatar: string;
  /** "姓名/账号" */
  userName: string;
  /** false while the user manages someone (the tree asks for them with this id) */
  isLeaf: boolean;
  /** the organisation's name */
  department: string | null;
  /** the main position's name */
  position: string | null;
}

/** GET Current/getUserOrganizes and getUserPositions: what the user belongs to, the current one marked. */
export interface UserBelonging {
  id: string;
  fullName: string;
  isDefault: boolean;
}
