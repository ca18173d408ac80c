import type { ColumnType, Generated } from 'kysely';

/** Epoch milliseconds. PostgreSQL bigint is parsed back to number in database.ts. */
type Millis = number;
type Nullable<T> = T | null;

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

type Opt<T> = ColumnType<Nullable<T>, Nullable<T> | undefined, Nullable<T>>;

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

/** Data dictionary types (009_dictionary): a tree rooted at '-1'. */
export interface DictionaryTypeTable extends BaseColumns {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: Generated<number>;
}

/** Data dictionary items (009_dictionary): a tree rooted at '0' inside their type. */
export interface DictionaryDataTable extends BaseColumns {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
}

/**
 * Numbering rules (011_bill_rule). thisNumber/thisDate/outputNumber: the serial, date part ('' for 'no')
 * and whole text of the last number issued, all null while none was.
 */
export interface BillRuleTable extends BaseColumns {
  fullName: string;
  enCode: string;
  prefix: Opt<string>;
  dateFormat: string;
  digit: number;
  startNumber: number;
  thisNumber: Opt<number>;
  thisDate: Opt<string>;
  outputNumber: Opt<string>;
}

/** 系统图标 (012_icons): an uploaded SVG icon, sanitised; menus name it 'custom:<name>'. */
export interface IconTable {
  id: string;
  name: string;
  svg: string;
  size: number;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
  description: Opt<string>;
}

/** 多语言 (013_language): one translation entry; en/zhtw null fall back to zh. */
export interface LanguageTable {
  id: string;
  key: string;
  zh: string;
  en: Opt<string>;
  zhtw: Opt<string>;
  description: Opt<string>;
  creatorTime: Millis;
  creatorUserId: Nullable<string>;
  lastModifyTime: Opt<Millis>;
  lastModifyUserId: Opt<string>;
}

/** 行政区划 (010_areas): a tree rooted at '-1'; seeded rows use the official code as id. */
export interface AreaTable extends BaseColumns {
  parentId: string;
  enCode: string;
  fullName: string;
  /** 1 province, 2 city, 3 district, 4 street: the depth in the tree */
  type: number;
}

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

/** A scan-login ticket (003_login_tickets): a desktop waits on it, a signed-in user approves it. */
export interface LoginTicketTable {
  /** sha-256 of the ticket; the ticket itself is never stored */
  id: string;
  /** 'waiting' | 'scanned' | 'confirming' | 'confirmed' | 'cancelled' | 'consumed' */
  status: string;
  /** the desktop that asked for the ticket */
  ipAddress: Opt<string>;
  userAgent: Opt<string>;
  browser: Opt<string>;
  os: Opt<string>;
  /** the user who scanned it, and whose session the desktop receives */
  userId: Opt<string>;
  creatorTime: Millis;
  expiresAt: Millis;
  scannedTime: Opt<Millis>;
  confirmedTime: Opt<Millis>;
  /** the new session's token, encrypted, until the desktop collects it */
  token: Opt<string>;
  theme: Opt<string>;
}

/** A verification code sent for SMS login (003_login_tickets). */
export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** HMAC of mobile and code under the server secret */
  codeHash: string;
  ipAddress: Opt<string>;
  creatorTime: Millis;
  expiresAt: Millis;
  /** codes tried against it, right or wrong */
  attempts: Generated<number>;
  consumedTime: Opt<Millis>;
}

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
  baseProvince: AreaTable;
  baseBillRule: BillRuleTable;
  baseIcon: IconTable;
  baseLanguage: LanguageTable;
  baseDictionaryType: DictionaryTypeTable;
  baseDictionaryData: DictionaryDataTable;
  baseSysConfig: SysConfigTable;
  baseUserPasswordHistory: UserPasswordHistoryTable;
  baseSysLog: SysLogTable;
  baseSession: SessionTable;
  baseFile: FileTable;
  baseLoginTicket: LoginTicketTable;
  baseSmsCode: SmsCodeTable;
  baseTimeTask: TimeTaskTable;
  baseTimeTaskLog: TimeTaskLogTable;
  baseDataInterface: DataInterfaceTable;
  baseMessage: MessageTable;
  baseMessageReceive: MessageReceiveTable;
  baseImContent: ImContentTable;
  baseImReply: ImReplyTable;
  baseDbLink: DbLinkTable;
  baseCommonFields: CommonFieldsTable;
  baseDbComment: DbCommentTable;
  baseDataBackup: DataBackupTable;
  baseMap: MapTable;
  baseSeedApplied: SeedAppliedTable;
}

