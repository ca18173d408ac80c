import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

// Issue 13, item 9: the web app sent no Content-Security-Policy and could be framed by any site; API
// answers lacked X-Content-Type-Options. (That the policy lets the real build run, chat socket
// included, is checked in the browser: web/e2e/security-headers.e2e.ts.)

/** A built web app as Vite leaves it: index.html loading hashed files from /assets. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-1a2b.js"></script><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets/index-1a2b.js'), 'console.log(1)');
  return dist;
}

/** The policy as a map of directive → sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

let t: TestApp;
let dist: string;
let token: string;
beforeAll(async () => {
  dist = fakeBuild();
  t = await createTestApp({ webDist: dist });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends a Content-Security-Policy that allows only its own scripts and no framing by other sites', async () => {
    for (const url of ['/', '/home', '/system/log?x=1']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets antd inline its styles, show data: and blob: images and reach the API and socket on its own origin', async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['connect-src']).toEqual(["'self'"]);
    // No script source that runs text: neither inline script nor eval.
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('sends the same headers with its script files', async () => {
    const asset = await t.app.inject({ url: '/assets/index-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(directives(asset.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(asset.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('X-Content-Type-Options: nosniff on every API answer', () => {
  const auth = () => ({ authorization: token });

  it('on successes, refusals, unknown routes and failures alike', async () => {
    const answers = {
      ok: await t.app.inject({ url: '/api/oauth/CurrentUser', headers: auth() }),
      anonymous: await t.app.inject({ url: '/api/oauth/CurrentUser' }),
      invalid: await t.app.inject({ url: '/api/system/Log/1?currentPage=abc', headers: auth() }),
      badJson: await t.app.inject({
        method: 'POST',
        url: '/api/permission/Role',
        headers: { ...auth(), 'content-type': 'application/json' },
        payload: '{"fullName":',
      }),
      tooLarge: await t.app.inject({
        method: 'POST',
        url: '/api/permission/Role',
        headers: { ...auth(), 'content-type': 'application/json' },
        payload: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      notFound: await t.app.inject({ url: '/api/no/such/route', headers: auth() }),
      noRecord: await t.app.inject({ url: '/api/permission/Role/nope', headers: auth() }),
      badUrl: await t.app.inject({ url: '/api/permission/Role/%E0%A4%A', headers: auth() }),
      health: await t.app.inject({ url: '/api/health' }),
    };
    const statuses = Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]));
    expect(statuses).toEqual({
      ok: 200,
      anonymous: 401,
      invalid: 400,
      badJson: 400,
      tooLarge: 413,
      notFound: 404,
      noRecord: 404,
      badUrl: 400,
      health: 200,
    });
    for (const [name, res] of Object.entries(answers))
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
  });

  it('on a server failure', async () => {
    const original = t.app.services.grants.of;
    t.app.services.grants.of = async () => {
      throw new Error('simulated failure');
    };
    try {
      const res = await t.app.inject({ url: '/api/oauth/CurrentUser', headers: auth() });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      t.app.services.grants.of = original;
    }
  });

  it('on uploads and on the files it serves, which keep their own sandboxing policy', async () => {
    const upload = multipartFile('report.txt', Buffer.from('quarterly report'), 'text/plain');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { ...auth(), ...upload.headers },
      payload: upload.payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['x-content-type-options']).toBe('nosniff');
    const link = await t.app.inject({
      url: `/api/file/Download/annex/${saved.json().data.fileId}`,
      headers: auth(),
    });
    const file = await t.app.inject({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
