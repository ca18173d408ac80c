import type { Generated } from 'kysely';
import type { BaseColumns, Millis, Opt } from '../../db/schema.js';

/** The systemData area's tables; each adds itself to the Database type by augmenting it (decision 058). */

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

declare module '../../db/schema.js' {
  interface Database {
    baseDataInterface: DataInterfaceTable;
    baseCommonFields: CommonFieldsTable;
    baseDbComment: DbCommentTable;
    baseDataBackup: DataBackupTable;
    baseMap: MapTable;
  }
}
