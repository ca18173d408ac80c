import {
  type ColumnData,
  defaultSearchType,
  type FormControl,
  type FormData,
  HEADER_BUTTONS,
  isColumnable,
  isSearchable,
  type ListButton,
  type ListColumn,
  ROW_BUTTONS,
  type SearchType,
  valueFields,
} from '@app/common/form';

/**
 * The list designer's edits of a columnData (client-facts §7.7), each returning a new value so the editor
 * stays a controlled component. Which fields are offered comes from common's catalogue rules, the same the
 * save rules check, so the designer never offers what the server would refuse.
 */

/** A main-form field the list may show or search by. */
export interface ListField {
  vModel: string;
  label: string;
  jnpfKey: string;
  control: FormControl;
}

/** The main form's value fields (sub-table columns are not list columns), in the form's order. */
export function mainFields(form: FormData): ListField[] {
  return valueFields(form.fields)
    .filter((field) => !field.subTable)
    .map(({ control, vModel }) => ({
      vModel,
      label: control.__config__.label || vModel,
      jnpfKey: control.__config__.jnpfKey,
      control,
    }));
}

export const columnableFields = (form: FormData) => mainFields(form).filter((f) => isColumnable(f.jnpfKey));
export const searchableFields = (form: FormData) => mainFields(form).filter((f) => isSearchable(f.jnpfKey));

const columnOf = (field: ListField): ListColumn => ({
  label: field.label,
  prop: field.vModel,
  jnpfKey: field.jnpfKey,
  align: 'left',
  sortable: false,
  width: null,
});

/** Adds the field as the last column, or removes its column. */
export function toggleColumn(data: ColumnData, field: ListField, on: boolean): ColumnData {
  const rest = data.columnList.filter((column) => column.prop !== field.vModel);
  return { ...data, columnList: on ? [...rest, columnOf(field)] : rest };
}

/** Adds every offered field not yet a column, after the existing ones. */
export function addAllColumns(data: ColumnData, fields: readonly ListField[]): ColumnData {
  const taken = new Set(data.columnList.map((column) => column.prop));
  return {
    ...data,
    columnList: [...data.columnList, ...fields.filter((f) => !taken.has(f.vModel)).map(columnOf)],
  };
}

export function updateColumn(data: ColumnData, prop: string, patch: Partial<ListColumn>): ColumnData {
  return {
    ...data,
    columnList: data.columnList.map((column) => (column.prop === prop ? { ...column, ...patch } : column)),
  };
}

/** Moves an item of a list from one index to another (a drag's end). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A search item is the whole control (the runtime draws it as the search box) with its search type. */
export function toggleSearch(data: ColumnData, field: ListField, on: boolean): ColumnData {
  const rest = data.searchList.filter((item) => item.__vModel__ !== field.vModel);
  if (!on) return { ...data, searchList: rest };
  const item = { ...structuredClone(field.control), searchType: defaultSearchType(field.jnpfKey), value: '' };
  return { ...data, searchList: [...rest, item] };
}

export function setSearchType(data: ColumnData, vModel: string, searchType: SearchType): ColumnData {
  return {
    ...data,
    searchList: data.searchList.map((item) => (item.__vModel__ === vModel ? { ...item, searchType } : item)),
  };
}

type ButtonList = 'btnsList' | 'columnBtnsList';

const ICONS: Record<string, string> = {
  add: 'el-icon-plus',
  download: 'el-icon-download',
  upload: 'el-icon-upload2',
  batchRemove: 'el-icon-delete',
  edit: 'el-icon-edit',
  remove: 'el-icon-delete',
  detail: 'el-icon-tickets',
};

/** Turns a button on (in the catalogue's order, so the page shows them the same way) or off. */
export function toggleButton(
  data: ColumnData,
  list: ButtonList,
  value: string,
  on: boolean,
  label: string,
): ColumnData {
  const order: readonly string[] = list === 'btnsList' ? HEADER_BUTTONS : ROW_BUTTONS;
  const rest = data[list].filter((button) => button.value !== value);
  const next: ListButton[] = on ? [...rest, { value, icon: ICONS[value], label }] : rest;
  next.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return { ...data, [list]: next };
}

export function renameButton(data: ColumnData, list: ButtonList, value: string, label: string): ColumnData {
  return {
    ...data,
    [list]: data[list].map((button) => (button.value === value ? { ...button, label } : button)),
  };
}

/**
 * The list type's change: leaving the tree or grouped type keeps their settings (the original does too,
 * and switching back restores them); a grouped list has no paging, the runtime reads all rows.
 */
export function setListType(data: ColumnData, type: ColumnData['type']): ColumnData {
  return { ...data, type, hasPage: type === 3 ? false : data.hasPage };
}
