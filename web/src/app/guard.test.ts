import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput, safeRedirect } from './guard';

const base: GuardInput = { pathname: '/home', search: '', token: null, locked: false, loaded: false };

describe('decideNavigation without a token', () => {
  it('lets the open paths through', () => {
    for (const pathname of ['/login', '/auth-redirect', '/jump'])
      expect(decideNavigation({ ...base, pathname })).toEqual({ kind: 'pass' });
  });

  it('sends any other path to login with the path as redirect', () => {
    expect(decideNavigation({ ...base, pathname: '/system/log', search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Flog%3Fa%3D1',
    });
  });

  it('adopts a token given to /home in the query', () => {
    expect(decideNavigation({ ...base, pathname: '/home', search: '?token=abc' })).toEqual({
      kind: 'adoptToken',
      token: 'abc',
    });
    expect(decideNavigation({ ...base, pathname: '/system/log', search: '?token=abc' }).kind).toBe(
      'redirect',
    );
  });
});

describe('decideNavigation with a token', () => {
  const signedIn = { ...base, token: 't' };

  it('sends /login back to the root', () => {
    expect(decideNavigation({ ...signedIn, pathname: '/login', loaded: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the current user on the first navigation, then passes', () => {
    expect(decideNavigation(signedIn)).toEqual({ kind: 'load' });
    expect(decideNavigation({ ...signedIn, loaded: true })).toEqual({ kind: 'pass' });
  });

  it('keeps a locked screen on /lockScreen', () => {
    const locked = { ...signedIn, locked: true, loaded: true };
    expect(decideNavigation({ ...locked, pathname: '/system/log' })).toEqual({
      kind: 'redirect',
      to: '/lockScreen',
    });
    expect(decideNavigation({ ...locked, pathname: '/lockScreen' })).toEqual({ kind: 'pass' });
  });
});

describe('safeRedirect', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('/system/log?x=1')).toBe('/system/log?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('/login?redirect=%2F')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
  });
});
