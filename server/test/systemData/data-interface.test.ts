import { describe, expect, it } from 'vitest';
import {
  admin,
  apiBase,
  BASE,
  call,
  categoryId,
  create,
  fields,
  outsider,
  peopleSql,
  respond,
  setUpDataInterfaceApp,
  t,
} from './data-interface.fixture.js';

setUpDataInterfaceApp();

describe('records', () => {
  it('creates, reads, lists by category and keyword, changes and deletes an interface', async () => {
    const id = await create({ fullName: '客户清单', enCode: 'customerList', sortCode: 1 });
    const info = (await call('GET', `${BASE}/${id}`)).json().data;
    expect(info).toMatchObject({
      fullName: '客户清单',
      dataType: 2,
      dbLinkId: '0',
      enabledMark: 1,
      categoryName: '业务接口',
    });
    const list = (await call('GET', `${BASE}?keyword=customerl&categoryId=${categoryId}`)).json().data;
    expect(list.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.list[0].query).toBeUndefined();
    expect(list.pagination).toMatchObject({ currentPage: 1, total: 1 });
    const other = (await call('GET', `${BASE}?categoryId=nothing`)).json().data;
    expect(other.pagination.total).toBe(0);

    const put = await call('PUT', `${BASE}/${id}`, admin, {
      ...fields(),
      fullName: '客户清单2',
      enCode: 'customerList',
    });
    expect(put.json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).json().data.fullName).toBe('客户清单2');
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const before = (await call('GET', BASE)).json().data.pagination.total;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ fullName: '' }, 400, /名称不能为空|不能为空/],
      [{ categoryId: 'nope' }, 400, /分类不存在/],
      [{ query: '' }, 400, /不能为空/],
      [{ query: '{not json', enabledMark: 1 }, 400, /不是有效的JSON/],
      [{ dataType: 3, query: 'ftp://example.com/x' }, 400, /http/],
      [{ dataType: 1, query: 'select * from di_people where id = {id}' }, 400, /\{id\}未在请求参数中定义/],
      [{ requestParameters: [{ field: '1bad' }] }, 400, /参数名/],
      [{ requestParameters: [{ field: 'a' }, { field: 'a' }] }, 400, /重复/],
      [{ requestParameters: [{ field: 'n', dataType: 'int', defaultValue: 'x' }] }, 400, /整型/],
      [{ dataType: 7 }, 400, /./],
    ];
    for (const [more, status, message] of cases) {
      const res = await call('POST', BASE, admin, fields(more));
      expect(res.statusCode, JSON.stringify(more)).toBe(status);
      expect(res.json().msg, JSON.stringify(more)).toMatch(message);
    }
    const dup = await create({ enCode: 'dupCode' });
    const again = await call('POST', BASE, admin, fields({ enCode: 'dupCode' }));
    expect(again.statusCode).toBe(409);
    await call('DELETE', `${BASE}/${dup}`);
    expect((await call('GET', BASE)).json().data.pagination.total).toBe(before);
    const en = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: fields({ query: '{bad', enabledMark: 1 }),
    });
    expect(en.json().msg).toMatch(/not valid JSON/);
  });

  it('invalid static JSON and SQL that does not prepare can be saved disabled, never enabled', async () => {
    const json = await create({ query: '{bad', enabledMark: 0 });
    const state = await call('PUT', `${BASE}/${json}/Actions/State`);
    expect(state.statusCode).toBe(400);
    expect(state.json().msg).toMatch(/JSON/);

    const broken = peopleSql({ query: 'select * from no_such_table where age > {minAge}' });
    const refused = await call('POST', BASE, admin, broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/无法启用.*no_such_table/);
    expect(refused.json().msg).not.toMatch(/at .*\.js/);
    const syntax = await call(
      'POST',
      BASE,
      admin,
      peopleSql({ query: 'selec id frm di_people', requestParameters: [] }),
    );
    expect(syntax.statusCode).toBe(400);

    const saved = await call('POST', BASE, admin, { ...broken, enCode: 'brokenDraft', enabledMark: 0 });
    expect(saved.json().code).toBe(200);
    const enable = await call('PUT', `${BASE}/${saved.json().data.id}/Actions/State`);
    expect(enable.statusCode).toBe(400);
    expect((await call('GET', `${BASE}/${saved.json().data.id}`)).json().data.enabledMark).toBe(0);
  });

  it('the selector lists enabled interfaces under their category', async () => {
    const on = await create({ fullName: '选择器启用' });
    const off = await create({ fullName: '选择器停用', enabledMark: 0 });
    const tree = (await call('GET', `${BASE}/Selector`, outsider)).json().data;
    const business = tree.find((c: { id: string }) => c.id === categoryId);
    const ids = business.children.map((c: { id: string }) => c.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
  });

  it('calls with bad input answer a sentence, never a 500', async () => {
    const id = await create();
    const cases: [string, number, RegExp][] = [
      [`${BASE}/nope/Actions/Response`, 404, /数据接口不存在/],
      [`${BASE}/${id}/Action/List?pageSize=9999`, 400, /./],
      [`${BASE}/${id}/Action/List?currentPage=0`, 400, /./],
      [`${BASE}/${id}/Action/Info`, 400, /./],
      [`${BASE}/${id}/Actions/Response?x=${'y'.repeat(5000)}`, 400, /./],
      [`${BASE}/nope/Action/Export`, 404, /数据接口不存在/],
    ];
    for (const [url, status, message] of cases) {
      const res = await call('GET', url);
      expect(res.statusCode, url.slice(0, 80)).toBe(status);
      expect(res.json().msg, url.slice(0, 80)).toMatch(message);
    }
    const sourceGone = await call('POST', BASE, admin, peopleSql({ dbLinkId: 'no-such-source' }));
    expect(sourceGone.statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/nope/Actions/State`)).statusCode).toBe(404);
  });

  it('needs the 数据接口 menu to list and its buttons to write', async () => {
    expect((await call('GET', BASE, outsider)).statusCode).toBe(403);
    expect((await call('POST', BASE, outsider, fields())).statusCode).toBe(403);
    expect((await call('GET', BASE, null)).statusCode).toBe(401);
  });
});

describe('static and HTTP interfaces', () => {
  it('static JSON is answered as it is, paged and searched by Action/List', async () => {
    const id = await create();
    expect((await respond(id)).json().data.data).toHaveLength(3);
    const page = (await call('GET', `${BASE}/${id}/Action/List?keyword=乙`)).json().data;
    expect(page).toEqual({
      list: [{ id: '2', name: '乙' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    expect((await call('GET', `${BASE}/${id}/Action/Info?id=3`)).json().data).toEqual({
      id: '3',
      name: '丙',
    });
  });

  it('calls an allow-listed API with the parameters and unwraps a {code,msg,data} answer', async () => {
    const rows = await create({
      dataType: 3,
      query: `${apiBase}/rows`,
      requestParameters: [{ field: 'q', dataType: 'varchar', required: 0, defaultValue: 'hi' }],
    });
    expect((await respond(rows, '?q=x%20y')).json().data.data).toEqual([{ id: 'a', q: 'x y' }]);
    expect((await respond(rows)).json().data.data).toEqual([{ id: 'a', q: 'hi' }]);
    const envelope = await create({ dataType: 3, query: `${apiBase}/envelope` });
    expect((await respond(envelope)).json().data.data).toEqual({ total: 2 });
  });

  it('refuses hosts off the allow-list, link-local and metadata addresses, slow and oversized answers', async () => {
    const port = new URL(apiBase).port;
    const cases: [string, RegExp][] = [
      [`http://127.0.0.2:${port}/rows`, /不在允许调用的列表中/],
      ['http://169.254.169.254/latest/meta-data/', /本机链路地址和云平台元数据地址/],
      ['http://[fe80::1]/x', /本机链路地址/],
      ['http://metadata.google.internal/computeMetadata/v1/', /元数据/],
      [`${apiBase}/slow`, /秒内没有返回/],
      [`${apiBase}/big`, /超过64 KB/],
      [`${apiBase}/text`, /不是JSON/],
      [`${apiBase}/missing`, /HTTP状态404/],
    ];
    for (const [url, message] of cases) {
      const id = await create({ dataType: 3, query: url });
      const res = await respond(id);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toMatch(message);
    }
  });
});
