import { describe, expect, it } from 'vitest';
import { dictionaryOptions } from './useResourceOptions';
import { attachBranches } from './useResourceTree';

const province = (id: string, hasChildren: boolean) => ({ id, fullName: id, hasChildren });

describe('attachBranches (a tree whose branches load when opened)', () => {
  it('hangs loaded children under their node; a node with children not yet loaded shows an empty branch', () => {
    const rows = attachBranches(
      [province('浙江省', true), province('北京市', true), province('澳门', false)],
      { hasChildren: 'hasChildren' },
      'id',
      new Map([['浙江省', [province('杭州市', true)]]]),
      false,
    );
    expect(rows.map((row) => row.children?.map((child) => child.id))).toEqual([['杭州市'], [], undefined]);
    expect(rows[0].children?.[0].children).toEqual([]);
  });

  it('a search answers flat rows: no branches', () => {
    const rows = attachBranches(
      [province('西湖区', true)],
      { hasChildren: 'hasChildren' },
      'id',
      new Map(),
      true,
    );
    expect(rows[0].children).toBeUndefined();
  });
});

describe('dictionaryOptions', () => {
  it('flattens a tree dictionary, valued by id or by code', () => {
    const items = [
      {
        id: '1',
        parentId: '0',
        fullName: '华东',
        enCode: 'east',
        children: [{ id: '2', parentId: '1', fullName: '上海', enCode: 'sh' }],
      },
    ];
    expect(dictionaryOptions(items)).toEqual([
      { value: '1', label: '华东' },
      { value: '2', label: '上海' },
    ]);
    expect(dictionaryOptions(items, 'enCode').map((o) => o.value)).toEqual(['east', 'sh']);
  });
});
