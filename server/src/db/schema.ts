import type { ColumnType, Generated } from 'kysely';

/** Epoch milliseconds. PostgreSQL bigint is parsed back to number in database.ts. */
export type Millis = number;
export type Nullable<T> = T | null;

/** Columns every main table carries (reference/server-facts.md §0). */
export interface BaseColumns {
  id: string;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
  lastModifyTime: ColumnType<Nullable<Millis>, Nullable<Millis> | undefined, Nullable<Millis>>;
  lastModifyUserId: ColumnType<Nullable<string>, Nullable<string> | undefined, Nullable<string>>;
  deleteMark: ColumnType<Nullable<number>, Nullable<number> | undefined, Nullable<number>>;
  deleteTime: ColumnType<Nullable<Millis>, Nullable<Millis> | undefined, Nullable<Millis>>;
  deleteUserId: ColumnType<Nullable<string>, Nullable<string> | undefined, Nullable<string>>;
  enabledMark: Generated<number>;
  sortCode: Generated<number>;
  description: ColumnType<Nullable<string>, Nullable<string> | undefined, Nullable<string>>;
}

export type Opt<T> = ColumnType<Nullable<T>, Nullable<T> | undefined, Nullable<T>>;

export interface OrganizeTable extends BaseColumns {
  parentId: string;
  category: 'company' | 'department';
  enCode: string;
  fullName: string;
  managerId: Opt<string>;
  organizeIdTree: Opt<string>;
  propertyJson: Opt<string>;
}

export interface PositionTable extends BaseColumns {
  fullName: string;
  enCode: string;
  type: Opt<string>;
  organizeId: string;
  propertyJson: Opt<string>;
}

export interface RoleTable extends BaseColumns {
  fullName: string;
  enCode: string;
  type: Opt<string>;
  globalMark: Generated<number>;
  propertyJson: Opt<string>;
}

export interface UserTable extends BaseColumns {
  account: string;
  realName: string;
  quickQuery: Opt<string>;
  nickName: Opt<string>;
  headIcon: Opt<string>;
  gender: Opt<number>;
  mobilePhone: Opt<string>;
  email: Opt<string>;
  /** epoch ms of the day (002_user_profile) */
  birthday: Opt<Millis>;
  telePhone: Opt<string>;
  landline: Opt<string>;
  nation: Opt<string>;
  nativePlace: Opt<string>;
  entryDate: Opt<Millis>;
  certificatesType: Opt<string>;
  certificatesNumber: Opt<string>;
  education: Opt<string>;
  urgentContacts: Opt<string>;
  urgentTelePhone: Opt<string>;
  postalAddress: Opt<string>;
  signature: Opt<string>;
  organizeId: Opt<string>;
  managerId: Opt<string>;
  positionId: Opt<string>;
  roleId: Opt<string>;
  isAdministrator: Generated<number>;
  password: string;
  language: Opt<string>;
  theme: Opt<string>;
  portalId: Opt<string>;
  firstLogTime: Opt<Millis>;
  firstLogIp: Opt<string>;
  prevLogTime: Opt<Millis>;
  prevLogIp: Opt<string>;
  lastLogTime: Opt<Millis>;
  lastLogIp: Opt<string>;
  logSuccessCount: Generated<number>;
  logErrorCount: Generated<number>;
  unlockTime: Opt<Millis>;
  changePasswordDate: Opt<Millis>;
  propertyJson: Opt<string>;
  /** 1 while the seeded default password must be changed (migration 023, decision 052) */
  passwordChangeRequired: Generated<number>;
}

export interface UserRelationTable {
  id: string;
  userId: string;
  objectType: 'Role' | 'Position' | 'Organize';
  objectId: string;
  sortCode: Generated<number>;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
}

export interface ModuleTable extends BaseColumns {
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  urlAddress: Opt<string>;
  linkTarget: Opt<string>;
  icon: Opt<string>;
  category: string;
  propertyJson: Opt<string>;
  isButtonAuthorize: Generated<number>;
  isColumnAuthorize: Generated<number>;
  isFormAuthorize: Generated<number>;
  isDataAuthorize: Generated<number>;
}

/** Buttons, list columns and form fields share one shape (BASE_MODULEBUTTON/COLUMN/FORM). */
export interface ModuleItemTable extends BaseColumns {
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  propertyJson: Opt<string>;
}

/** List columns and form fields also name their source table (005_module_item_bind_table). */
export interface ModuleFieldTable extends ModuleItemTable {
  bindTable: Opt<string>;
  bindTableName: Opt<string>;
}

export interface ModuleSchemeTable extends BaseColumns {
  moduleId: string;
  fullName: string;
  enCode: string;
  conditionJson: Opt<string>;
  conditionText: Opt<string>;
  /** 'and' | 'or': how the scheme's condition groups join. */
  matchLogic: Generated<string>;
  /** 1 = the scheme means every row (no filter). */
  allData: Generated<number>;
}

/** A field a menu's data schemes may filter on (BASE_MODULEDATAAUTHORIZE). */
export interface ModuleDataAuthorizeTable extends BaseColumns {
  moduleId: string;
  fullName: string;
  /** The column the condition compares, checked against a strict identifier pattern. */
  enCode: string;
  /** string | int | double | datetime */
  type: Generated<string>;
  /** Comma list of the comparisons offered: Equal,NotEqual,... */
  conditionSymbol: string;
  /** A default value or placeholder such as @userId. */
  conditionText: Opt<string>;
  bindTable: Opt<string>;
}

