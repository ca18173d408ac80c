import { describe, expect, it } from 'vitest';
import {
  addTab,
  cachedPaths,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  DEFAULT_TAB_TITLE,
  nextActive,
  type OpenTab,
} from './tabs-model';

const tab = (path: string, extra: Partial<OpenTab['meta']> = {}): OpenTab => ({
  path,
  fullPath: path,
  meta: { title: path.slice(1), zhTitle: path.slice(1), ...extra },
});

const home = tab('/home', { affix: true });
const dashboard = tab('/dashboard', { affix: true });
const open = [home, dashboard, tab('/a'), tab('/b'), tab('/c')];

describe('tabs (SPEC §4 Tabs)', () => {
  it('adding ignores a tab already present by path, keeping its place and taking the new address', () => {
    const next = addTab(open, { ...tab('/a'), fullPath: '/a?x=1' });
    expect(next.map((t) => t.path)).toEqual(open.map((t) => t.path));
    expect(next[2].fullPath).toBe('/a?x=1');
  });

  it('a missing title falls back to a default', () => {
    expect(addTab([], tab('/x', { title: '' }))[0].meta.title).toBe(DEFAULT_TAB_TITLE);
  });

  it('fixed (affix) tabs cannot be closed', () => {
    expect(closeTab(open, '/home')).toEqual(open);
    expect(closeTab(open, '/b').map((t) => t.path)).toEqual(['/home', '/dashboard', '/a', '/c']);
  });

  it('delete others keeps affix tabs plus the current one', () => {
    expect(closeOtherTabs(open, '/b').map((t) => t.path)).toEqual(['/home', '/dashboard', '/b']);
  });

  it('delete all keeps only affix tabs', () => {
    expect(closeAllTabs(open).map((t) => t.path)).toEqual(['/home', '/dashboard']);
  });

  it('closing the active tab moves to its right neighbour, else the left one, else home', () => {
    expect(nextActive(open, closeTab(open, '/b'), '/b')).toBe('/c');
    expect(nextActive(open, closeTab(open, '/c'), '/c')).toBe('/b');
    expect(nextActive(open, closeAllTabs(open), '/c')).toBe('/dashboard');
    expect(nextActive([tab('/x')], [], '/x')).toBe('/home');
    expect(nextActive(open, closeTab(open, '/a'), '/b')).toBeUndefined();
  });

  it('views are cached only when noCache is not set', () => {
    expect(cachedPaths([home, tab('/a', { noCache: true }), tab('/b')])).toEqual(['/home', '/b']);
  });
});
