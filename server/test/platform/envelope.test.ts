import net, { type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/platform/errors.hook.js';
import { createTestApp, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const TABLES = ['baseUser', 'baseSession', 'baseSysConfig', 'baseFile', 'baseModule'];

describe('the envelope on every response', () => {
  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求的接口不存在', data: null });
  });

  it('never repeats the address it was asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/script|alert/i);
  });

  it('answers a request that arrives while the server closes with the 503 envelope', async () => {
    // The platform's error handling on a bare instance; two requests pipelined on one connection, the
    // second reaching the server after close() began (the first is still being received then).
    const app = Fastify({ return503OnClosing: false, forceCloseConnections: false });
    app.decorateRequest('lang', 'en');
    registerErrorHandling(app);
    app.post('/slow', async () => ({ code: 200, msg: 'ok', data: null }));
    app.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
    let received = () => {};
    const slowReceived = new Promise<void>((resolve) => {
      received = resolve;
    });
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url === '/slow') received();
      done();
    });
    let begun = () => {};
    const closeBegun = new Promise<void>((resolve) => {
      begun = resolve;
    });
    app.addHook('preClose', (done) => {
      begun();
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    );
    await slowReceived;
    const closing = app.close();
    await closeBegun;
    socket.write('}GET /ping HTTP/1.1\r\nHost: x\r\n\r\n');
    await closing;
    socket.end();
    await ended;
    const second = answer.slice(answer.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1.1 503/);
    expect(second).toContain(
      '{"code":503,"msg":"The service is shutting down; please try again shortly","data":null}',
    );
  });

  it('answers an unknown page path with the 404 envelope when no web app is built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it('rejects invalid JSON with a 400 envelope and changes nothing', async () => {
    const before = await tableCounts(t.database, TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求内容不是有效的JSON', data: null });
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
  });

  it('rejects a 10 MB body with a 413 envelope and changes nothing', async () => {
    const before = await tableCounts(t.database, TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ account: 'admin', password: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
    expect(res.json().msg).toBe('The request is too large; the limit is 1MB');
    expect(await tableCounts(t.database, TABLES)).toEqual(before);
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });

  it('reports a mistyped query field by its name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/system/Log/1?currentPage=abc',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('页码格式不正确');
    expect(res.json().data.errors).toEqual([{ field: 'currentPage', message: '页码格式不正确' }]);
  });

  it('answers a crash with a 500 envelope in the caller language and writes an exception log', async () => {
    t.app.services.grants.of = async () => {
      throw new Error('simulated failure');
    };
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token, 'accept-language': 'zh-TW' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '伺服器出錯了，請稍後重試', data: null });
    await t.app.services.logs.flush();
    const logged = await t.database.db
      .selectFrom('baseSysLog')
      .selectAll()
      .where('category', '=', 4)
      .execute();
    expect(logged.at(-1)).toMatchObject({
      abstracts: 'simulated failure',
      requestUrl: '/api/oauth/CurrentUser',
      userName: '管理员',
    });
    expect(logged.at(-1)?.json).toContain('simulated failure');
  });
});

describe('request log', () => {
  it('writes method, URL, status, duration, user and IP for each API call', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/system/Log/5?keyword=zz',
      headers: { authorization: token },
    });
    await t.app.services.logs.flush();
    const rows = await t.database.db
      .selectFrom('baseSysLog')
      .selectAll()
      .where('category', '=', 5)
      .where('requestUrl', '=', '/api/system/Log/5?keyword=zz')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requestMethod: 'GET',
      requestStatus: 200,
      userName: '管理员',
      ipAddress: '127.0.0.1',
    });
    expect(rows[0].requestDuration).toBeGreaterThanOrEqual(0);
  });

  it('does not log file transfers or health probes', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.services.logs.flush();
    const rows = await t.database.db
      .selectFrom('baseSysLog')
      .select('id')
      .where('requestUrl', 'like', '/api/health%')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/health and /api/docs', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { status: 'up', database: process.env.TEST_PG_URL ? 'postgres' : 'sqlite' },
    });
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/oauth/Login', '/api/oauth/CurrentUser', '/api/file/Uploader/{type}']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
