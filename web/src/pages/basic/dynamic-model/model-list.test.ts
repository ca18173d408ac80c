import { defaultColumnData, newControl } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/request';
import { columnMinWidth, scrollWidth } from './model-columns';
import {
  displayText,
  modelOf,
  pagedList,
  problemsOf,
  recordOf,
  searchControl,
  searchJson,
  shownButtons,
} from './model-list';
import { ALL_NODE, chosenNode, selectedNodes, treeNodes, underAllNode } from './tree-nodes';

describe('a generated page reads its released design', () => {
  it('takes the Config parts, and the defaults for a part missing or unreadable', () => {
    const field = newControl('comInput', 101);
    const model = modelOf({
      id: 'm',
      fullName: '客户',
      formData: JSON.stringify({ idGlobal: 101, fields: [field], popupType: 'drawer' }),
      columnData: '{not json',
    });
    expect(model.form.fields).toHaveLength(1);
    expect(model.form.popupType).toBe('drawer');
    expect(model.columns).toEqual(defaultColumnData());
    expect(modelOf({ id: 'm', fullName: 'x', formData: null, columnData: null }).form.fields).toEqual([]);
  });

  it('sends the search values by vModel without empty ones, and the tree node as the relation field', () => {
    expect(searchJson({ a: '', b: [], c: [null, null], d: null })).toBe('');
    expect(JSON.parse(searchJson({ name: '华', amount: [1, null] }))).toEqual({
      name: '华',
      amount: [1, null],
    });
    expect(JSON.parse(searchJson({}, { field: 'region', value: 'east' }))).toEqual({ region: 'east' });
    expect(searchJson({}, { field: 'region', value: null })).toBe('');
  });

  it('reads every row of a grouped list or one without paging', () => {
    expect(pagedList(defaultColumnData())).toBe(true);
    expect(pagedList({ ...defaultColumnData(), hasPage: false })).toBe(false);
    expect(pagedList({ ...defaultColumnData(), type: 3 })).toBe(false);
  });

  it('shows the designed buttons, and with button permission only those the menu grants', () => {
    const columns = {
      ...defaultColumnData(),
      btnsList: [
        { value: 'add', label: '新增' },
        { value: 'download', label: '导出' },
      ],
    };
    const grants = (code: string) => code === 'btn_add';
    expect(shownButtons(columns.btnsList, columns, grants).map((b) => b.value)).toEqual(['add', 'download']);
    const guarded = { ...columns, useBtnPermission: true };
    expect(shownButtons(guarded.btnsList, guarded, grants).map((b) => b.value)).toEqual(['add']);
  });

  it('asks a radio or checkbox search as a single select', () => {
    const radio = { ...newControl('radio', 101), searchType: 1 as const };
    expect(searchControl(radio).__config__.jnpfKey).toBe('select');
    expect(radio.__config__.jnpfKey).toBe('radio');
    const text = { ...newControl('comInput', 102), searchType: 2 as const };
    expect(searchControl(text)).toBe(text);
  });

  it("turns a refusal's data.errors into problems under the fields and cells", () => {
    const refusal = new ApiError('客户名称不能为空', 400, 400, {
      field: 'name',
      errors: [
        { field: 'name', message: '客户名称不能为空' },
        { field: 'items.qty', row: 1, message: '数量不能为空' },
        { message: 'no field' },
      ],
    });
    expect(problemsOf(refusal)).toEqual([
      { path: 'name', message: { zh: '客户名称不能为空', en: '客户名称不能为空', zhtw: '客户名称不能为空' } },
      {
        path: 'items.qty',
        row: 1,
        message: { zh: '数量不能为空', en: '数量不能为空', zhtw: '数量不能为空' },
      },
    ]);
    expect(problemsOf(new Error('x'))).toEqual([]);
    expect(problemsOf(new ApiError('x', 500, 500))).toEqual([]);
  });

  it('reads a record answered as JSON text or as an object, and shows display values as text', () => {
    expect(recordOf({ data: '{"a":1}' })).toEqual({ a: 1 });
    expect(recordOf({ data: { a: 2 } })).toEqual({ a: 2 });
    expect(recordOf({ data: 'broken' })).toEqual({});
    expect(displayText(['红', '蓝'])).toBe('红, 蓝');
    expect(displayText([{ name: 'a.pdf', url: '/x' }])).toBe('a.pdf');
    expect(displayText(null)).toBe('');
    expect(displayText(12)).toBe('12');
  });
});

describe('the tree beside a list', () => {
  it('reads nodes by the designed field names, skipping rows without a key', () => {
    const answer = [
      { code: 'e', name: '华东', items: [{ code: 'sh', name: '上海' }, { name: '无键' }] },
      { code: 'w' },
      'junk',
    ];
    expect(treeNodes(answer, { value: 'code', label: 'name', children: 'items' })).toEqual([
      { key: 'e', title: '华东', children: [{ key: 'sh', title: '上海' }] },
      { key: 'w', title: 'w' },
    ]);
    expect(
      treeNodes(
        { list: [{ id: 1, fullName: 'x' }] },
        { value: 'id', label: 'fullName', children: 'children' },
      ),
    ).toEqual([{ key: '1', title: 'x' }]);
  });

  it('puts the nodes under 全部, selected while nothing filters, and clears the filter from it', () => {
    const nodes = [{ key: 'cash', title: '现金' }];
    expect(underAllNode(nodes, '全部')).toEqual([{ key: ALL_NODE, title: '全部', children: nodes }]);
    expect(selectedNodes(null)).toEqual([ALL_NODE]);
    expect(selectedNodes('cash')).toEqual(['cash']);
    expect(chosenNode(['cash'])).toBe('cash');
    expect(chosenNode([ALL_NODE])).toBeNull();
    // the chosen node clicked again: antd selects nothing
    expect(chosenNode([])).toBeNull();
    expect(chosenNode([7])).toBe('7');
  });

  it('stops at twenty levels when an answer nests without end', () => {
    const loop: Record<string, unknown> = { id: 'a', fullName: 'a' };
    loop.children = [loop];
    const nodes = treeNodes([loop], { value: 'id', label: 'fullName', children: 'children' });
    let depth = 0;
    for (let n = nodes[0]; n; n = n.children?.[0] as typeof n) depth++;
    expect(depth).toBe(20);
  });
});

describe("the generated list's columns", () => {
  const column = (label: string, more: { width?: number | null; sortable?: boolean } = {}) => ({
    label,
    prop: label,
    ...more,
  });

  it('take the designed width, else room for the title and its sorter, at least 96 px', () => {
    expect(columnMinWidth(column('订单编号', { width: 180 }))).toBe(180);
    expect(columnMinWidth(column('备注', { width: null }))).toBe(96);
    expect(columnMinWidth(column('供应商联系人电话', { sortable: true }))).toBe(8 * 14 + 32 + 24);
  });

  it('fit seven columns and two row actions beside the tree in a 1440 px window', () => {
    const labels = ['订单编号', '供应商', '结算方式', '采购员', '采购类型', '备注', '合计'];
    const columns = { ...defaultColumnData(), columnList: labels.map((label) => column(label)) };
    // 1440 less the menu (208), the page's margins and the tree (about 230)
    expect(scrollWidth(columns, 2)).toBeLessThanOrEqual(950);
  });
});
