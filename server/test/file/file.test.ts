import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngOfSize } from '../helpers/multipart.js';
import { createTestApp, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const FIVE_MB = 5 * 1024 * 1024;

function upload(
  type: string,
  filename: string,
  content: Buffer,
  contentType?: string,
  auth: string | null = token,
) {
  const { payload, headers } = multipartFile(filename, content, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    payload,
    headers: { ...headers, ...(auth ? { authorization: auth } : {}) },
  });
}

const storedFiles = (type: string) => {
  const dir = path.join(t.dataDir, 'files', type);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/file/Uploader/{type}', () => {
  it('stores an attachment under a generated name and answers {name, fileId, url}', async () => {
    const res = await upload(
      'annex',
      '季度报告.pdf',
      Buffer.from('%PDF-1.4\n% quarterly report\n'),
      'application/pdf',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.name).toBe('季度报告.pdf');
    expect(data.fileId).toMatch(/^\d{8}_[0-9a-f]{32}\.pdf$/);
    expect(data.url).toBe(`/api/file/Download/annex/${data.fileId}`);
    expect(storedFiles('annex')).toContain(data.fileId);
  });

  it('accepts an image just under the limit (IM: 5 MB - 1 byte)', async () => {
    const res = await upload('IM', 'photo.png', pngOfSize(FIVE_MB - 1), 'image/png');
    expect(res.json().code).toBe(200);
    expect(res.json().data.url).toMatch(/^\/api\/file\/Image\/IM\/\d{8}_[0-9a-f]{32}\.png$/);
  });

  it('rejects a chat image exactly at the limit (SPEC §5 compares strictly; with SPEC §8 sentence) and stores nothing', async () => {
    const before = storedFiles('IM').length;
    const counts = await tableCounts(t.database, ['baseFile']);
    const res = await upload('IM', 'photo.png', pngOfSize(FIVE_MB), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '图片大小不能超过5M', data: null });
    expect(storedFiles('IM').length).toBe(before);
    expect(await tableCounts(t.database, ['baseFile'])).toEqual(counts);
    expect(fs.readdirSync(path.join(t.dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it('rejects a file one byte over the limit', async () => {
    const res = await upload('IM', 'photo.png', pngOfSize(FIVE_MB + 1), 'image/png');
    expect(res.statusCode).toBe(413);
  });

  it('checks images by content, not by name or declared type', async () => {
    const res = await upload(
      'annexpic',
      'evil.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('只能上传图片(jpg、png、gif、webp、bmp)');
    const svg = await upload(
      'userAvatar',
      'a.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
  });

  it('names a real image by what it is, whatever its name says', async () => {
    const res = await upload('userAvatar', 'avatar.gif', pngOfSize(2000), 'image/gif');
    expect(res.json().data.fileId).toMatch(/\.png$/);
  });

  it('refuses an unknown upload type', async () => {
    const res = await upload('secret', 'a.txt', Buffer.from('hello'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('不支持的文件分类：secret');
  });

  it('refuses an empty file and a request without a file', async () => {
    expect((await upload('annex', 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { authorization: token },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要上传的文件');
  });

  it('requires a session', async () => {
    const res = await upload('annex', 'a.txt', Buffer.from('hello'), 'text/plain', null);
    expect(res.json().code).toBe(600);
  });

  it('keeps a traversal-looking file name only as a display name', async () => {
    const res = await upload('annex', '../../etc/passwd', Buffer.from('root:x:0:0'), 'text/plain');
    expect(res.json().data.name).toBe('passwd');
    expect(res.json().data.fileId).toMatch(/^\d{8}_[0-9a-f]{32}\.bin$/);
  });
});

describe('downloads', () => {
  it('answers data.url, a signed link that downloads with Content-Disposition and nosniff', async () => {
    const up = (await upload('annex', '合同 v2.html', Buffer.from('<h1>contract</h1>'), 'text/html')).json()
      .data;
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/file/Download/annex/${up.fileId}`,
      headers: { authorization: token },
    });
    expect(link.json().code).toBe(200);
    const url: string = link.json().data.url;
    expect(url).toMatch(/^\/api\/file\/Attachment\/annex\//);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('<h1>contract</h1>');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('合同 v2.html')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).not.toContain('text/html');
  });

  it('refuses a tampered or expired link', async () => {
    const up = (await upload('annex', 'a.txt', Buffer.from('hello'), 'text/plain')).json().data;
    const url: string = (
      await t.app.inject({
        method: 'GET',
        url: `/api/file/Download/annex/${up.fileId}`,
        headers: { authorization: token },
      })
    ).json().data.url;
    // One character of the signature changed (to another one: a signature may well start with X).
    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(/sign=(.)/, (_, first: string) => `sign=${first === 'X' ? 'Y' : 'X'}`),
    });
    expect(tampered.statusCode).toBe(403);
    t.clock.advance(5 * 60_000 + 1);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe('下载链接已失效,请重新下载');
  });

  it('requires a session to ask for a link', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/file/Download/annex/20260101_00000000000000000000000000000000.txt',
    });
    expect(res.json().code).toBe(600);
  });

  it.each(['../../x', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fapp.db', '....//....//x', 'a%00.png'])(
    'refuses the traversal name %s without touching the disk',
    async (name) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/file/Download/annex/${name}`,
        headers: { authorization: token },
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().code).toBe(res.statusCode);
      const image = await t.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${name}` });
      expect([400, 404]).toContain(image.statusCode);
    },
  );

  it('answers 404 for a well-formed name that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/file/Download/annex/20260101_0123456789abcdef0123456789abcdef.txt',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('文件不存在');
  });

  it('shows an uploaded image without a token, as <img> tags need', async () => {
    const up = (await upload('userAvatar', 'me.png', pngOfSize(1000), 'image/png')).json().data;
    const res = await t.app.inject({ method: 'GET', url: up.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBe(1000);
  });

  it('does not serve non-image types through the image route', async () => {
    const up = (await upload('annex', 'a.txt', Buffer.from('hello'), 'text/plain')).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/file/Image/annex/${up.fileId}` });
    expect(res.statusCode).toBe(400);
  });
});
