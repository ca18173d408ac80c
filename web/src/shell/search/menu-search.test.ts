import type { MenuNode } from '@app/common';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { menuNode } from '../../app/menu-fixtures';
import { createMenuSearch, SEARCH_OPTIONS, searchEntries } from './menu-search';

const tree: MenuNode[] = [
  menuNode({
    id: 'sys',
    enCode: 'system',
    type: 1,
    fullName: '系统管理',
    children: [
      menuNode({
        id: 'log',
        enCode: 'system.log',
        type: 2,
        fullName: 'System Log',
        urlAddress: 'system/log',
      }),
      menuNode({
        id: 'dict',
        enCode: 'system.dictionary',
        type: 2,
        fullName: 'Dictionary',
        urlAddress: 'system/dictionary',
      }),
      menuNode({ id: 'empty', enCode: 'system.empty', type: 2, fullName: 'No address' }),
    ],
  }),
  menuNode({
    id: 'help',
    enCode: 'help',
    type: 7,
    fullName: 'Help centre',
    linkTarget: '_blank',
    urlAddress: 'https://help.example',
  }),
];

const entries = searchEntries(tree, (m) => m.fullName, { token: 't' });

describe('menu search (SPEC §9: threshold 0.4, title 0.7, path 0.3)', () => {
  it('uses the spec weights and threshold', () => {
    expect(SEARCH_OPTIONS).toEqual({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('lists menus that lead somewhere, with the directory titles above them; never directories', () => {
    expect(entries.map((e) => [e.id, e.title, e.path])).toEqual([
      ['log', ['系统管理', 'System Log'], '/system/log'],
      ['dict', ['系统管理', 'Dictionary'], '/system/dictionary'],
      ['help', ['Help centre'], 'https://help.example'],
    ]);
  });

  it('finds a menu by a misspelt title', () => {
    const search = createMenuSearch(entries);
    expect(search('Dictionery')[0]?.id).toBe('dict');
    expect(search('Sytem Lgo')[0]?.id).toBe('log');
  });

  it('finds a menu by its path and returns nothing for an empty query or nonsense', () => {
    const search = createMenuSearch(entries);
    expect(search('system/dictionary')[0]?.id).toBe('dict');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });
});

describe('menu search pre-filter', () => {
  // A few hundred menus in Chinese and English with shared directories, and queries of every kind.
  const groups = ['系统管理', 'Finance', '人力资源', 'Warehouse', '项目管理'];
  const objects = [
    '用户',
    'Invoice',
    '请假',
    'Purchase order',
    '库存',
    'Bill of materials',
    '合同',
    'Payroll',
  ];
  const actions = ['列表', 'review', '审核', 'statistics', '导出', 'entry'];
  const menus: MenuNode[] = groups.map((group, g) =>
    menuNode({
      id: `g${g}`,
      enCode: `g${g}`,
      type: 1,
      fullName: group,
      children: objects.flatMap((object, o) =>
        actions.map((action, a) =>
          menuNode({
            id: `m${g}-${o}-${a}`,
            enCode: `g${g}.m${o}${a}`,
            type: 2,
            fullName: /[a-z]/i.test(object) ? `${object} ${action}` : `${object}${action}`,
            urlAddress: `g${g}/${object.replace(/\s/g, '').toLowerCase()}-${a}`,
          }),
        ),
      ),
    }),
  );
  const many = searchEntries(menus, (m) => m.fullName, { token: null });
  const queries = [
    ...many
      .slice(0, 240)
      .filter((_, i) => i % 7 === 0)
      .map((e) => e.title[e.title.length - 1]),
    'Purchse ordr',
    'Bill of mtaerials statistics',
    'payrol revew',
    '用户审合',
    '库存倒出',
    'g2/invoice',
    'statistics',
    'sys',
    'w',
    '合',
    'Human',
    'zzzz',
    'Warehouse Purchase order review entry',
  ];

  it('returns exactly what Fuse alone returns, in the same order, for every kind of query', () => {
    const fast = createMenuSearch(many);
    const plain = new Fuse(many, SEARCH_OPTIONS);
    for (const query of queries) {
      const expected = plain.search(query, { limit: 20 }).map((r) => r.item.id);
      expect(
        fast(query).map((e) => e.id),
        query,
      ).toEqual(expected);
    }
  });
});
