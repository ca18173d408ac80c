import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pruneLogs } from '../../src/modules/system/log-retention.js';
import { multipartFile } from '../helpers/multipart.js';
import { setSetting } from '../helpers/test-app.js';
import {
  admin,
  BASE,
  call,
  create,
  outsider,
  peopleSql,
  respond,
  setUpDataInterfaceApp,
  t,
} from './data-interface.fixture.js';

setUpDataInterfaceApp();

describe('call log, export and import', () => {
  it('logs every call with user, IP, duration, method and result; keyword matches user or IP', async () => {
    const id = await create(peopleSql());
    await respond(id, '?minAge=1');
    await respond(id, '?minAge=bad');
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data;
    expect(log.pagination.total).toBe(2);
    expect(log.list[0]).toMatchObject({
      result: 'failed',
      userName: '管理员',
      invokIp: '127.0.0.1',
      invokType: 'GET',
    });
    expect(log.list[0].message).toMatch(/整型/);
    expect(log.list[1]).toMatchObject({ result: 'ok', message: null });
    expect(typeof log.list[1].invokWasteTime).toBe('number');
    expect(
      (await call('GET', `/api/system/DataInterfaceLog/${id}?keyword=127.0.0`)).json().data.pagination.total,
    ).toBe(2);
    expect(
      (await call('GET', `/api/system/DataInterfaceLog/${id}?keyword=nobody`)).json().data.pagination.total,
    ).toBe(0);
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`, outsider)).statusCode).toBe(403);

    // The call log goes with the other logs once older than the retention setting.
    await setSetting(t, 'logRetentionDays', 30);
    await t.app.services.logs.flush();
    await t.database.db
      .updateTable('baseSysLog')
      .set((eb) => ({ creatorTime: eb('creatorTime', '-', 31 * 86_400_000) }))
      .where('objectId', '=', id)
      .execute();
    await pruneLogs(t.app.services);
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data.pagination.total).toBe(0);
    await setSetting(t, 'logRetentionDays', 0);
  });

  it('exports a file that imports as a new, disabled interface; a code in use is refused or renamed', async () => {
    const id = await create(peopleSql({ enCode: 'exportMe', fullName: '导出接口' }));
    const res = await call('GET', `${BASE}/${id}/Action/Export`);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = Buffer.from(res.body);
    const upload = (query = '') => {
      const body = multipartFile('x.json', file, 'application/json');
      return t.app.inject({
        method: 'POST',
        url: `${BASE}/Action/Import${query}`,
        headers: { ...body.headers, authorization: admin },
        payload: body.payload,
      });
    };
    const taken = await upload();
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toMatch(/exportMe/);
    const renamed = await upload('?duplicates=rename');
    expect(renamed.json().data).toMatchObject({
      count: 1,
      renamed: [{ from: 'exportMe', to: 'exportMe.copy' }],
    });
    const copy = (await call('GET', `${BASE}/${renamed.json().data.id}`)).json().data;
    expect(copy).toMatchObject({
      enCode: 'exportMe.copy',
      enabledMark: 0,
      dataType: 1,
      fullName: '导出接口-副本',
    });
    expect(copy.requestParameters[0].field).toBe('minAge');

    const notJson = multipartFile('x.json', Buffer.from('nope'), 'application/json');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/Action/Import`,
      headers: { ...notJson.headers, authorization: admin },
      payload: notJson.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/JSON/);
  });
});

describe('scheduled tasks', () => {
  it('a task calls the chosen interface with its parameters as the user who saved it, and logs both ways', async () => {
    const id = await create(
      peopleSql({
        query: 'update di_people set name = {name} where id = {id} and @user is not null',
        isWrite: 1,
        requestParameters: [
          { field: 'name', dataType: 'varchar', required: 1 },
          { field: 'id', dataType: 'int', required: 1 },
        ],
      }),
    );
    const task = {
      fullName: '改名任务',
      enCode: 'renameTask',
      executeType: 'interface',
      cron: '0 3 * * *',
      job: id,
      params: { name: 'Task', id: 2 },
    };
    const missing = await call('POST', '/api/scheduletask', admin, { ...task, params: { id: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('name不能为空');
    const created = await call('POST', '/api/scheduletask', admin, task);
    expect(created.json(), created.body).toMatchObject({ code: 200 });
    const taskId = created.json().data.id;

    const run = await call('POST', `/api/scheduletask/${taskId}/Actions/RunNow`);
    expect(run.json().data).toMatchObject({ result: 'success' });
    expect(run.json().data.message).toMatch(/已调用数据接口/);
    const renamed = await sql<{ name: string }>`select name from di_people where id = 2`.execute(
      t.database.db,
    );
    expect(renamed.rows[0].name).toBe('Task');
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}`)).json().data;
    expect(log.list[0]).toMatchObject({ result: 'ok', invokType: 'TASK', invokIp: null });

    // The interface's own refusal is the run's failure reason.
    await call('PUT', `${BASE}/${id}`, admin, {
      ...peopleSql({ query: 'update di_people set age = {id}', isWrite: 1 }),
      fullName: '改名接口',
      enCode: 'renameIface',
      requestParameters: [{ field: 'id', dataType: 'int', required: 1 }],
    });
    await t.database.db
      .updateTable('baseTimeTask')
      .set({
        executeContent: JSON.stringify({
          cron: '0 3 * * *',
          job: id,
          params: { id: 'x' },
          kind: 'interface',
          userId: null,
        }),
      })
      .where('id', '=', taskId)
      .execute();
    const failed = await call('POST', `/api/scheduletask/${taskId}/Actions/RunNow`);
    expect(failed.json().data).toMatchObject({ result: 'failure', message: 'id类型必须为整型' });
    await sql`update di_people set name = 'Bob' where id = 2`.execute(t.database.db);
  });
});
