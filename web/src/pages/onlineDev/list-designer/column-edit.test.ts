import {
  defaultColumnData,
  emptyFormData,
  type FormData,
  newControl,
  validateColumnData,
} from '@app/common/form';
import { describe, expect, it } from 'vitest';
import {
  addAllColumns,
  columnableFields,
  mainFields,
  moved,
  renameButton,
  searchableFields,
  setListType,
  setSearchType,
  toggleButton,
  toggleColumn,
  toggleSearch,
  updateColumn,
} from './column-edit';

function form(): FormData {
  const name = newControl('comInput', 101);
  name.__config__.label = '客户名称';
  const amount = newControl('numInput', 102);
  const colour = newControl('colorPicker', 103);
  const active = newControl('switch', 104);
  const table = newControl('table', 105);
  table.__config__.children = [newControl('comInput', 106)];
  return { ...emptyFormData(), idGlobal: 106, fields: [name, amount, colour, active, table] };
}

describe('the list designer offers what the save rules accept', () => {
  it('offers main-form value fields only: no sub-table columns, colour pickers as no column, switches as no search', () => {
    const f = form();
    expect(mainFields(f).map((x) => x.vModel)).toEqual([
      'comInputField101',
      'numInputField102',
      'colorPickerField103',
      'switchField104',
    ]);
    expect(columnableFields(f).map((x) => x.vModel)).toEqual([
      'comInputField101',
      'numInputField102',
      'switchField104',
    ]);
    expect(searchableFields(f).map((x) => x.vModel)).toEqual(['comInputField101', 'numInputField102']);
  });

  it('a list built from every offered field and search passes validateColumnData', () => {
    const f = form();
    let data = addAllColumns(defaultColumnData(), columnableFields(f));
    for (const field of searchableFields(f)) data = toggleSearch(data, field, true);
    expect(validateColumnData(data, f.fields)).toEqual([]);
    expect(data.columnList[0]).toMatchObject({ label: '客户名称', prop: 'comInputField101', align: 'left' });
  });

  it('gives a search field its default search type: fuzzy text, range number, and changes it', () => {
    const f = form();
    const [text, number] = searchableFields(f);
    let data = toggleSearch(toggleSearch(defaultColumnData(), text, true), number, true);
    expect(data.searchList.map((item) => item.searchType)).toEqual([2, 3]);
    data = setSearchType(data, number.vModel, 1);
    expect(data.searchList[1].searchType).toBe(1);
    expect(toggleSearch(data, text, false).searchList.map((i) => i.__vModel__)).toEqual([number.vModel]);
  });

  it('toggles, edits and reorders columns', () => {
    const f = form();
    const [a, b, c] = columnableFields(f);
    let data = addAllColumns(defaultColumnData(), [a, b]);
    data = toggleColumn(data, c, true);
    data = updateColumn(data, b.vModel, { width: 120, align: 'right', sortable: true });
    expect(data.columnList[1]).toMatchObject({ width: 120, align: 'right', sortable: true });
    data = { ...data, columnList: moved(data.columnList, 2, 0) };
    expect(data.columnList.map((column) => column.prop)).toEqual([c.vModel, a.vModel, b.vModel]);
    expect(toggleColumn(data, a, false).columnList).toHaveLength(2);
    expect(moved([1, 2], 0, 5)).toEqual([1, 2]);
  });

  it('keeps buttons in the catalogue order and renames them', () => {
    let data = toggleButton(defaultColumnData(), 'btnsList', 'batchRemove', true, '批量删除');
    data = toggleButton(data, 'btnsList', 'download', true, '导出');
    expect(data.btnsList.map((button) => button.value)).toEqual(['add', 'download', 'batchRemove']);
    data = renameButton(data, 'btnsList', 'download', '导出 Excel');
    expect(data.btnsList[1].label).toBe('导出 Excel');
    data = toggleButton(data, 'columnBtnsList', 'edit', false, '');
    expect(data.columnBtnsList.map((button) => button.value)).toEqual(['remove']);
  });

  it('a grouped list reads all rows: paging goes off', () => {
    expect(setListType(defaultColumnData(), 3)).toMatchObject({ type: 3, hasPage: false });
    expect(setListType(defaultColumnData(), 2)).toMatchObject({ type: 2, hasPage: true });
  });
});
