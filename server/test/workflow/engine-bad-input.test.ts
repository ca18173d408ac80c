import { describe, expect, it } from 'vitest';
import {
  BASE,
  call,
  createEngine,
  engineBody,
  manager,
  outsider,
  reader,
  useEngineApp,
} from './engine-fixture.js';

/** Who may do what (the menu and its buttons), and bad input: a clear 400 in the caller's language, never a 500. */

useEngineApp();

describe('flow engine access', () => {
  it('refuses every route to a caller without the menu, and the writes to one without the buttons', async () => {
    const id = await createEngine({ fullName: '权限', enCode: 'access' });
    const routes: [string, string][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${id}`],
      ['GET', `${BASE}/ListAll`],
      ['GET', `${BASE}/${id}/Versions`],
      ['GET', `${BASE}/${id}/Actions/ExportData`],
      ['POST', `${BASE}/Release/${id}`],
      ['POST', `${BASE}/Stop/${id}`],
      ['POST', `${BASE}/${id}/Actions/Copy`],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, url] of routes)
      expect((await call(method as 'GET', url, outsider)).statusCode, `${method} ${url}`).toBe(403);
    expect(
      (await call('POST', BASE, outsider, engineBody({ enCode: 'o1', fullName: 'o1' }))).statusCode,
    ).toBe(403);

    // the menu alone reads, and writes nothing
    expect((await call('GET', BASE, reader)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${id}/Versions`, reader)).statusCode).toBe(200);
    for (const [method, url] of routes.slice(4))
      expect((await call(method as 'GET', url, reader)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call('POST', BASE, reader, engineBody({ enCode: 'r1', fullName: 'r1' }))).statusCode).toBe(
      403,
    );

    // the buttons let the manager do all of it
    const created = await createEngine({ fullName: '管理员建', enCode: 'byManager' }, manager);
    for (const action of [`Release/${created}`, `Stop/${created}`, `${created}/Actions/Copy`])
      expect((await call('POST', `${BASE}/${action}`, manager)).json().code, action).toBe(200);
    expect((await call('DELETE', `${BASE}/${created}`, manager)).json().code).toBe(200);
    // launching is for every signed-in user: the pickers answer without the menu
    expect((await call('GET', `${BASE}/Selector`, outsider)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/PageListAll`, outsider)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/Selector`, null)).statusCode).toBe(401);
  });
});

describe('flow engine bad input', () => {
  const refused = async (body: Record<string, unknown>, lang = 'zh') => {
    const res = await call('POST', BASE, undefined, engineBody(body), lang);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().msg as string;
  };

  it('refuses malformed and hostile trees with a message, saving nothing', async () => {
    expect(await refused({ enCode: 'b1', flowTemplateJson: '{"type":' })).toBe('流程设计不是有效的JSON');
    expect(await refused({ enCode: 'b2', flowTemplateJson: '[1,2]' }, 'en')).toMatch(
      /^The flow design is malformed/,
    );
    expect(await refused({ enCode: 'b3', flowTemplateJson: '{"type":"approver"}' })).toMatch(
      /^流程设计的格式不正确/,
    );
    // nesting deeper than the guard allows
    let deep: Record<string, unknown> = { type: 'approver', nodeId: 'z', properties: {} };
    for (let i = 0; i < 500; i++)
      deep = { type: 'approver', nodeId: `d${i}`, properties: {}, childNode: deep };
    const tooDeep = JSON.stringify({ type: 'start', nodeId: 's', properties: {}, childNode: deep });
    expect(await refused({ enCode: 'b4', flowTemplateJson: tooDeep })).toMatch(/^流程设计的格式不正确/);
    // larger than the column takes
    const huge = JSON.stringify({ type: 'start', nodeId: 's', properties: { title: 'x'.repeat(2_200_000) } });
    const res = await call('POST', BASE, undefined, engineBody({ enCode: 'b5', flowTemplateJson: huge }));
    expect([400, 413]).toContain(res.statusCode);
    expect(
      (await call('GET', `${BASE}?keyword=b`)).json().data.list.map((r: { enCode: string }) => r.enCode),
    ).not.toContain('b1');
  });

  it('refuses an unknown form, category or colour, and a designed form that is no flow form', async () => {
    expect(await refused({ enCode: 'f1', formId: 'noSuchForm' })).toBe('系统表单【noSuchForm】不存在');
    expect(await refused({ enCode: 'f2', formType: 2, formId: 'nope' }, 'en')).toBe(
      'The flow form does not exist or is not a flow form',
    );
    expect(await refused({ enCode: 'f3', formId: ' ' })).toMatch(/^流程表单/);
    expect(await refused({ enCode: 'f4', category: 'nonsense' })).toBe('流程分类【nonsense】不存在');
    expect(await refused({ enCode: 'f5', iconBackground: 'red' })).toBe(
      '图标颜色须是#开头的十六进制颜色，如#008cff',
    );
    expect(await refused({ enCode: 'f6', formType: 3 })).toBeTruthy();
    expect(await refused({ enCode: 'f7', type: 'x' })).toBeTruthy();
  });

  it('answers 404 for engines that do not exist, on every route', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/missing`],
      ['PUT', `${BASE}/missing`],
      ['DELETE', `${BASE}/missing`],
      ['POST', `${BASE}/Release/missing`],
      ['POST', `${BASE}/Stop/missing`],
      ['POST', `${BASE}/missing/Actions/Copy`],
      ['GET', `${BASE}/missing/Versions`],
      ['GET', `${BASE}/missing/Actions/ExportData`],
    ] as const) {
      const res = await call(method, url, undefined, method === 'PUT' ? engineBody() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().msg).toBe('流程引擎不存在');
    }
  });
});
