/**
 * Data interfaces, 数据接口 (client-facts §5.5, server-facts §4): what /api/system/DataInterface sends
 * and answers, shared by the server and the 数据接口 screen.
 */

/** 1 SQL on a data source, 2 static JSON, 3 an HTTP API. */
export const DATA_INTERFACE_TYPES = [1, 2, 3] as const;
export type DataInterfaceType = (typeof DATA_INTERFACE_TYPES)[number];

/** The types a request parameter can declare; values are checked and converted before binding. */
export const DATA_INTERFACE_PARAM_TYPES = ['varchar', 'int', 'decimal', 'datetime'] as const;
export type DataInterfaceParamType = (typeof DATA_INTERFACE_PARAM_TYPES)[number];

export const DATA_INTERFACE_METHODS = ['GET', 'POST'] as const;
export type DataInterfaceMethod = (typeof DATA_INTERFACE_METHODS)[number];

/**
 * The system variables a SQL interface may use; each is bound as a parameter with the caller's value.
 * @postion is the original product's spelling of @position and is accepted too.
 */
export const DATA_INTERFACE_SYSTEM_VARIABLES = [
  '@user',
  '@organize',
  '@department',
  '@position',
  '@postion',
  '@organizeAndSub',
] as const;

/**
 * Who may call an interface besides its designers (holders of the 数据接口 menu and administrators):
 * 'designers' no one else, 'roles' members of callRoleIds, 'everyone' every signed-in user (pickers and
 * forms). New SQL and HTTP interfaces start as 'designers', static JSON as 'everyone'.
 */
export const DATA_INTERFACE_CALL_SCOPES = ['designers', 'roles', 'everyone'] as const;
export type DataInterfaceCallScope = (typeof DATA_INTERFACE_CALL_SCOPES)[number];

export interface DataInterfaceParam {
  field: string;
  dataType: DataInterfaceParamType;
  /** 1: the call is refused without a value (after the default is applied) */
  required: 0 | 1;
  defaultValue: string | null;
  description: string | null;
}

/** What POST/PUT DataInterface send. */
export interface DataInterfaceFields {
  fullName: string;
  enCode: string;
  categoryId: string;
  /** the data source of a SQL interface; '0' is the platform's own database */
  dbLinkId: string;
  dataType: DataInterfaceType;
  requestMethod: DataInterfaceMethod;
  responseType: 'json';
  requestParameters: DataInterfaceParam[];
  /** SQL text (1), the JSON (2) or the URL (3) */
  query: string;
  /** 1: a SQL statement that changes data; otherwise the database refuses any write */
  isWrite: 0 | 1;
  callScope: DataInterfaceCallScope;
  /** the roles whose members may call it when callScope is 'roles' */
  callRoleIds: string[];
  sortCode: number;
  enabledMark: 0 | 1;
  description: string | null;
}

export interface DataInterfaceRow extends DataInterfaceFields {
  id: string;
  /** the category's name from the DataInterfaceType dictionary */
  categoryName: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/**
 * Something a save kept but a user should know (issue 15 item 11): a SQL statement that writes without
 * being marked as a write (common's unmarkedSqlWrite) is saved, as the original product saves it, and
 * refused only when called.
 */
export interface DataInterfaceWarning {
  field: 'isWrite';
  code: 'dataInterface.writeUnmarked';
  /** the sentence in the caller's language */
  message: string;
}

/** What POST DataInterface answers (PUT answers null, or only the warnings when there are some). */
export interface DataInterfaceSaved {
  id: string;
  warnings?: DataInterfaceWarning[];
}

/** A list row: the record without its query text and parameters. */
export type DataInterfaceListRow = Omit<DataInterfaceRow, 'query' | 'requestParameters'>;

/** GET DataInterface/Selector: categories with their enabled interfaces. */
export interface DataInterfaceSelectorNode {
  id: string;
  fullName: string;
  /** 'category' for a dictionary item, 'interface' for an interface */
  type: 'category' | 'interface';
  dataType?: DataInterfaceType;
  children?: DataInterfaceSelectorNode[];
}

/** GET {id}/Actions/Response: the answer and how long the call took. */
export interface DataInterfaceResponse {
  data: unknown;
  /** milliseconds spent running the interface */
  duration: number;
}

/** One row of GET DataInterfaceLog/{id}. */
export interface DataInterfaceLogRow {
  id: string;
  invokTime: number;
  userId: string | null;
  userName: string | null;
  invokIp: string | null;
  invokDevice: string | null;
  invokWasteTime: number;
  invokType: string;
  /** 'ok' or 'failed' */
  result: 'ok' | 'failed';
  message: string | null;
}
