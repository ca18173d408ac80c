import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('./feedback', () => ({
  toastError: (text: string) => toasts.push(text),
  toastSuccess: () => undefined,
}));

const { http, setSessionLostHandler, ApiError } = await import('./request');
const { useSession } = await import('../stores/session');
const { useSettings } = await import('../stores/settings');

interface Call {
  url: string;
  init: RequestInit;
}

function answer(status: number, body: unknown): { calls: Call[] } {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { calls };
}

beforeEach(() => {
  toasts.length = 0;
  useSession.getState().reset();
  useSettings.getState().set('language', 'zh');
});
afterEach(() => vi.unstubAllGlobals());

describe('request client', () => {
  it('unwraps data from a code-200 envelope', async () => {
    answer(200, { code: 200, msg: 'ok', data: { a: 1 } });
    await expect(http.get('/api/x')).resolves.toEqual({ a: 1 });
  });

  it('sends the token verbatim, the UI language and the n timestamp; GET params in the query', async () => {
    useSession.getState().setToken('tok-1');
    useSettings.getState().set('language', 'zhtw');
    const { calls } = answer(200, { code: 200, msg: '', data: null });
    await http.get('/api/system/Log/1', { currentPage: 1, keyword: 'a' });
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get('Authorization')).toBe('tok-1');
    expect(headers.get('X-Language')).toBe('zhtw');
    expect(calls[0].url).toMatch(/^\/api\/system\/Log\/1\?currentPage=1&keyword=a&n=\d+$/);
    expect(calls[0].init.body).toBeUndefined();
  });

  it('sends no Authorization header without a token, and form-encodes when asked', async () => {
    const { calls } = answer(200, { code: 200, msg: '', data: null });
    await http.post('/api/oauth/Login', { account: 'admin', password: 'x' }, { form: true });
    const headers = new Headers(calls[0].init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0].init.body).toBe('account=admin&password=x');
  });

  it('shows msg and rejects on another code', async () => {
    answer(400, { code: 400, msg: '账号或密码错误', data: null });
    const error = await http.post('/api/oauth/Login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).code).toBe(400);
    expect(toasts).toEqual(['账号或密码错误']);
  });

  it('shows the default text on a transport error or a body that is not an envelope', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network down');
    });
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    answer(502, '<html>bad gateway</html>');
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['请求出错，请重试', '请求出错，请重试']);
  });

  it('does not toast when the call is silent', async () => {
    answer(403, { code: 403, msg: '您的权限不足，请联系管理员', data: null });
    await expect(http.get('/api/x', undefined, { silent: true })).rejects.toThrow(
      '您的权限不足，请联系管理员',
    );
    expect(toasts).toEqual([]);
  });

  it('ends the session on 600-602 and hands over the login address with the current path', async () => {
    vi.stubGlobal('window', { location: { pathname: '/system/log', search: '?a=1' } });
    const lost: string[] = [];
    setSessionLostHandler((to) => lost.push(to));
    useSession.getState().setToken('old');
    answer(401, { code: 601, msg: '您的账号已在其他地方登录', data: null });
    await expect(http.get('/api/system/Log/1')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(lost).toEqual(['/login?redirect=%2Fsystem%2Flog%3Fa%3D1']);
    expect(toasts).toEqual(['您的账号已在其他地方登录']);
  });

  it('reports a lost session once: calls still in flight afterwards stay quiet', async () => {
    vi.stubGlobal('window', { location: { pathname: '/system/log', search: '' } });
    const lost: string[] = [];
    setSessionLostHandler((to) => lost.push(to));
    useSession.getState().setToken('old');
    answer(401, { code: 600, msg: '登录过期,请重新登录', data: null });
    const first = http.get('/api/a');
    const second = http.get('/api/b');
    await Promise.allSettled([first, second]);
    answer(401, { code: 602, msg: '登录凭证无效,请重新登录', data: null });
    await expect(http.get('/api/c')).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveLength(1);
    expect(toasts).toEqual(['登录过期,请重新登录']);
  });

  it('keeps the session when the login call itself answers 600-602', async () => {
    const lost: string[] = [];
    setSessionLostHandler((to) => lost.push(to));
    useSession.getState().setToken('keep');
    answer(401, { code: 600, msg: 'x', data: null });
    await expect(http.post('/api/oauth/Login', {})).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBe('keep');
    expect(lost).toEqual([]);
  });
});
