import type { MenuNode } from '@app/common';
import { describe, expect, it } from 'vitest';
import { createMenuSearch, SEARCH_OPTIONS, searchEntries } from './menu-search';

const node = (
  partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'enCode' | 'type' | 'fullName'>,
): MenuNode => ({
  icon: null,
  urlAddress: null,
  linkTarget: null,
  propertyJson: null,
  hasChildren: Boolean(partial.children?.length),
  children: [],
  ...partial,
});

const tree: MenuNode[] = [
  node({
    id: 'sys',
    enCode: 'system',
    type: 1,
    fullName: '系统管理',
    children: [
      node({ id: 'log', enCode: 'system.log', type: 2, fullName: 'System Log', urlAddress: 'system/log' }),
      node({
        id: 'dict',
        enCode: 'system.dictionary',
        type: 2,
        fullName: 'Dictionary',
        urlAddress: 'system/dictionary',
      }),
      node({ id: 'empty', enCode: 'system.empty', type: 2, fullName: 'No address' }),
    ],
  }),
  node({
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
