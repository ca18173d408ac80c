import { describe, expect, it } from 'vitest';
import { branchIds, shownBranches, wholePage } from './useResourceWhole';

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

describe("a flat list answered whole, paged on the screen (数据建模, a type's dictionary items)", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);

  it('shows no pager while the list fits', () => {
    expect(wholePage(rows.slice(0, 20), { current: 1, size: 20 }, 20)).toBeNull();
    expect(wholePage(rows, { current: 1, size: 50 }, 50)).toBeNull();
  });

  it('answers the chosen page of the chosen size', () => {
    expect(wholePage(rows, { current: 2, size: 20 }, 20)).toEqual({ rows: rows.slice(20, 40), current: 2 });
    expect(wholePage(rows, { current: 3, size: 20 }, 20)?.rows).toEqual([41, 42, 43, 44, 45]);
    // A smaller size than pageAfter pages a list pageAfter would have shown whole.
    expect(wholePage(rows.slice(0, 30), { current: 1, size: 20 }, 50)?.rows).toHaveLength(20);
  });

  it('a page past the end (the list got shorter) is the last one', () => {
    expect(wholePage(rows.slice(0, 25), { current: 3, size: 20 }, 20)).toEqual({
      rows: rows.slice(20, 25),
      current: 2,
    });
  });
});
