import type { Localized, PatternName } from '@app/common';
import type { Expression, ExpressionBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { RequestContext } from '../context.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * The declaration of a resource (docs/decisions/059-resource-runtime.md): plain data naming a table, its
 * columns and what the screen may do with them, plus a few typed hooks. Nothing here is a TypeScript type
 * of the table: the low-code runtime declares resources for tables designed at run time the same way.
 * Every SQL name (table, alias, column) is checked against a strict identifier pattern when the resource
 * is defined; requests only ever choose among the declared fields.
 */

/** A label: a field-label key (platform/i18n/field-labels.ts or a module's fieldLabels) or its texts. */
export type Label = string | Localized;

/**
 * - string: one line of text; text: a text area (descriptions); both are trimmed when written
 * - integer, number: numbers; time: epoch milliseconds
 */
export type ColumnType = 'string' | 'text' | 'integer' | 'number' | 'time';

/**
 * A field the body carries that is no column of the table (a cron expression kept inside a document
 * column with the job it runs): checked as a column is (schema, trim, not blank, rule), then turned into
 * stored values by the `derive` hook. `object` takes any JSON object (a job's parameters).
 */
export interface ResourceInput
  extends Omit<ResourceColumn, 'column' | 'type' | 'write' | 'searchable' | 'sortable' | 'filter' | 'excel'> {
  type: ColumnType | 'object';
}

/** A value a column may take, with what a person reads for it (exports, import templates). */
export interface ColumnOption {
  value: string | number;
  label: Label;
}

export interface ResourceColumn {
  /** the column's name in the database */
  column: string;
  type: ColumnType;
  /** what forms, exports and refusals call it; the field name's label by default */
  label?: Label;
  nullable?: boolean;
  /** false: read only (answered and filtered, never written by create or update) */
  write?: boolean;
  /** the body must carry it, on create and on update (decision 049: required fields stay required) */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** the values it may take (an enum); labelled ones are written as their label in Excel */
  options?: readonly (string | number | ColumnOption)[];
  /** the create form's value when the body leaves the field out */
  default?: string | number | null;
  /** for the API document */
  description?: string;
  /** refuse a value that is empty once trimmed, naming the field (validation.required) */
  notBlank?: boolean;
  /** the SPEC §5 rule the trimmed value must pass (answered as pattern.<rule>) */
  pattern?: PatternName;
  /** check the pattern only for a new or changed value: records stored before the rule stay editable */
  patternOnChange?: boolean;
  /** an empty text is stored as null */
  emptyAsNull?: boolean;
  /** the list's keyword looks into it (case-insensitive "contains") */
  searchable?: boolean;
  /** the list may be sorted by it (sidx) */
  sortable?: boolean;
  /**
   * a list parameter of the field's name: eq (one value), in (several), range (<field>Start, <field>End),
   * contains (case-insensitive, % and _ literal: a designed list's fuzzy search field)
   */
  filter?: 'eq' | 'in' | 'range' | 'contains';
  /** false: left out of Excel exports and import templates */
  excel?: boolean;
}

/**
 * The bookkeeping columns of a table (db/migrations/base-columns.ts): the key, who made and last changed
 * a row and when, and the soft-delete mark. Each is the database column's name; a table without one
 * leaves it out (a designed table may have only a key).
 */
export interface BaseColumns {
  id: string;
  creatorTime?: string;
  creatorUserId?: string;
  lastModifyTime?: string;
  lastModifyUserId?: string;
  /** with it, a delete marks the row (1) and every read leaves marked rows out */
  deleteMark?: string;
  deleteTime?: string;
  deleteUserId?: string;
}

/** A field computed for answers from other fields of the row (an organisation's path, a member count). */
export interface ComputedField {
  /** the stored fields it is computed from: it is left out when the caller may not see one of them */
  needs: readonly string[];
  label?: Label;
  /** written to Excel exports */
  excel?: boolean;
}

/** One condition on a declared field, as a custom filter answers it; the value is always bound. */
export interface ResourceCondition {
  field: string;
  op: 'eq' | 'in' | 'gte' | 'lte' | 'contains';
  value: unknown;
}

/** A list parameter the declaration cannot say with eq/in/range (e.g. "this organisation and below"). */
export interface ResourceFilter {
  /** the query-string schema of the parameter */
  schema: Record<string, unknown>;
  conditions(ctx: RequestContext, value: unknown): Promise<ResourceCondition[]>;
}

/** Values that must not repeat among live rows: the first field is named in the 409. */
export interface UniqueRule {
  fields: readonly [string, ...string[]];
}

/** A row as the runtime hands it around: field name → value. */
export type Row = Record<string, unknown>;

// biome-ignore lint/suspicious/noExplicitAny: the table is only known from the declaration at run time
export type AnyDb = Kysely<any>;

export type ResourceChange =
  | { kind: 'create'; after: Row }
  | { kind: 'update'; before: Row; after: Row }
  | { kind: 'state'; before: Row; after: Row }
  | { kind: 'delete'; before: Row }
  | { kind: 'import'; count: number };

/**
 * A keyword condition a resource builds itself (an index of its own, such as the users list's search
 * table). Its SQL is kept per `shape` (shaped-statements.ts), so the keyword's values are not written into
 * it: `values` are bound, and `condition` places value i as `value(i)`; `column(field)` names a declared
 * field's column in the list's query.
 */
export interface KeywordSearch {
  /** the same shape, the same SQL: it names what changes the condition's text, never a value */
  shape: string;
  values: readonly unknown[];
  condition(
    // biome-ignore lint/suspicious/noExplicitAny: the table is only known from the declaration at run time
    eb: ExpressionBuilder<any, any>,
    column: (field: string) => RawBuilder<unknown>,
    value: (index: number) => unknown,
  ): Expression<SqlBool>;
}

/** What a list asks for, as the count hook sees it. */
export interface ListFilters {
  conditions: readonly ResourceCondition[];
  keyword: string | null;
  /** the caller's data permission limits the rows */
  scoped: boolean;
}

/** The write the derive hook derives stored values for; `current` is the stored record (null on create). */
export interface DerivedWrite {
  kind: 'create' | 'update' | 'state';
  values: Row;
  current: Row | null;
}

/**
 * The row a create or update wrote, as writeWith sees it: stored values and inputs with the id, and the
 * stored record it changed (null on create).
 */
export interface WrittenRow {
  kind: 'create' | 'update';
  before: Row | null;
  after: Row;
}

/** What a resource needs beyond the declaration, each typed with the request context. */
export interface ResourceHooks {
  /**
   * The list's keyword, when a plain "contains" over the searchable fields is not the way (an index of the
   * resource's own). `keyword` is trimmed, as typed; `fields` are the searchable fields the caller may see.
   */
  search?(ctx: RequestContext, keyword: string, fields: readonly string[]): Promise<KeywordSearch>;
  /**
   * The list's total without counting its rows (a tally the resource keeps), or null to count them.
   */
  total?(ctx: RequestContext, filters: ListFilters): Promise<number | null>;
  /**
   * The values about to be written (field names, already trimmed and checked against the declaration),
   * checked against other tables; `current` is the stored row on update. Throw an AppError to refuse.
   */
  check?(ctx: RequestContext, values: Row, current: Row | null): Promise<void>;
  /**
   * Adds the computed fields named in `fields` to rows about to be answered (one call per page), and puts
   * stored values in the form the contract answers them (a 0/1 column as a boolean).
   */
  shape?(ctx: RequestContext, rows: Row[], fields: ReadonlySet<string>): Promise<void>;
  /** Refuses a delete (a record still in use); runs after the scope and delegation checks. */
  beforeDelete?(ctx: RequestContext, current: Row): Promise<void>;
  /** Rows of other tables that go with a deleted record, inside the delete's transaction. */
  deleteWith?(ctx: RequestContext, current: Row, trx: AnyDb): Promise<void>;
  /**
   * Stored values derived from the checked values of a write (inputs included), written with them: a
   * document the inputs are kept in, the next firing of a cron. Runs after `check` and before the unique
   * check; answers field → value of declared fields, read-only ones too. On a state change `values` is
   * the record as answered with its new state, and what it derives is answered with the state.
   */
  derive?(ctx: RequestContext, write: DerivedWrite): Promise<Row>;
  /**
   * Inside the transaction of a create or update, after the row is written: rows of other tables that go
   * with it, or a last look at the row against a write made meanwhile (throw an AppError to roll back).
   */
  writeWith?(ctx: RequestContext, change: WrittenRow, trx: AnyDb): Promise<void>;
  /** After a write committed: caches and events (a disabled role's holders lose its grants). */
  afterWrite?(ctx: RequestContext, change: ResourceChange): Promise<void>;
}

export type RouteKind =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'state'
  | 'export'
  | 'template'
  | 'preview'
  | 'import';

export interface ResourceDeclaration {
  /** the list's path; the record's routes hang below it ('/api/permission/Position') */
  path: string;
  /** OpenAPI tags */
  tags: readonly string[];
  /** the menu whose grants open it: reading needs the menu, writing its btn_add/btn_edit/btn_remove */
  menu: string;
  /** the data source the table lives in (数据连接 id); the platform's own database by default */
  source?: string;
  table: string;
  alias: string;
  base: BaseColumns;
  columns: Readonly<Record<string, ResourceColumn>>;
  /** body fields that are not columns: the derive hook turns them into stored values */
  inputs?: Readonly<Record<string, ResourceInput>>;
  computed?: Readonly<Record<string, ComputedField>>;
  /** the fields an answered row carries, in order (stored, base and computed fields) */
  row: readonly string[];
  /** the fields GET <path>/:id answers, when the record carries more than a list row (a notice's body) */
  record?: readonly string[];
  /**
   * The resource is the table's rows holding these values (a message table's notices): every read and
   * write stays among them and a created row takes them. Field → value; the fields are read-only.
   */
  fixed?: Readonly<Record<string, string | number>>;
  /**
   * Fields answered whatever the caller's column permission: the screen keys and guards its actions by
   * them. The key always is.
   */
  kept?: readonly string[];
  /**
   * The read-only integer field counting a record's saves. An update that sends the version it was based
   * on is refused (409, who saved and when) when the record has moved on since, even by a save made at the
   * same moment; each update adds one. An update without it is not checked.
   */
  version?: string;
  /** the 0/1 field that PUT …/:id/Actions/State switches */
  state?: string;
  /**
   * The state set by two actions instead of switched: PUT <path>/:id/Actions/<on> sets 1 and …/<off> sets 0
   * (a scheduled task's Enable and Stop), answering the state and what `derive` wrote with it.
   */
  stateActions?: { on: string; off: string; summaries?: { on: string; off: string } };
  unique?: readonly UniqueRule[];
  /**
   * A tree: the field holding the parent's id (checked to exist and never to make a cycle), the parent id
   * of a top-level row, and the refusal of deleting a row with rows below it ({count} of them).
   */
  tree?: { parent: string; root: string; hasChildren: MessageKey };
  /** the list's order, and the tie-breaks after a requested sort */
  defaultSort: readonly (readonly [string, 'asc' | 'desc'])[];
  /** `sort` without `sidx` sets the direction of the whole declared order (the notices: oldest first) */
  sortTurnsDefault?: boolean;
  /** the field holding the record's organisation: writes are checked against 分级管理 */
  delegation?: string;
  filters?: Readonly<Record<string, ResourceFilter>>;
  /** Excel: export of the list; import with a template, a preview and a per-row report */
  excel?: { export?: boolean; import?: boolean; sheet: Label; fileName: string };
  /** the 404 of a record that does not exist or lies outside the caller's data permission */
  notFound: MessageKey;
  /**
   * Paths that are not the convention: the list's (when records live beside it rather than below it) and
   * the record's GET, with `:id` (a path kept from before the runtime, '/api/scheduletask/Info/:id').
   */
  paths?: { list?: string; get?: string };
  /**
   * The routes served, when not all the declaration allows (an area whose other routes are still its own).
   */
  routes?: readonly RouteKind[];
  /**
   * Finished list pages kept while these tables are unchanged (decision 029), for a list asked again and
   * again with the same filters; the area shows the cache on the 缓存管理 screen (resource-answers.ts).
   */
  answers?: { tables: readonly string[] };
  /** OpenAPI summaries per route */
  summaries?: Partial<Record<RouteKind, string>>;
  hooks?: ResourceHooks;
}
