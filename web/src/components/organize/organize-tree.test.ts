import { describe, expect, it } from 'vitest';
import {
  lastOfPath,
  type OrganizeOptionNode,
  organizeOptions,
  organizeTreeItems,
  treeKeys,
} from './organize-tree';

const node = (id: string, kind: string, children?: OrganizeOptionNode[]): OrganizeOptionNode => ({
  id,
  fullName: id,
  type: kind,
  children,
});

const tree = [
  node('集团', 'company', [
    node('上海公司', 'company', [node('研发部', 'department', [node('前端组', 'department')])]),
    node('财务部', 'department'),
  ]),
];

describe('organisation fields', () => {
  it('offers every organisation, nested', () => {
    const options = organizeOptions(tree);
    expect(options[0].value).toBe('集团');
    expect(options[0].children?.map((o) => o.title)).toEqual(['上海公司', '财务部']);
  });

  it('a parent for a company: companies only, never the company itself or what lies below it', () => {
    const options = organizeOptions(tree, { without: '上海公司', companiesOnly: true });
    expect(options).toEqual([{ value: '集团', title: '集团', children: [] }]);
  });

  it('reads the administration tree too (category instead of type)', () => {
    const admin = [
      {
        id: 'a',
        fullName: 'A',
        category: 'company',
        children: [{ id: 'b', fullName: 'B', category: 'department' }],
      },
    ];
    expect(organizeOptions(admin, { companiesOnly: true })).toEqual([
      { value: 'a', title: 'A', children: [] },
    ]);
  });
});

describe('the side tree beside a list', () => {
  it('keeps the organisations whose name holds the text, and the way to them', () => {
    const items = organizeTreeItems(tree, '研发');
    expect(treeKeys(items)).toEqual(['集团', '上海公司', '研发部']);
    expect(items[0].company).toBe(true);
  });

  it('without a filter: everything, every node open', () => {
    expect(treeKeys(organizeTreeItems(tree, ''))).toEqual(['集团', '上海公司', '研发部', '前端组', '财务部']);
  });

  it('a cell shows the organisation itself from its path', () => {
    expect(lastOfPath('集团/上海公司/研发部')).toBe('研发部');
  });
});
