import type { MenuNode } from '@app/common';
import { describe, expect, it } from 'vitest';
import { leafMenus, menuLink, menuRoutes, menuTrail, routeName } from './menus';

function node(partial: Partial<MenuNode> & Pick<MenuNode, 'id' | 'enCode' | 'type'>): MenuNode {
  return {
    fullName: partial.enCode,
    icon: null,
    urlAddress: null,
    linkTarget: null,
    propertyJson: null,
    hasChildren: Boolean(partial.children?.length),
    children: [],
    ...partial,
  };
}

const log = node({ id: 'm2', enCode: 'system.log', type: 2, fullName: '系统日志', urlAddress: 'system/log' });
const missing = node({
  id: 'm3',
  enCode: 'system.icon',
  type: 2,
  fullName: '图标',
  urlAddress: 'system/icon',
});
const tree: MenuNode[] = [
  node({ id: 'm1', enCode: 'system', type: 1, fullName: '系统管理', children: [log, missing] }),
  node({ id: 'm4', enCode: 'crm.order', type: 3, fullName: '订单', urlAddress: 'model/crmorder' }),
];
const hasLogPage = (address: string) => address === 'system/log';

describe('menuRoutes', () => {
  it('routes a type-2 page at / plus its urlAddress with title, zhTitle and modelId', () => {
    expect(menuRoutes(tree, hasLogPage)).toEqual([
      {
        path: '/system/log',
        urlAddress: 'system/log',
        meta: { title: 'system-log', zhTitle: '系统日志', modelId: 'm2', icon: null },
      },
    ]);
  });

  it('does not route a page that is missing from the registry, nor directories and other types', () => {
    const paths = menuRoutes(tree, () => true).map((r) => r.path);
    expect(paths).toEqual(['/system/log', '/system/icon']);
  });

  it('drops the query part and a leading slash of urlAddress', () => {
    const menu = node({ id: 'x', enCode: 'a.b', type: 2, urlAddress: '/system/log?tab=1' });
    expect(menuRoutes([menu], hasLogPage)[0].path).toBe('/system/log');
  });

  it('turns every dot of enCode into a dash for the route name', () => {
    expect(routeName('a.b.c')).toBe('a-b-c');
  });
});

describe('menuLink', () => {
  const ctx = { token: 'tok', dataVHost: 'https://dv.example' };

  it('leads a directory nowhere and a page to its route', () => {
    expect(menuLink(tree[0], ctx)).toEqual({ kind: 'none' });
    expect(menuLink(log, ctx)).toEqual({ kind: 'route', path: '/system/log' });
  });

  it('opens a _self link inside the shell at its enCode, other links directly with placeholders filled', () => {
    const self = node({ id: 'l1', enCode: 'help', type: 7, linkTarget: '_self', urlAddress: 'https://x' });
    expect(menuLink(self, ctx)).toEqual({ kind: 'route', path: '/help' });
    const blank = node({
      id: 'l2',
      enCode: 'bi',
      type: 7,
      linkTarget: '_blank',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the menu placeholders look like this
      urlAddress: '${dataV}/board?token=${jnpfToken}',
    });
    expect(menuLink(blank, ctx)).toEqual({ kind: 'external', href: 'https://dv.example/board?token=tok' });
  });

  it('links a data screen to the visualisation host with the module id and token', () => {
    const screen = node({ id: 's', enCode: 'screen', type: 6, propertyJson: '{"moduleId":"42"}' });
    expect(menuLink(screen, ctx)).toEqual({ kind: 'external', href: 'https://dv.example/view/42?token=tok' });
  });
});

describe('menuTrail and leafMenus', () => {
  it('finds the directory and page leading to a path', () => {
    expect(menuTrail(tree, '/system/log', { token: null }).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(menuTrail(tree, '/nowhere', { token: null })).toEqual([]);
  });

  it('lists every non-directory menu with its top-level group', () => {
    expect(leafMenus(tree).map(({ group, menu }) => [group?.id ?? null, menu.id])).toEqual([
      ['m1', 'm2'],
      ['m1', 'm3'],
      [null, 'm4'],
    ]);
  });
});
