/**
 * The navigation guard's decision (SPEC §2.3), as a pure function of where the user goes and what the
 * session holds. The router acts on it: pass, redirect, adopt a token from the URL, or load the user.
 */

/** Paths that open without a token. */
export const OPEN_PATHS: readonly string[] = ['/login', '/auth-redirect', '/jump'];
export const LOCK_PATH = '/lockScreen';
/** Where another system's link may hand a session over: /home?token= (SPEC §2.3), /jump and /auth-redirect. */
const HANDOFF_PATHS: readonly string[] = ['/home', '/jump', '/auth-redirect'];

export interface GuardInput {
  pathname: string;
  /** the query without a token (see takeLinkToken) */
  search: string;
  token: string | null;
  locked: boolean;
  /** CurrentUser has answered for this token */
  loaded: boolean;
  /** a token that came in the address, already taken out of it */
  linkToken?: string | null;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** no session here: sign in with the link's token, then go to `to` */
  | { kind: 'adoptToken'; token: string; to: string }
  | { kind: 'load' };

export function loginUrl(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * A token given in the address (any parameter named token, any path) and the query without it. The guard
 * takes it out before anything else runs, so it stays neither in the address bar, the history, a
 * redirect parameter nor a copied link (decision 052).
 */
export function takeLinkToken(search: string): { token: string | null; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return { token: null, search };
  const token = params.get('token') || null;
  params.delete('token');
  const rest = params.toString();
  return { token, search: rest ? `?${rest}` : '' };
}

/** Where a hand-over link leads: /home keeps its other parameters; /jump and /auth-redirect name a target. */
function handoffTarget(pathname: string, search: string): string {
  if (pathname === '/home') return `/home${search}`;
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, token, locked, loaded, linkToken } = input;
  if (!token) {
    // A link signs in only a browser that has no session: it never replaces the user signed in here.
    if (linkToken && HANDOFF_PATHS.includes(pathname))
      return { kind: 'adoptToken', token: linkToken, to: handoffTarget(pathname, search) };
    if (OPEN_PATHS.includes(pathname)) return { kind: 'pass' };
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
