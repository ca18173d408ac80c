import type { Lang, Paged } from '@app/common';
import type { FormInstance, FormRule as Rule } from 'antd';
import type { ReactNode } from 'react';
import type { CachedKind } from '../../app/cached-lists';
import type { QueryParams, QueryValue } from '../../app/request-url';

/**
 * What a resource screen is made of, as data: the list runtime and the form dialog read it at run time, so a
 * designed table (low-code) can be described by its stored metadata as well as a hand-written screen is by
 * code. Everything is JSON-like except the few marked escape hatches (a function for an odd API call, a
 * custom cell, a custom field, a custom action), which only hand-written screens use.
 */

/**
 * A text: an i18n key (shown translated when the key exists, else as written), plain text, a key with its
 * values, or the text in each language (a designed table's labels).
 */
export type ResourceText =
  | string
  | { key: string; values?: Record<string, string | number> }
  | Partial<Record<Lang, string>>;

/** A row as the runtime sees it: any record; `rowKey` names its id. */
export type ResourceRow = Record<string, unknown>;

export interface ResourceOption {
  value: string | number;
  label: ResourceText;
  /** antd tag colour when the option is shown as a tag */
  color?: string;
}

/** Options from a data dictionary type (DictionaryData/{typeId}/Data/Selector); the value is the item's id or code. */
export interface ResourceDictionary {
  typeId: string;
  valueKey?: 'id' | 'enCode';
}

/** A path with `{id}` (and `{field}` of the row) filled in, or the screen's own function. */
export type RowPath<Row, T> = string | ((row: Row) => Promise<T>);

/** A list's answer: a page with its paging (SPEC §9), or a list answered whole (`{list}`). */
export type ListAnswer<Row> = Pick<Paged<Row>, 'list'> & Partial<Pick<Paged<Row>, 'pagination'>>;

export interface ResourceApi<Row> {
  /**
   * The REST base by the product's convention: list GET base, info GET base/{id}, create POST base,
   * update PUT base/{id}, delete DELETE base/{id}, state PUT base/{id}/Actions/State. Each may be replaced.
   */
  base?: string;
  list?: string | ((params: QueryParams, signal?: AbortSignal) => Promise<ListAnswer<Row>>);
  info?: string | ((id: string) => Promise<ResourceRow>);
  create?: string | ((body: ResourceRow) => Promise<unknown>);
  update?: string | ((id: string, body: ResourceRow) => Promise<unknown>);
  remove?: RowPath<Row, unknown>;
  state?: RowPath<Row, unknown>;
  /** one row as a file; `fileName` may use `{field}` of the row */
  exportRow?: { path: string; fileName: string } | ((row: Row) => Promise<void>);
  /**
   * The list's rows as a file, with the list's keyword and filters (the server runtime's
   * base/Actions/Export unless `path` is given); `fileName` is used when the answer names none.
   */
  export?: { path?: string; fileName: string };
  /**
   * An Excel import by the server runtime's convention (decision 059): base/Actions/Template to fill in,
   * base/Actions/ImportPreview to check a sheet without writing (null: no preview), base/Actions/Import.
   */
  import?: { path?: string; preview?: string | null; template?: string; accept?: string; maxBytes?: number };
}

export type ColumnKind = 'text' | 'code' | 'tag' | 'state' | 'time' | 'dictionary' | 'custom';

export interface ResourceColumn<Row = ResourceRow> {
  /** the row field shown; also the column's key unless `key` is given */
  dataIndex?: string;
  key?: string;
  label: ResourceText;
  kind?: ColumnKind;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** cut long values with …; showTitle false when the cell shows its own tooltip */
  ellipsis?: boolean | { showTitle: boolean };
  /** shown, greyed, for an empty value */
  empty?: ResourceText;
  /** the placeholder's own class instead of the runtime's grey ('' for the cell's colour) */
  emptyClassName?: string;
  /** tag: the options (label, colour) of the values */
  options?: ResourceOption[];
  dictionary?: ResourceDictionary;
  /** time: the pattern of common's formatDate (default yyyy-MM-dd HH:mm) */
  format?: string;
  /** the list API sorts by it (sidx/sort) */
  sortable?: boolean;
  /** a class on the cell's content (code: a smaller or monospaced text) */
  className?: string;
  /** state: the tag texts when the user may not switch, the switch's tooltips, a field added to its label */
  on?: ResourceText;
  off?: ResourceText;
  hint?: { on: ResourceText; off: ResourceText };
  ariaField?: string;
  /** state: the tag's colour when off (default grey) */
  offColor?: string;
  /** tree lists: shown only while a keyword search is on */
  searchOnly?: boolean;
  /** escape hatch for a hand-written screen's odd cell */
  render?: (value: unknown, row: Row, context: CellContext) => ReactNode;
}

