import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngOfSize } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends a request body in two halves with a pause between, so it is in flight while the server closes. */
function slowUpload(
  port: number,
  token: string,
  pauseMs: number,
  onFirstHalf: () => void,
): Promise<{ status: number; body: string }> {
  const { payload, headers } = multipartFile('photo.png', pngOfSize(200_000), 'image/png');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/file/Uploader/annexpic',
        headers: { ...headers, authorization: token, 'content-length': payload.length },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half), () => {
      onFirstHalf();
      setTimeout(() => req.end(payload.subarray(half)), pauseMs);
    });
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, writes its rows and buffered logs, then stops accepting', async () => {
    const token = await t.login();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A request whose log row is still buffered when close() starts.
    await fetch(`http://127.0.0.1:${port}/api/system/Log/1?keyword=before-close`, {
      headers: { authorization: token },
    });

    let closing: Promise<void> | undefined;
    // Close once the server has surely started on the request (its headers and half its body are in).
    const upload = slowUpload(port, token, 400, () => {
      setTimeout(() => {
        closing = t.app.close();
      }, 150);
    });
    const result = await upload;
    await closing;

    expect(result.status).toBe(200);
    const { data } = JSON.parse(result.body);
    const stored = await t.database.db
      .selectFrom('baseFile')
      .select('id')
      .where('id', '=', data.fileId)
      .execute();
    expect(stored).toHaveLength(1);
    const logged = await t.database.db
      .selectFrom('baseSysLog')
      .select('id')
      .where('requestUrl', '=', '/api/system/Log/1?keyword=before-close')
      .execute();
    expect(logged).toHaveLength(1);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
