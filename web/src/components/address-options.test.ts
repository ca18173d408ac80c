import { describe, expect, it } from 'vitest';
import { addressOptions, type LoadedAreas, parentsToLoad } from './address-options';

const loaded: LoadedAreas = {
  '-1': [
    { id: '11', fullName: '北京市', isLeaf: false },
    { id: '33', fullName: '浙江省', isLeaf: false },
  ],
  '33': [{ id: '3301', fullName: '杭州市', isLeaf: false }],
  '3301': [
    { id: '330106', fullName: '西湖区', isLeaf: true },
    { id: '330199', fullName: '测试区', isLeaf: false },
  ],
};

describe('address options', () => {
  it('nests the loaded levels; unloaded branches stay open for lazy loading', () => {
    expect(addressOptions(loaded, 2)).toEqual([
      { value: '11', label: '北京市', isLeaf: false, children: undefined },
      {
        value: '33',
        label: '浙江省',
        isLeaf: false,
        children: [
          {
            value: '3301',
            label: '杭州市',
            isLeaf: false,
            children: [
              { value: '330106', label: '西湖区', isLeaf: true, children: undefined },
              // level 2 stops at districts even when a street is below
              { value: '330199', label: '测试区', isLeaf: true, children: undefined },
            ],
          },
        ],
      },
    ]);
  });

  it('level 0 offers provinces only, level 1 stops at cities', () => {
    expect(addressOptions(loaded, 0)?.every((o) => o.isLeaf && !o.children)).toBe(true);
    const cities = addressOptions(loaded, 1)?.[1].children;
    expect(cities).toEqual([{ value: '3301', label: '杭州市', isLeaf: true, children: undefined }]);
  });

  it('nothing loaded yet: no options', () => {
    expect(addressOptions({}, 2)).toBeUndefined();
  });

  it('a stored value loads the levels that name it, no deeper than the level', () => {
    expect(parentsToLoad({}, undefined, 2)).toEqual(['-1']);
    expect(parentsToLoad({}, ['33', '3301', '330106'], 2)).toEqual(['-1', '33', '3301']);
    expect(parentsToLoad(loaded, ['33', '3301', '330106'], 2)).toEqual([]);
    expect(parentsToLoad({ '-1': [] }, ['33', '3301'], 1)).toEqual(['33']);
    expect(parentsToLoad({}, ['33', '3301', '330106'], 0)).toEqual(['-1']);
  });
});
