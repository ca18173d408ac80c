import { describe, expect, it } from 'vitest';
import { newControl } from './catalogue';
import { type ColumnData, defaultColumnData, validateColumnData } from './column-data';

const title = newControl('comInput', 101);
const category = newControl('select', 102);
const photo = newControl('uploadImg', 103);
const fields = [title, category, photo];

function list(partial: Partial<ColumnData> = {}): ColumnData {
  return {
    ...defaultColumnData(),
    columnList: [{ label: '单行输入', prop: 'comInputField101', align: 'left', sortable: true, width: null }],
    ...partial,
  };
}

const rules = (columns: ColumnData) => validateColumnData(columns, fields).map((issue) => issue.message.zh);

describe('the save rules of a list design (client-facts §7.7)', () => {
  it('accepts a plain list of form fields with the default buttons', () => {
    expect(rules(list())).toEqual([]);
  });

  it('needs columns, and only fields a list can show', () => {
    expect(rules(list({ columnList: [] }))).toEqual(['列表字段不允许为空']);
    expect(
      rules(
        list({
          columnList: [
            { label: '图片', prop: 'uploadImgField103' },
            { label: '?', prop: 'gone' },
          ],
        }),
      ),
    ).toEqual(['列表字段【图片】不是表单中可显示的字段', '列表字段【?】不是表单中可显示的字段']);
  });

  it('needs searchable fields with a search type', () => {
    const search = { ...category, searchType: 1 as const };
    expect(rules(list({ searchList: [search] }))).toEqual([]);
    expect(rules(list({ searchList: [{ ...photo, searchType: 1 }] }))).toEqual([
      '查询字段【图片上传】不是表单中可查询的字段',
    ]);
    expect(rules(list({ searchList: [{ ...category, searchType: 7 as never }] }))).toHaveLength(1);
  });

  it('needs the tree source and the field it filters for a list with a tree on the left', () => {
    expect(rules(list({ type: 2 }))).toEqual(['请选择数据字典', '请选择关联字段']);
    expect(rules(list({ type: 2, treeDictionary: 'd1', treeRelation: 'selectField102' }))).toEqual([]);
    expect(
      rules(
        list({
          type: 2,
          treeDataSource: 'api',
          treePropsValue: '',
          treePropsLabel: '',
          treePropsChildren: '',
          treeRelation: 'selectField102',
        }),
      ),
    ).toEqual(['请选择数据接口', '请输入主键字段', '请输入显示字段', '请输入子级字段']);
  });

  it('needs a group field for a grouped list, a known page size, a known sort field and known buttons', () => {
    expect(rules(list({ type: 3 }))).toEqual(['请选择分组字段']);
    expect(rules(list({ pageSize: 30 }))).toEqual(['分页条数只能是 20、50、100 或 500']);
    expect(rules(list({ defaultSidx: 'gone' }))).toEqual(['默认排序字段【gone】不在表单中']);
    expect(rules(list({ btnsList: [{ value: 'explode', label: 'x' }] }))).toEqual([
      '不支持的按钮【explode】',
    ]);
  });
});
