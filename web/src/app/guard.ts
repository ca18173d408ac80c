/**
 * The navigation guard's decision (SPEC §2.3), as a pure function of where the user goes and what the
 * session holds. The router acts on it: pass, redirect, adopt a token from the URL, or load the user.
 */

/** Paths that open without a token. */
export const OPEN_PATHS: readonly string[] = ['/login', '/auth-redirect', '/jump'];
export const LOCK_PATH = '/lockScreen';

export interface GuardInput {
  pathname: string;
  search: string;
  token: string | null;
  locked: boolean;
  /** CurrentUser has answered for this token */
  loaded: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'adoptToken'; token: string }
  | { kind: 'load' };

export function loginUrl(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

export function decideNavigation({ pathname, search, token, locked, loaded }: GuardInput): GuardDecision {
  if (!token) {
    if (OPEN_PATHS.includes(pathname)) return { kind: 'pass' };
    const given = pathname === '/home' ? new URLSearchParams(search).get('token') : null;
    if (given) return { kind: 'adoptToken', token: given };
    return { kind: 'redirect', to: loginUrl(pathname, search) };
  }
  if (locked && pathname !== LOCK_PATH && pathname !== '/login') return { kind: 'redirect', to: LOCK_PATH };
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  if (!loaded) return { kind: 'load' };
  return { kind: 'pass' };
}

/** The in-app path to go to after login: only same-origin paths are followed. */
export function safeRedirect(value: string | null | undefined, fallback = '/home'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
