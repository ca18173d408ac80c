import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput, safeRedirect, takeLinkToken } from './guard';

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

  it('adopts a token a link gives to /home, /jump or /auth-redirect, and goes on without it', () => {
    expect(decideNavigation({ ...base, pathname: '/home', search: '?tab=1', linkToken: 'abc' })).toEqual({
      kind: 'adoptToken',
      token: 'abc',
      to: '/home?tab=1',
    });
    expect(
      decideNavigation({ ...base, pathname: '/jump', search: '?redirect=%2Fsystem%2Flog', linkToken: 'abc' }),
    ).toEqual({ kind: 'adoptToken', token: 'abc', to: '/system/log' });
    expect(
      decideNavigation({
        ...base,
        pathname: '/auth-redirect',
        search: '?redirect=//evil.example',
        linkToken: 'a',
      }),
    ).toEqual({ kind: 'adoptToken', token: 'a', to: '/home' });
  });

  it('adopts no link token on any other path, and keeps it out of the login redirect', () => {
    expect(decideNavigation({ ...base, pathname: '/system/log', search: '?a=1', linkToken: 'abc' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Flog%3Fa%3D1',
    });
  });
});

describe('takeLinkToken', () => {
  it('takes the token out of the query and keeps every other parameter', () => {
    expect(takeLinkToken('?token=abc')).toEqual({ token: 'abc', search: '' });
    expect(takeLinkToken('?a=1&token=abc&b=2')).toEqual({ token: 'abc', search: '?a=1&b=2' });
    expect(takeLinkToken('?token=')).toEqual({ token: null, search: '' });
    expect(takeLinkToken('?a=1')).toEqual({ token: null, search: '?a=1' });
    expect(takeLinkToken('')).toEqual({ token: null, search: '' });
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

  it('never replaces the signed-in user with a token from a link', () => {
    expect(decideNavigation({ ...signedIn, linkToken: 'other' })).toEqual({ kind: 'load' });
    expect(decideNavigation({ ...signedIn, loaded: true, linkToken: 'other' })).toEqual({ kind: 'pass' });
    expect(decideNavigation({ ...signedIn, pathname: '/jump', loaded: true, linkToken: 'other' })).toEqual({
      kind: 'pass',
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
