import { describe, expect, it } from 'vitest';
import { branchIds, shownBranches } from './useResourceWhole';

const node = (id: string, children?: object[]) => ({ id, fullName: id, children });

describe('a list answered whole, as a tree (organisations, dictionary items)', () => {
  const rows = [node('总公司', [node('研发部', [node('前端组', [])]), node('财务部')]), node('分公司')];

  it('展开全部 opens every row that carries children, at any depth', () => {
    expect(branchIds(rows, 'id')).toEqual(['总公司', '研发部', '前端组']);
  });

  it('until the user opens or closes a branch, the first level stands open, following the rows', () => {
    expect(shownBranches(null, rows, 'id')).toEqual(['总公司', '分公司']);
    expect(shownBranches(null, [...rows, node('新公司')], 'id')).toEqual(['总公司', '分公司', '新公司']);
  });

  it('what the user chose stays, 折叠全部 included', () => {
    expect(shownBranches(['研发部'], rows, 'id')).toEqual(['研发部']);
    expect(shownBranches([], rows, 'id')).toEqual([]);
  });
});
