import type { Localized } from '../i18n';
import { isColumnable, isSearchable } from './catalogue';
import { localize } from './design-messages';
import type { FormControl } from './types';
import { valueFields } from './walk';

/**
 * columnData: the list a design becomes (client-facts §7.7), and its save rules. Search items are the
 * form's controls with a search type; columns name a main-form field by its vModel (prop).
 */

export type SearchType = 1 | 2 | 3;

export type ListSearchItem = FormControl & { searchType: SearchType; value?: unknown };

export interface ListColumn {
  label: string;
  prop: string;
  jnpfKey?: string;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  width?: number | null;
}

export interface ListButton {
  value: string;
  icon?: string;
  label: string;
}

export interface ColumnData {
  searchList: ListSearchItem[];
  columnList: ListColumn[];
  /** 1 plain, 2 a tree on the left, 3 rows grouped by groupField */
  type: 1 | 2 | 3;
  defaultSidx: string;
  sort: 'asc' | 'desc';
  hasPage: boolean;
  pageSize: number;
  treeTitle: string;
  treeDataSource: 'dictionary' | 'api';
  treeDictionary: string;
  treeRelation: string;
  treePropsUrl: string;
  treePropsValue: string;
  treePropsChildren: string;
  treePropsLabel: string;
  groupField: string;
  useColumnPermission: boolean;
  useFormPermission: boolean;
  useBtnPermission: boolean;
  useDataPermission: boolean;
  btnsList: ListButton[];
  columnBtnsList: ListButton[];
}

/** Header buttons (add, export, batch delete, and import, which JB adds) and row buttons. */
export const HEADER_BUTTONS = ['add', 'download', 'upload', 'batchRemove'] as const;
export const ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
export const PAGE_SIZES = [20, 50, 100, 500] as const;

export function defaultColumnData(): ColumnData {
  return {
    searchList: [],
    columnList: [],
    type: 1,
    defaultSidx: '',
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    treeTitle: '左侧标题',
    treeDataSource: 'dictionary',
    treeDictionary: '',
    treeRelation: '',
    treePropsUrl: '',
    treePropsValue: 'id',
    treePropsChildren: 'children',
    treePropsLabel: 'fullName',
    groupField: '',
    useColumnPermission: false,
    useFormPermission: false,
    useBtnPermission: false,
    useDataPermission: false,
    btnsList: [{ value: 'add', icon: 'el-icon-plus', label: '新增' }],
    columnBtnsList: [
      { value: 'edit', icon: 'el-icon-edit', label: '编辑' },
      { value: 'remove', icon: 'el-icon-delete', label: '删除' },
    ],
  };
}

const MESSAGES = {
  noColumns: {
    zh: '列表字段不允许为空',
    en: 'The list needs at least one column',
    zhtw: '列表字段不允許為空',
  },
  unknownColumn: {
    zh: '列表字段【{label}】不是表单中可显示的字段',
    en: 'The column "{label}" is not a field of the form that a list can show',
    zhtw: '列表字段【{label}】不是表單中可顯示的字段',
  },
  unknownSearch: {
    zh: '查询字段【{label}】不是表单中可查询的字段',
    en: 'The search field "{label}" is not a field of the form that can be searched',
    zhtw: '查詢字段【{label}】不是表單中可查詢的字段',
  },
  treeDictionary: { zh: '请选择数据字典', en: 'Choose the dictionary of the tree', zhtw: '請選擇數據字典' },
  treeInterface: {
    zh: '请选择数据接口',
    en: 'Choose the data interface of the tree',
    zhtw: '請選擇數據接口',
  },
  treeValue: { zh: '请输入主键字段', en: 'Enter the key field of the tree', zhtw: '請輸入主鍵字段' },
  treeLabel: { zh: '请输入显示字段', en: 'Enter the shown field of the tree', zhtw: '請輸入顯示字段' },
  treeChildren: { zh: '请输入子级字段', en: 'Enter the children field of the tree', zhtw: '請輸入子級字段' },
  treeRelation: { zh: '请选择关联字段', en: 'Choose the field the tree filters', zhtw: '請選擇關聯字段' },
  groupField: { zh: '请选择分组字段', en: 'Choose the field rows are grouped by', zhtw: '請選擇分組字段' },
  pageSize: {
    zh: '分页条数只能是 20、50、100 或 500',
    en: 'The page size must be 20, 50, 100 or 500',
    zhtw: '分頁條數只能是 20、50、100 或 500',
  },
  sort: {
    zh: '默认排序字段【{label}】不在表单中',
    en: 'The default sort field "{label}" is not a field of the form',
    zhtw: '默認排序字段【{label}】不在表單中',
  },
  button: {
    zh: '不支持的按钮【{label}】',
    en: 'The button "{label}" is not supported',
    zhtw: '不支持的按鈕【{label}】',
  },
} satisfies Record<string, Localized>;

export type ColumnRule = keyof typeof MESSAGES;

export interface ColumnIssue {
  rule: ColumnRule;
  message: Localized;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Checks a list design against its form; an empty list means it may be saved. */
export function validateColumnData(columns: ColumnData, fields: readonly FormControl[]): ColumnIssue[] {
  const issues: ColumnIssue[] = [];
  const say = (rule: ColumnRule, label = '') =>
    issues.push({ rule, message: localize(MESSAGES[rule], { label }) });
  const main = new Map(
    valueFields(fields)
      .filter((f) => !f.subTable)
      .map((f) => [f.vModel, f.control]),
  );
  const list = Array.isArray(columns.columnList) ? columns.columnList : [];
  if (!list.length) say('noColumns');
  for (const column of list) {
    const control = main.get(column?.prop);
    if (!control || !isColumnable(control.__config__.jnpfKey))
      say('unknownColumn', column?.label || column?.prop);
  }
  for (const item of Array.isArray(columns.searchList) ? columns.searchList : []) {
    const control = main.get(item?.__vModel__ ?? '');
    const fits = control && isSearchable(control.__config__.jnpfKey) && [1, 2, 3].includes(item.searchType);
    if (!fits) say('unknownSearch', item?.__config__?.label ?? item?.__vModel__ ?? '');
  }
  if (columns.type === 2) {
    if (columns.treeDataSource === 'api') {
      if (blank(columns.treePropsUrl)) say('treeInterface');
      if (blank(columns.treePropsValue)) say('treeValue');
      if (blank(columns.treePropsLabel)) say('treeLabel');
      if (blank(columns.treePropsChildren)) say('treeChildren');
    } else if (blank(columns.treeDictionary)) say('treeDictionary');
    if (!main.has(columns.treeRelation)) say('treeRelation');
  }
  if (columns.type === 3 && !main.has(columns.groupField)) say('groupField');
  if (!(PAGE_SIZES as readonly number[]).includes(columns.pageSize)) say('pageSize');
  if (!blank(columns.defaultSidx) && !main.has(columns.defaultSidx)) say('sort', columns.defaultSidx);
  for (const button of Array.isArray(columns.btnsList) ? columns.btnsList : [])
    if (!(HEADER_BUTTONS as readonly string[]).includes(button?.value)) say('button', String(button?.value));
  for (const button of Array.isArray(columns.columnBtnsList) ? columns.columnBtnsList : [])
    if (!(ROW_BUTTONS as readonly string[]).includes(button?.value)) say('button', String(button?.value));
  return issues;
}
