import type { SysLogTable } from '../../db/schema.js';

/** Every log column in one fixed order: rows travel as value arrays in this order. */
export const LOG_COLUMNS = [
  'id',
  'category',
  'userId',
  'userName',
  'ipAddress',
  'ipAddressName',
  'requestUrl',
  'requestMethod',
  'requestStatus',
  'requestDuration',
  'abstracts',
  'json',
  'platForm',
  'browser',
  'loginMark',
  'moduleName',
  'objectId',
  'creatorTime',
] as const satisfies readonly (keyof SysLogTable)[];

export type LogValues = unknown[];

/** The column names as stored (the CamelCasePlugin's mapping), for the worker's hand-written insert. */
export const LOG_COLUMNS_SQL = LOG_COLUMNS.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`));
