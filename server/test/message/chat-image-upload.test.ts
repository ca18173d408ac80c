import { describe, expect, it } from 'vitest';
import { multipartFile, pngOfSize } from '../helpers/multipart.js';
import { tableCounts } from '../helpers/test-app.js';
import { t, tokens, upload, useChatApp } from './chat-fixture.js';

/** Chat: uploading an image to send. */

useChatApp();

describe('chat image upload (POST /api/file/Uploader/IM)', () => {
  const files = () => tableCounts(t.database, ['baseFile']);

  it('takes an image just under 5 MB and refuses one at 5 MB with 图片大小不能超过5M', async () => {
    const ok = await upload(tokens.huangmin, pngOfSize(5 * 1024 * 1024 - 1));
    expect(ok.json()).toMatchObject({
      code: 200,
      data: { name: expect.any(String), url: expect.any(String) },
    });
    const before = await files();
    const big = await upload(tokens.huangmin, pngOfSize(5 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, msg: '图片大小不能超过5M' });
    const bigger = await upload(tokens.huangmin, pngOfSize(6 * 1024 * 1024), 'big.png', 'en');
    expect(bigger.json().msg).toBe('The image must be smaller than 5 MB');
    const zhtw = await upload(tokens.huangmin, pngOfSize(6 * 1024 * 1024), 'big.png', 'zhtw');
    expect(zhtw.json().msg).toBe('圖片大小不能超過5M');
    expect(await files()).toEqual(before);
  });

  it('refuses two images in one request and stores neither', async () => {
    const before = await files();
    const b = 'ChatBoundary';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngOfSize(100),
        Buffer.from('\r\n'),
      ]);
    for (const count of [2, 3]) {
      const names = Array.from({ length: count }, (_, i) => `p${i}.png`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/IM',
        headers: { authorization: tokens.huangmin, 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.concat([...names.map(part), Buffer.from(`--${b}--\r\n`)]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('一次只能发送一张图片');
    }
    expect(await files()).toEqual(before);
  });

  it('refuses what is not an image by its bytes, whatever its name says', async () => {
    const before = await files();
    const html = await upload(tokens.huangmin, Buffer.from('<img src=x onerror=alert(1)>'), 'x.png');
    expect(html.statusCode).toBe(400);
    expect(html.json().msg).toBe('只能发送图片(jpg、png、gif、webp、bmp)');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(tokens.huangmin, svg, 'x.svg')).json().msg).toBe(
      '只能发送图片(jpg、png、gif、webp、bmp)',
    );
    const empty = await upload(tokens.huangmin, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await files()).toEqual(before);
  });

  it('asks for a sign-in without a token', async () => {
    const body = multipartFile('a.png', pngOfSize(100), 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/Uploader/IM', ...body });
    expect(res.statusCode).toBe(401);
  });
});
