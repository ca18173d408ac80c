import { describe, expect, it } from 'vitest';
import { BASE, call, createDesign, formReader, outsider, useDesignApp } from './design-fixture.js';

/** The menu of a design's type opens it: 功能表单 (type 4) does not open Web设计 (type 1) designs. */

useDesignApp();

describe('who may open which designs', () => {
  it('lets a menu read its own type of designs only', async () => {
    const web = await createDesign({ enCode: 'webOnly', fullName: '网页' });
    expect((await call('GET', `${BASE}?type=4`, formReader)).json()).toMatchObject({ code: 200 });
    expect((await call('GET', `${BASE}?type=1`, formReader)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${web}`, formReader)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}?type=1`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}?type=1`, null)).statusCode).toBe(401);
  });

  it('needs the buttons to write: a reader of the menu may not create, change, copy, release or delete', async () => {
    const created = await call('POST', BASE, formReader, { type: 4, fullName: '读者', enCode: 'reader' });
    expect(created.statusCode).toBe(403);
    const web = await createDesign({ enCode: 'guarded', fullName: '受保护' });
    for (const [method, url] of [
      ['PUT', `${BASE}/${web}`],
      ['DELETE', `${BASE}/${web}`],
      ['POST', `${BASE}/${web}/Actions/Copy`],
      ['POST', `${BASE}/${web}/Actions/Release`],
    ] as const)
      expect(
        (await call(method, url, outsider, method === 'PUT' ? { fullName: 'x', enCode: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
  });

  it('answers 404 for a design that does not exist, whoever asks', async () => {
    expect((await call('GET', `${BASE}/nope`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/nope`, formReader)).statusCode).toBe(404);
  });
});