/** What a custom cell may ask of the list. */
export interface CellContext {
  /** tree lists: the node's branch is loading */
  isBranchLoading(id: string): boolean;
}

/** What a click can ask of the runtime. */
export interface ResourceHelpers {
  openForm(target: FormTarget): void;
  refresh(): Promise<void>;
}

export interface ResourceRowAction<Row = ResourceRow> {
  /** edit opens the form, remove asks and deletes, export downloads the row (api.exportRow) */
  kind: 'edit' | 'remove' | 'export' | 'custom';
  label?: ResourceText;
  /** the button code it needs; by default btn_edit / btn_remove / btn_export; null: everyone */
  permission?: string | null;
  icon?: ReactNode;
  danger?: boolean;
  visible?: (row: Row) => boolean;
  /** shown but not clickable for this row, with `disabledHint` as its tooltip (在线用户: one's own session) */
  disabled?: (row: Row) => boolean;
  disabledHint?: ResourceText;
  loading?: (row: Row) => boolean;
  /** remove: the question asked first, naming the row (default: the usual 确定删除?) */
  confirm?: (row: Row) => ResourceText;
  /** custom: the screen's own control in place of the link (a dropdown of choices); the label is its key */
  render?: (row: Row, helpers: ResourceHelpers) => ReactNode;
  onClick?: (row: Row, helpers: ResourceHelpers) => void;
}

export interface ResourceToolbarAction {
  /** add opens the empty form, import and export open their dialogs */
  kind: 'add' | 'import' | 'export' | 'custom';
  label?: ResourceText;
  /** by default btn_add / btn_import / btn_export; null: everyone */
  permission?: string | null;
  /** custom: the page's own control */
  node?: ReactNode;
  /** add: what a click does instead of opening the empty form (the screen opens it its own way) */
  onClick?: (helpers: ResourceHelpers) => void;
}

/**
 * A toolbar button acting on the rows the user ticked: the list shows check boxes while the user holds the
 * button of one of these. Disabled until a row is ticked, it shows how many are (批量下线 (2)); a click asks
 * `confirm` (its `{{count}}` filled in), runs, says `done`, and the ticks go.
 */
export interface ResourceBatchAction {
  kind: 'batch';
  label: ResourceText;
  /** the button code it needs (null: everyone) */
  permission: string | null;
  icon?: ReactNode;
  danger?: boolean;
  confirm: ResourceText;
  done: ResourceText;
  /** DELETE of this path with `{ids}` in the body, or the screen's own call */
  run: string | ((ids: string[]) => Promise<unknown>);
  /** the rows went away (a delete): a page left empty steps back one page */
  removes?: boolean;
}

export interface ResourceSelectFilter {
  name: string;
  kind: 'select';
  placeholder: ResourceText;
  options?: ResourceOption[];
  dictionary?: ResourceDictionary;
  width?: number;
}

/**
 * Whole days from one to another: `name` and `end` carry the first and the last day, each as the epoch ms of
 * its local noon (the server takes the day of the moment in its own clock: see `dayParam`).
 */
export interface ResourceDateRangeFilter {
  name: string;
  end: string;
  kind: 'dateRange';
  placeholder: [ResourceText, ResourceText];
  /** days after today cannot be picked */
  pastOnly?: boolean;
}

export type ResourceFilter = ResourceSelectFilter | ResourceDateRangeFilter;

export type FieldKind = 'input' | 'textarea' | 'number' | 'select' | 'switch' | 'treeSelect' | 'custom';

export interface ResourceTreeOption {
  value: string;
  title: string;
  children?: ResourceTreeOption[];
}

export interface ResourceField {
  /** the body field; a custom field without a name only shows something */
  name?: string;
  kind: FieldKind;
  label?: ResourceText;
  /** grid columns of 24; fields with a span share a row until it is full, the others stand alone */
  span?: number;
  /** true, or the message */
  required?: boolean | ResourceText;
  /** a named pattern of common's PATTERNS, or a regular expression's source with its message */
  pattern?: 'fullName' | 'enCode' | { regex: string; message: ResourceText };
  /** the stored value passes the pattern as it is (names saved before the rule) */
  keepStored?: boolean;
  placeholder?: ResourceText;
  extra?: ResourceText;
  tooltip?: ResourceText;
  maxLength?: number;
  showCount?: boolean;
  rows?: number;
  min?: number;
  max?: number;
  precision?: number;
  inputMode?: 'numeric' | 'text';
  className?: string;
  allowClear?: boolean;
  options?: ResourceOption[];
  dictionary?: ResourceDictionary;
  treeData?: ResourceTreeOption[];
  /** switch: its texts; the stored values are 1 and 0 */
  on?: ResourceText;
  off?: ResourceText;
  /** a new record starts with it */
  defaultValue?: unknown;
  /** sent when left blank (default null) */
  empty?: unknown;
  /** fields whose change checks this one again */
  dependencies?: string[];
  /** escape hatches: antd rules beyond the above, and the odd field's own control */
  rules?: Rule[];
  render?: (context: FieldContext) => ReactNode;
}

