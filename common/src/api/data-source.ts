/**
 * 数据连接 and 数据建模 (client-facts §5.5): what /api/system/DataSource, /api/system/DataModel and
 * /api/system/CommonFields send and answer, and the rules both sides check (identifier pattern, the
 * field types a designed table may use), so the designer refuses what the server would.
 */

/** dbType dictionary codes that can be connected to now; the dictionary lists more. */
export const DATA_SOURCE_TYPES = ['SQLite', 'PostgreSQL', 'MySQL'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** Default port per type, filled in by the form when the type changes. */
export const DATA_SOURCE_DEFAULT_PORTS: Record<DataSourceType, number | null> = {
  SQLite: null,
  PostgreSQL: 5432,
  MySQL: 3306,
};

/** The platform's own database as a data source id. */
export const PLATFORM_DATA_SOURCE_ID = '0';

/** What POST/PUT DataSource and POST DataSource/Actions/Test send. */
export interface DataSourceFields {
  dbType: string;
  fullName: string;
  host: string | null;
  port: number | null;
  userName: string | null;
  /** plain text on the way in; empty on update (and on test of a saved source) keeps the stored one */
  password: string | null;
  /** the database name; for SQLite the file name inside the server's SQLite folder */
  serviceName: string | null;
  dbSchema: string | null;
  tableSpace: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string | null;
}

/** A data source as the server answers it: never its password. */
export interface DataSourceRow extends Omit<DataSourceFields, 'password'> {
  id: string;
  /** always empty */
  password: '';
  hasPassword: boolean;
  creatorTime: number;
  /** who created it, "name/account" (null for a seeded source) */
  creatorUser: string | null;
  lastModifyTime: number | null;
}

/** GET DataSource/Selector: sources grouped by type, the platform database first. */
export interface DataSourceGroup {
  fullName: string;
  children: { id: string; fullName: string; dbType: string }[];
}

/** POST DataSource/Actions/Test answers this on success; a failure is an error naming what failed. */
export interface DataSourceTestResult {
  /** the server's version string */
  version: string;
  /** milliseconds the connection and a trivial query took */
  elapsed: number;
  message: string;
}

/** A designed table or column name: a letter or underscore, then letters, digits, underscores. */
export const IDENTIFIER_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Field types a designed table may use; each maps to a type per dialect on the server.
 * varchar needs a length, decimal a precision and scale ("18,2").
 */
export const FIELD_DATA_TYPES = [
  'varchar',
  'text',
  'int',
  'bigint',
  'decimal',
  'double',
  'boolean',
  'date',
  'datetime',
] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];

/** One field of a designed table (POST/PUT DataModel/{linkId}/Table, GET …/Table/{table}). */
export interface TableField {
  field: string;
  /** the column comment */
  fieldName: string;
  dataType: FieldDataType | string;
  /** varchar: "50"; decimal: "18,2"; others: empty */
  dataLength: string | null;
  primaryKey: 0 | 1;
  allowNull: 0 | 1;
  defaultValue: string | null;
}

export interface TableInfo {
  table: string;
  /** the table comment */
  tableName: string;
  /** the newest table name when a PUT renames; otherwise unused */
  newTable?: string;
}

export interface TableDefinition {
  tableInfo: TableInfo;
  tableFieldList: TableField[];
}

/** GET DataModel/{linkId}/Tables rows. */
export interface TableRow {
  table: string;
  tableName: string;
  /** row count when it is cheap to know (SQLite counts, PostgreSQL and MySQL estimate); null otherwise */
  sum: number | null;
  /** a platform table: can be viewed and previewed, never altered or dropped */
  readOnly: boolean;
}

/** 常用字段 rows (GET/POST/PUT CommonFields). */
export interface CommonFieldRow {
  id: string;
  field: string;
  fieldName: string;
  dataType: string;
  dataLength: string | null;
  allowNull: 0 | 1;
  defaultValue: string | null;
  creatorTime: number;
}
