import type { MenuNode } from '@app/common';
import { describe, expect, it } from 'vitest';
import { menuNode } from './menu-fixtures';
import { leafMenus, menuLink, menuRoutes, menuTrail, routeName } from './menus';

const log = menuNode({
  id: 'm2',
  enCode: 'system.log',
  type: 2,
  fullName: '系统日志',
  urlAddress: 'system/log',
});
const missing = menuNode({
  id: 'm3',
  enCode: 'system.icon',
  type: 2,
  fullName: '图标',
  urlAddress: 'system/icon',
});
const tree: MenuNode[] = [
  menuNode({ id: 'm1', enCode: 'system', type: 1, fullName: '系统管理', children: [log, missing] }),
  menuNode({ id: 'm4', enCode: 'crm.order', type: 3, fullName: '订单', urlAddress: 'model/crmorder' }),
];
const hasLogPage = (address: string) => address === 'system/log';

describe('menuRoutes', () => {
  it('routes a type-2 page at / plus its urlAddress with title, zhTitle and modelId', () => {
    expect(menuRoutes(tree, hasLogPage)).toEqual([
      {
        path: '/system/log',
        page: 'system/log',
        meta: { title: 'system-log', zhTitle: '系统日志', modelId: 'm2', icon: null },
      },
    ]);
  });

  it('does not route a page that is missing from the registry (its link then ends on 404)', () => {
    expect(menuRoutes(tree, hasLogPage).map((r) => r.path)).toEqual(['/system/log']);
  });

  it('routes types 3, 4, 5 and 8 to their generic viewer with relationId, and isTree for dictionaries', () => {
    const dict = menuNode({
      id: 'd',
      enCode: 'dict.sex',
      type: 4,
      urlAddress: 'dictionary/dictsex',
      propertyJson: '{"moduleId":"t1","isTree":1}',
    });
    const report = menuNode({ id: 'r', enCode: 'rep.a', type: 5, urlAddress: 'dataReport/repa' });
    const portal = menuNode({
      id: 'p',
      enCode: 'por.a',
      type: 8,
      urlAddress: 'portal/pora',
      propertyJson: '{"moduleId":"p9"}',
    });
    const routes = menuRoutes([...tree, dict, report, portal], () => true);
    expect(routes.map((r) => [r.path, r.page])).toEqual([
      ['/system/log', 'system/log'],
      ['/system/icon', 'system/icon'],
      ['/model/crmorder', 'basic/dynamicModel'],
      ['/dictionary/dictsex', 'basic/dynamicDictionary'],
      ['/dataReport/repa', 'basic/dynamicDataReport'],
      ['/portal/pora', 'basic/dynamicPortal'],
    ]);
    expect(routes[3].meta).toMatchObject({ relationId: 't1', isTree: true, modelId: 'd' });
    expect(routes[5].meta.relationId).toBe('p9');
  });

  it('routes a _self link at its enCode to the framed page; directories, data screens and _blank links get no route', () => {
    const self = menuNode({
      id: 'l1',
      enCode: 'help',
      type: 7,
      linkTarget: '_self',
      urlAddress: 'https://x.example',
    });
    const blank = menuNode({
      id: 'l2',
      enCode: 'out',
      type: 7,
      linkTarget: '_blank',
      urlAddress: 'https://y.example',
    });
    const screen = menuNode({ id: 's', enCode: 'screen', type: 6, urlAddress: 'dataScreen/screen' });
    const routes = menuRoutes([self, blank, screen, tree[0]], (page) => page !== 'system/icon');
    expect(routes.map((r) => [r.path, r.page, r.meta.urlAddress])).toEqual([
      ['/help', 'basic/externalLink', 'https://x.example'],
      ['/system/log', 'system/log', undefined],
    ]);
  });

  it('drops the query part and a leading slash of urlAddress', () => {
    const menu = menuNode({ id: 'x', enCode: 'a.b', type: 2, urlAddress: '/system/log?tab=1' });
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
    const self = menuNode({
      id: 'l1',
      enCode: 'help',
      type: 7,
      linkTarget: '_self',
      urlAddress: 'https://x',
    });
    expect(menuLink(self, ctx)).toEqual({ kind: 'route', path: '/help' });
    const blank = menuNode({
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
    const screen = menuNode({ id: 's', enCode: 'screen', type: 6, propertyJson: '{"moduleId":"42"}' });
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