/** What a custom field may look at. */
export interface FieldContext {
  form: FormInstance<ResourceRow>;
  /** the stored record (edit), null for a new one */
  record: ResourceRow | null;
  editingId: string | null;
}

/** What the form opens on: the record `id`, or a new record with these starting values. */
export interface FormTarget {
  id?: string;
  defaults?: Record<string, unknown>;
}

export interface ResourceForm {
  fields: ResourceField[];
  title: { create: ResourceText; edit: ResourceText };
  width?: number;
  layout?: 'vertical' | 'horizontal';
  /** horizontal: the labels' width in px */
  labelWidth?: number;
  requiredMark?: boolean;
  /** a click beside the dialog closes it (default true) */
  maskClosable?: boolean;
  /** while the record loads: antd's skeleton (default), or a spinner over the fields with 确定 disabled */
  loading?: 'skeleton' | 'spin';
  saved: ResourceText | { create: ResourceText; edit: ResourceText };
  /** escape hatches: the stored record as form values, the values as the body */
  load?: (record: ResourceRow) => Record<string, unknown>;
  save?: (values: Record<string, unknown>, body: ResourceRow) => ResourceRow;
  /**
   * a question asked before saving, naming what the body would keep that will not work (数据接口: a
   * statement that writes without the write mark); null saves straight away
   */
  confirm?: (body: ResourceRow) => ResourceText | null;
  /** a new record's values that must be looked up first (null: nothing to look up) */
  prepare?: (defaults: Record<string, unknown>) => Promise<Record<string, unknown>> | null;
}

/** A list of nodes whose branches load when opened (GET list path with {id} of the parent). */
export interface ResourceTree {
  rootId: string;
  /** the row field telling that a node has children */
  hasChildren: string;
  /** at most this many matches come back for a keyword (the notice shows when reached) */
  searchLimit?: number;
  searchLimitText?: ResourceText;
}

export interface ResourceDescription<Row = ResourceRow> {
  /** TanStack Query key prefix of everything the screen shows */
  queryKey: readonly string[];
  /** a change also refreshes these cached lists (SPEC §3) elsewhere in the app */
  cachedList?: CachedKind;
  rowKey?: string;
  api: ResourceApi<Row>;
  columns: ResourceColumn<Row>[];
  keyword: { placeholder: ResourceText };
  filters?: ResourceFilter[];
  toolbar?: (ResourceToolbarAction | ResourceBatchAction)[];
  /** the ticking of rows for the batch actions: a row whose field of this name is truthy cannot be ticked */
  selection?: { lockedBy?: string };
  rowActions?: {
    items: ResourceRowAction<Row>[];
    /** the column's title (default 操作) */
    label?: ResourceText;
    width: number;
    /** links closer together, with less padding */
    compact?: boolean;
    /** no column at all for a user holding none of its actions' buttons */
    onlyWhenHeld?: boolean;
  };
  texts: {
    empty: ResourceText;
    /** empty while searching, when it differs */
    noMatch?: ResourceText;
    add?: ResourceText;
    /** after a row's remove action (default 删除成功); a key gets the row's fields as `{{field}}` */
    removed?: ResourceText;
    /** a list whose source may be unreadable (another database): then no rows, and the server's sentence as the empty text */
    readError?: boolean;
    /** after the state switch; per new state when they differ */
    stateChanged?: ResourceText | { on: ResourceText; off: ResourceText };
  };
  table: {
    scrollX: number;
    /** the list is asked again whenever it is shown (rows that change by themselves: sessions); default the client's */
    alwaysFresh?: boolean;
    fixedLayout?: boolean;
    /** the table spins on every fetch (paging, refresh), not only the first */
    spinOnRefetch?: boolean;
    /** magnifier in the keyword box and on 查询 */
    searchIcons?: boolean;
  };
  form?: ResourceForm;
  tree?: ResourceTree;
}

export type FilterValues = Record<string, QueryValue>;
