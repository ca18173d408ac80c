import { describe, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart.js';
import {
  admin,
  BASE,
  call,
  createDesign,
  formReader,
  info,
  leaveForm,
  outsider,
  t,
  useDesignApp,
} from './design-fixture.js';

/** 导出 / 导入 of the design lists: one design as a JSON file, imported as a new draft checked like a save. */

useDesignApp();

const upload = (query: string, bytes: Buffer, token = admin, lang?: string) => {
  const body = multipartFile('design.json', bytes, 'application/json');
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/Actions/Import?${query}`,
    headers: { authorization: token, ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
};

const exported = async (id: string) => {
  const res = await call('GET', `${BASE}/${id}/Actions/Export`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toContain('.json');
  return res.rawPayload;
};

describe('design export and import', () => {
  it('exports a design whole and imports it back as a draft; a code in use is refused or renamed', async () => {
    const id = await createDesign({ enCode: 'transferLeave', fullName: '导出请假' });
    const bytes = await exported(id);
    const file = JSON.parse(bytes.toString('utf8'));
    expect(file).toMatchObject({ format: 'visualdev-design', version: 1, type: 1 });
    expect(file.design).toMatchObject({ fullName: '导出请假', enCode: 'transferLeave', webType: 2 });

    const taken = await upload('type=1', bytes);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('编码 transferLeave 已被其他功能使用');

    const renamed = await upload('type=1&duplicates=rename', bytes);
    expect(renamed.json(), renamed.body).toMatchObject({
      code: 200,
      data: { renamed: [{ from: 'transferLeave', to: 'transferLeave.copy' }] },
    });
    const copy = await info(renamed.json().data.id);
    expect(copy).toMatchObject({
      fullName: '导出请假副本',
      enCode: 'transferLeave.copy',
      state: 0,
      type: 1,
    });
    expect(JSON.parse(copy.formData as string).fields).toHaveLength(2);
    expect(copy.columnData).toBe((await info(id)).columnData);

    // Into another list: the list's type, once the original is gone the code is free again.
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    const other = await upload('type=2&categoryId=chosen', bytes);
    expect(other.json(), other.body).toMatchObject({ code: 200, data: { count: 1, renamed: [] } });
    expect(await info(other.json().data.id)).toMatchObject({
      type: 2,
      enCode: 'transferLeave',
      category: 'chosen',
    });
  });

  it('refuses what is not a design file, a broken design and a missing data source, writing nothing', async () => {
    const count = async () => (await call('GET', `${BASE}?type=1&pageSize=100`)).json().data.pagination.total;
    const before = await count();
    const file = (design: object) =>
      Buffer.from(JSON.stringify({ format: 'visualdev-design', version: 1, exportedAt: 0, type: 1, design }));
    const refused = [
      [Buffer.from('not json'), 'The file is not valid JSON'],
      [Buffer.from('{"format":"data-interface","version":1}'), 'The file is not an exported design'],
      [Buffer.from('[]'), 'The file is not an exported design'],
      [file({ fullName: '', enCode: 'x' }), 'Name is required'],
      [file({ fullName: 'Bad', enCode: 'bad1', webType: 'x' }), 'Page type'],
      [
        file({ fullName: 'Bad', enCode: 'bad2', formData: JSON.stringify({ ...leaveForm(), fields: 'x' }) }),
        'The form design is malformed',
      ],
      [
        file({ fullName: 'Bad', enCode: 'bad3', dbLinkId: 'gone', formData: JSON.stringify(leaveForm()) }),
        'The data source',
      ],
    ] as const;
    for (const [bytes, message] of refused) {
      const res = await upload('type=1', bytes, admin, 'en');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg, res.body).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('asks for the list menu and its buttons', async () => {
    const id = await createDesign({ enCode: 'transferAccess', fullName: '导出权限' });
    const bytes = await exported(id);
    expect((await call('GET', `${BASE}/${id}/Actions/Export`, outsider)).statusCode).toBe(403);
    // 功能表单 without its buttons: neither export nor import
    expect((await upload('type=4&duplicates=rename', bytes, formReader)).statusCode).toBe(403);
    expect((await upload('type=1&duplicates=rename', bytes, outsider)).statusCode).toBe(403);
  });
});