/** Seed rows written once (migration 024): `table:id`, so a start never writes them again. */
export interface SeedAppliedTable {
  seedKey: string;
  appliedTime: Millis;
}

/** 数据备份 (migration 021): filePath is relative to DATA_DIR; taskId names the scheduled task that made it. */
export interface DataBackupTable extends BaseColumns {
  fileName: string;
  fileSize: number;
  filePath: string;
  dbType: string;
  taskId: Opt<string>;
}

/** 数据地图 (migration 022): data is a GeoJSON FeatureCollection as text. */
export interface MapTable extends BaseColumns {
  fullName: string;
  enCode: string;
  data: string;
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

/** 常用字段 (migration 019): the designer's library of ready-made fields. */
export interface CommonFieldsTable extends BaseColumns {
  field: string;
  fieldName: string;
  dataType: string;
  dataLength: Opt<string>;
  allowNull: Generated<number>;
  defaultValue: Opt<string>;
}

/** 数据建模 (migration 019_data_model_comments): descriptions SQLite cannot keep; columnName '' = the table. */
export interface DbCommentTable {
  id: string;
  linkId: string;
  tableName: string;
  columnName: string;
  comment: Opt<string>;
  creatorTime: Millis;
}

/** One chat message (migration 018): content is the text, or JSON {path, width, height} for an image. */
export interface ImContentTable {
  id: string;
  /** the two user ids in order, joined by '|': one conversation whoever sent */
  pairKey: string;
  sendUserId: string;
  sendTime: Millis;
  receiveUserId: string;
  /** when the receiver read it */
  receiveTime: Opt<Millis>;
  content: string;
  contentType: string;
  /** 0 unread, 1 read */
  state: Generated<number>;
}

/** The latest message of one ordered pair (migration 018): userId sent it to receiveUserId. */
export interface ImReplyTable {
  id: string;
  userId: string;
  receiveUserId: string;
  receiveTime: Millis;
  latestMessage: string;
  messageType: string;
}

/** 系统公告 and system messages (migration 017): type 1 notice (HTML body), 2 system message (JSON body). */
export interface MessageTable extends BaseColumns {
  type: number;
  title: string;
  bodyText: Opt<string>;
  releaseTime: Opt<Millis>;
}

/** One recipient's copy of a message (migration 017), keyed by (userId, messageId). */
export interface MessageReceiveTable {
  userId: string;
  messageId: string;
  isRead: Generated<number>;
  readTime: Opt<Millis>;
  readCount: Generated<number>;
}

/** 数据接口 (migration 020): requestParameters is JSON [{field, dataType, required, defaultValue, description}]. */
export interface DataInterfaceTable extends BaseColumns {
  categoryId: string;
  fullName: string;
  enCode: string;
  dbLinkId: Generated<string>;
  dataType: Generated<number>;
  requestMethod: Generated<string>;
  responseType: Generated<string>;
  requestParameters: Opt<string>;
  query: Opt<string>;
  isWrite: Generated<number>;
  /** 'designers' | 'roles' | 'everyone' (migration 025) */
  callScope: Generated<string>;
  /** JSON array of role ids, for callScope 'roles' */
  callRoleIds: Opt<string>;
}