/** Delegated administration, 分级管理 (BASE_ORGANIZEADMINISTRATOR): each flag 0 or 1. */
export interface OrganizeAdministratorTable extends BaseColumns {
  userId: string;
  organizeId: string;
  /** the organisation's category when saved: company | department */
  organizeType: Opt<string>;
  thisLayerAdd: number;
  thisLayerEdit: number;
  thisLayerDelete: number;
  subLayerAdd: number;
  subLayerEdit: number;
  subLayerDelete: number;
}

export type AuthorizeItemType = 'module' | 'button' | 'column' | 'form' | 'resource';
export type AuthorizeObjectType = 'Role' | 'Position' | 'User';

export interface AuthorizeTable {
  id: string;
  itemType: AuthorizeItemType;
  itemId: string;
  objectType: AuthorizeObjectType;
  objectId: string;
  sortCode: Generated<number>;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
}

export interface SysConfigTable {
  id: string;
  category: string;
  key: string;
  name: Opt<string>;
  value: Opt<string>;
  lastModifyTime: Opt<Millis>;
  lastModifyUserId: Opt<string>;
}

/** Salted hashes of the passwords a user has set (migration 015), newest last. */
export interface UserPasswordHistoryTable {
  id: string;
  userId: string;
  password: string;
  creatorTime: Millis;
}

/** category: 1 login, 3 operation, 4 exception, 5 request (server-facts §2 Logs). */
export interface SysLogTable {
  id: string;
  category: number;
  userId: Opt<string>;
  userName: Opt<string>;
  ipAddress: Opt<string>;
  ipAddressName: Opt<string>;
  requestUrl: Opt<string>;
  requestMethod: Opt<string>;
  requestStatus: Opt<number>;
  requestDuration: Opt<number>;
  abstracts: Opt<string>;
  json: Opt<string>;
  platForm: Opt<string>;
  browser: Opt<string>;
  loginMark: Opt<number>;
  moduleName: Opt<string>;
  /** operation log: the id in the URL of the write, when it has one */
  objectId: Opt<string>;
  creatorTime: Millis;
}

export interface SessionTable {
  /** sha-256 of the token; the token itself is never stored. */
  id: string;
  userId: string;
  ipAddress: Opt<string>;
  device: Opt<string>;
  creatorTime: Millis;
  lastSeenTime: Millis;
  revokedTime: Opt<Millis>;
  /** 'logout' | 'replaced' | 'forced' */
  revokedReason: Opt<string>;
}

export interface FileTable {
  /** the generated stored name, also the public fileId */
  id: string;
  type: string;
  originalName: string;
  mime: string;
  size: number;
  creatorTime: Millis;
  creatorUserId: Opt<string>;
}

/**
 * The platform's tables: the permission model, sessions, files, logs, settings, scheduled tasks, data-source
 * links and the seed log. An area's own tables add themselves from modules/<area>/<area>.tables.ts by
 * augmenting this interface (decision 058).
 */
export interface Database {
  baseOrganize: OrganizeTable;
  basePosition: PositionTable;
  baseRole: RoleTable;
  baseUser: UserTable;
  baseUserRelation: UserRelationTable;
  baseModule: ModuleTable;
  baseModuleButton: ModuleItemTable;
  baseModuleColumn: ModuleFieldTable;
  baseModuleForm: ModuleFieldTable;
  baseModuleScheme: ModuleSchemeTable;
  baseModuleDataAuthorize: ModuleDataAuthorizeTable;
  baseOrganizeAdministrator: OrganizeAdministratorTable;
  baseAuthorize: AuthorizeTable;
  baseSysConfig: SysConfigTable;
  baseUserPasswordHistory: UserPasswordHistoryTable;
  baseSysLog: SysLogTable;
  baseSession: SessionTable;
  baseFile: FileTable;
  baseTimeTask: TimeTaskTable;
  baseTimeTaskLog: TimeTaskLogTable;
  baseDbLink: DbLinkTable;
  baseSeedApplied: SeedAppliedTable;
}

/** Seed rows written once (migration 024): `table:id`, so a start never writes them again. */
export interface SeedAppliedTable {
  seedKey: string;
  appliedTime: Millis;
}

/** 定时任务 (migration 016): executeContent is JSON {cron, job, params}. */
export interface TimeTaskTable extends BaseColumns {
  enCode: string;
  fullName: string;
  executeType: string;
  executeContent: string;
  executeCycleJson: Opt<string>;
  lastRunTime: Opt<Millis>;
  nextRunTime: Opt<Millis>;
  runCount: Generated<number>;
}

/** One row per firing; the unique (taskId, firingKey) is the lease a server process claims. */
export interface TimeTaskLogTable {
  id: string;
  taskId: string;
  firingKey: string;
  firingTime: Millis;
  runKind: string;
  startTime: Millis;
  endTime: Opt<Millis>;
  duration: Opt<number>;
  result: string;
  message: Opt<string>;
  runner: string;
}

/** 数据连接 (migration 019): password is AES-256-GCM ciphertext (platform/data-sources/secret-box.ts). */
export interface DbLinkTable extends BaseColumns {
  fullName: string;
  dbType: string;
  host: Opt<string>;
  port: Opt<number>;
  userName: Opt<string>;
  password: Opt<string>;
  serviceName: Opt<string>;
  dbSchema: Opt<string>;
  tableSpace: Opt<string>;
}
