import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Issue 13, item 8: answers Fastify wrote itself, outside the envelope and echoing the request: a path
// parameter over maxParamLength (414 with the whole URL), a malformed percent-escape (400), and requests
// Node's HTTP parser refuses. Every answer is {code, msg, data} in the caller's language, and none
// repeats what was sent.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const LONG = 'a'.repeat(5000);

const routesWithParams = () => t.app.routeTable.filter((route) => route.url.includes('/:'));

describe('a path parameter of 5,000 characters', () => {
  it('answers 414 请求地址过长 in the envelope on every route with a parameter, without the URL', async () => {
    const routes = routesWithParams();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const url = route.url.replace(/:\w+/g, LONG);
      const res = await t.app.inject({ method: route.method, url, headers: { authorization: token } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(414);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({
        code: 414,
        msg: '请求地址过长',
        data: null,
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('says it in the caller language, signed in or not', async () => {
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/permission/Users/${LONG}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ code: 414, msg: 'The request address is too long', data: null });
    const zhtw = await t.app.inject({
      method: 'DELETE',
      url: `/api/permission/Role/${LONG}`,
      headers: { 'x-language': 'zhtw', authorization: token },
    });
    expect(zhtw.json()).toEqual({ code: 414, msg: '請求位址過長', data: null });
  });
});

describe('a malformed percent-escape in the path', () => {
  it('answers 400 请求地址不正确 in the envelope, without echoing the path', async () => {
    for (const url of [
      '/api/permission/Users/%E0%A4%A',
      '/api/permission/Role/%',
      '/api/system/Menu/%zz',
      '/api/file/Image/annex/%C0%AF',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 400, msg: '请求地址不正确', data: null });
      expect(res.body, url).not.toContain('%');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/permission/Users/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ code: 400, msg: 'The request address is not valid', data: null });
  });
});

describe('requests the HTTP parser refuses', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes over a socket and answers what came back, status line and all. */
  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
  }

  function parse(answer: string): { status: number; headers: string; body: unknown } {
    const [head, body] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
  }

  it('answers a malformed header line with a 400 envelope', async () => {
    const res = parse(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求不正确', data: null });
    expect(res.headers).toContain('x-content-type-options: nosniff');
  });

  it('answers headers over the size limit with a 431 envelope that does not repeat them', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    const res = parse(answer);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 431, msg: '请求头过大', data: null });
    expect(answer).not.toContain('bbbb');
  });
});
