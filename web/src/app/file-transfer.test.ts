import { afterEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('./feedback', () => ({
  toastError: (text: string) => toasts.push(text),
  toastSuccess: () => undefined,
}));

const { dispositionName, uploadFile } = await import('./file-transfer');
const { ApiError } = await import('./request');
const { useSession } = await import('../stores/session');

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('dispositionName', () => {
  it('prefers the UTF-8 name (RFC 5987), so a Chinese menu name survives', () => {
    const header = `attachment; filename="purchase_20261122.json"; filename*=UTF-8''${encodeURIComponent('采购管理_20261122.json')}`;
    expect(dispositionName(header, 'x.json')).toBe('采购管理_20261122.json');
  });

  it('falls back to the plain name, then to the caller’s name', () => {
    expect(dispositionName('attachment; filename="menu.json"', 'x.json')).toBe('menu.json');
    expect(dispositionName("attachment; filename*=UTF-8''%E0%A4%A", 'x.json')).toBe('x.json');
    expect(dispositionName(null, 'x.json')).toBe('x.json');
  });
});

describe('uploadFile', () => {
  it('sends the file as multipart with the token and answers the envelope data', async () => {
    useSession.setState({ token: 'bearer abc' });
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { id: 'm1' } }), { status: 200 });
    });
    const data = await uploadFile<{ id: string }>(
      '/api/system/Menu/Action/Import',
      new Blob(['{}']),
      'a.json',
      {
        parentId: 'p1',
      },
    );
    expect(data).toEqual({ id: 'm1' });
    expect(seen[0]?.url).toMatch(/^\/api\/system\/Menu\/Action\/Import\?parentId=p1&n=\d+$/);
    expect(new Headers(seen[0]?.init.headers).get('Authorization')).toBe('bearer abc');
    expect((seen[0]?.init.body as FormData | undefined)?.get('file')).toBeInstanceOf(Blob);
  });

  it('rejects with the server’s sentence, leaving the message to the caller', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ code: 400, msg: '导入文件不是菜单导出文件', data: null }), {
          status: 400,
        }),
    );
    const failure = uploadFile('/api/system/Menu/Action/Import', new Blob(['x']), 'a.json');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: '导入文件不是菜单导出文件',
      code: 400,
      status: 400,
    });
    expect(toasts).toEqual([]);
  });
});
