import { describe, expect, it } from 'vitest';
import {
  admin,
  BASE,
  call,
  peopleCount,
  peopleSql,
  respond,
  setUpDataInterfaceApp,
  t,
} from './data-interface.fixture.js';

setUpDataInterfaceApp();

/** Issue 15 item 11: a SQL statement that writes without the write mark is saved, with a warning. */
describe('saving a statement that writes without being marked as a write', () => {
  const unmarked = (more: Record<string, unknown> = {}) =>
    peopleSql({ query: 'delete from di_people where age > {minAge}', isWrite: 0, enabledMark: 0, ...more });

  it('saves it as the original does and answers a warning naming the write, in the caller language', async () => {
    const created = await call('POST', BASE, admin, unmarked());
    expect(created.json(), JSON.stringify(created.json())).toMatchObject({ code: 200 });
    const { id, warnings } = created.json().data;
    expect(warnings).toEqual([
      {
        field: 'isWrite',
        code: 'dataInterface.writeUnmarked',
        message: '语句会修改数据（DELETE），但未勾选“写入数据”：已保存，调用时数据库会拒绝修改',
      },
    ]);
    expect((await call('GET', `${BASE}/${id}`)).json().data).toMatchObject({ isWrite: 0, enabledMark: 0 });

    const english = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: unmarked({ fullName: 'unmarkedWrite', enCode: 'unmarkedWrite' }),
    });
    expect(english.json().code).toBe(200);
    expect(english.json().data.warnings[0].message).toMatch(/changes data \(DELETE\)/);
  });

  it('is still refused when called, and deletes nothing', async () => {
    const { id } = (await call('POST', BASE, admin, unmarked({ enabledMark: 1 }))).json().data;
    const before = await peopleCount();
    const refused = await respond(id, '?minAge=0');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/只读/);
    expect(await peopleCount()).toBe(before);
  });

  it('answers no warning for a read, or a marked write; PUT answers null then', async () => {
    const read = await call('POST', BASE, admin, peopleSql({ enabledMark: 0 }));
    expect(read.json().data.warnings).toBeUndefined();
    const marked = await call('POST', BASE, admin, unmarked({ isWrite: 1 }));
    expect(marked.json().data.warnings).toBeUndefined();
    const markedId = marked.json().data.id;
    const stored = (await call('GET', `${BASE}/${markedId}`)).json().data;
    const put = await call('PUT', `${BASE}/${markedId}`, admin, stored);
    expect(put.json()).toMatchObject({ code: 200, data: null });
    // A PUT that leaves the statement and takes the mark away is warned about too.
    const unmarking = await call('PUT', `${BASE}/${markedId}`, admin, { ...stored, isWrite: 0 });
    expect(unmarking.json().data.warnings[0].field).toBe('isWrite');
  });
});
