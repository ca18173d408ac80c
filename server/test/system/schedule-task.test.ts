import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  grantMenus,
  setSetting,
  type TestApp,
  TestClock,
  tableCounts,
} from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
/** 系统管理员 role: the scheduled-task menu with all its buttons */
let granted: string;
/** signed in, without the scheduled-task menu */
let outsider: string;
/** the menu without its buttons */
let reader: string;

// 2026-03-05 10:00:30 local time
const clock = new TestClock(new Date(2026, 2, 5, 10, 0, 30).getTime());
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BASE = '/api/scheduletask';

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.login();
  granted = await t.login('zhouqiang', '123456');
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  outsider = await t.login('zhangwei', '123456');
  await grantMenus(t, 'wangfang', ['system', 'system.scheduleTask']);
  reader = await t.login('wangfang', '123456');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = admin, payload?: object, lang = 'zh') =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: token } : {}), 'x-language': lang },
    payload,
  });

let seq = 0;
const fields = (more: Record<string, unknown> = {}) => {
  seq++;
  return {
    fullName: `清理日志${seq}`,
    enCode: `pruneLogs${seq}`,
    executeType: 'builtin',
    cron: '0 * * * *',
    job: 'pruneLogs',
    params: { days: 30 },
    description: '每小时清理',
    ...more,
  };
};

async function create(more: Record<string, unknown> = {}, token = admin) {
  const res = await call('POST', BASE, token, fields(more));
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
  return res.json().data.id as string;
}
const info = async (id: string) => (await call('GET', `${BASE}/Info/${id}`)).json().data;
const log = async (id: string) => (await call('GET', `${BASE}/${id}/TaskLog`)).json().data;
const counts = () => tableCounts(t.database, ['baseTimeTask', 'baseTimeTaskLog']);

describe('access', () => {
  it('every route: 600 anonymous, 403 without the grant or the button, works with it', async () => {
    const id = await create();
    const routes: [Method, string, string | null, object?][] = [
      ['GET', BASE, null],
      ['GET', `${BASE}/Jobs`, null],
      ['GET', `${BASE}/CronPreview?cron=${encodeURIComponent('*/5 * * * *')}`, null],
      ['GET', `${BASE}/Info/${id}`, null],
      ['GET', `${BASE}/${id}/TaskLog`, null],
      ['POST', BASE, 'btn_add', fields()],
      ['PUT', `${BASE}/${id}`, 'btn_edit', fields()],
      ['PUT', `${BASE}/${id}/Actions/Stop`, 'btn_edit'],
      ['PUT', `${BASE}/${id}/Actions/Enable`, 'btn_edit'],
      ['POST', `${BASE}/${id}/Actions/RunNow`, 'btn_run'],
      ['DELETE', `${BASE}/${id}`, 'btn_remove'],
    ];
    for (const [method, url, button, body] of routes) {
      expect((await call(method, url, null, body)).json().code, `${method} ${url}`).toBe(600);
      expect((await call(method, url, outsider, body)).statusCode, `${method} ${url}`).toBe(403);
      if (button) expect((await call(method, url, reader, body)).statusCode, `${method} ${url}`).toBe(403);
      const res = await call(method, url, granted, body);
      expect(res.json(), `${method} ${url} ${res.body}`).toMatchObject({ code: 200 });
    }
  });
});

describe('cron expressions', () => {
  const preview = (cron: string, lang = 'zh') =>
    call('GET', `${BASE}/CronPreview?cron=${encodeURIComponent(cron)}`, admin, undefined, lang);

  it('the preview answers the next five firings', async () => {
    const res = await preview('0 2 * * *');
    expect(res.json().code).toBe(200);
    const next = res.json().data.next as number[];
    // 02:00 on the next five days in the server's zone, built the same way: a zone that moves its clocks
    // that week (Los Angeles on 8 March, where 02:00 is 03:00) makes them not all 24 hours apart.
    expect(next).toEqual([6, 7, 8, 9, 10].map((day) => new Date(2026, 2, day, 2, 0, 0).getTime()));
  });

  it('a wrong expression is explained: field count, the field at fault and its range, never firing', async () => {
    const cases: [string, string, string][] = [
      ['* * * *', 'zh', '现在有 4 个'],
      ['* * * *', 'en', 'this one has 4'],
      ['61 * * * *', 'zh', '「分钟」字段“61”无效, 允许的值为 0-59'],
      ['0 25 * * *', 'en', 'The hour field "25"'],
      ['0 0 * * 8', 'zh', '「星期」字段“8”无效, 允许的值为 0-7'],
      ['0 0 0 * * *', 'zh', ''],
      ['0 0 30 2 *', 'zh', '永远不会触发'],
      ['', 'zh', 'Cron 表达式不能为空'],
    ];
    for (const [cron, lang, text] of cases) {
      const res = await preview(cron, lang);
      if (!text) {
        expect(res.json().code, cron).toBe(200);
        continue;
      }
      expect(res.statusCode, cron).toBe(400);
      expect(res.json().msg, cron).toContain(text);
    }
  });

  it('saving refuses a bad cron, an unknown job, bad parameters, a missing interface; nothing changes', async () => {
    const before = await counts();
    const refusals: [Record<string, unknown>, string][] = [
      [{ cron: '*/70 * * * *' }, '「分钟」字段'],
      [{ job: 'formatDisk' }, '未知的内置任务: formatDisk'],
      [{ params: { days: 0 } }, '保留天数应为 1 到 3650 之间的整数'],
      [{ params: { hours: 3 } }, '该任务没有参数 hours'],
      [{ job: 'backupDatabase', params: { keep: 500 } }, '保留份数应为 1 到 100 之间的整数'],
      [{ executeType: 'interface', job: 'no-such-interface' }, '数据接口不存在'],
      [{ executeType: 'other' }, '不在允许范围内'],
    ];
    for (const [more, text] of refusals) {
      const res = await call('POST', BASE, admin, fields(more));
      expect(res.statusCode, JSON.stringify(more)).toBe(400);
      expect(res.json().msg, JSON.stringify(more)).toContain(text);
    }
    expect(await counts()).toEqual(before);
  });

  it('a duplicate code or name is a 409 naming the field', async () => {
    const id = await create({ enCode: 'dupCode', fullName: '重复测试' });
    const before = await counts();
    const code = await call('POST', BASE, admin, fields({ enCode: 'dupCode' }));
    expect(code.statusCode).toBe(409);
    expect(code.json().msg).toContain('编码');
    const name = await call('POST', BASE, admin, fields({ fullName: '重复测试' }));
    expect(name.statusCode).toBe(409);
    expect(name.json().msg).toContain('名称');
    expect(await counts()).toEqual(before);
    // its own code and name are fine on an update
    const res = await call(
      'PUT',
      `${BASE}/${id}`,
      admin,
      fields({ enCode: 'dupCode', fullName: '重复测试' }),
    );
    expect(res.json().code).toBe(200);
  });
});

describe('running', () => {
  it('a due task runs exactly once although two server processes look at the same moment', async () => {
    const id = await create({ cron: '*/10 * * * *' });
    const task = await info(id);
    expect(task.nextRunTime).toBe(new Date(2026, 2, 5, 10, 10, 0).getTime());
    const second: FastifyInstance = await t.secondApp();
    try {
      clock.advance(10 * MINUTE); // 10:10:30, half a minute after the firing
      await Promise.all([t.app.scheduler.runDue(), second.scheduler.runDue(), t.app.scheduler.runDue()]);
      const after = await info(id);
      expect(after.runCount).toBe(1);
      expect(after.lastRunTime).toBe(clock.now());
      expect(after.nextRunTime).toBe(new Date(2026, 2, 5, 10, 20, 0).getTime());
      const runs = await log(id);
      expect(runs.list).toHaveLength(1);
      expect(runs.list[0]).toMatchObject({
        result: 'success',
        runKind: 'schedule',
        firingTime: task.nextRunTime,
      });
      expect(typeof runs.list[0].duration).toBe('number');
      expect(runs.list[0].endTime).toBeGreaterThanOrEqual(runs.list[0].startTime);
      // nothing more is due
      await Promise.all([t.app.scheduler.runDue(), second.scheduler.runDue()]);
      expect((await log(id)).list).toHaveLength(1);
    } finally {
      await second.close();
      await call('PUT', `${BASE}/${id}/Actions/Stop`);
    }
  });

  it('firings missed while the server was down run once, late, and the schedule moves on', async () => {
    const id = await create({ cron: '0 * * * *' });
    const missed = (await info(id)).nextRunTime as number;
    clock.advance(5 * HOUR + 7 * MINUTE); // five hourly firings went by
    await t.app.scheduler.runDue();
    await t.app.scheduler.runDue();
    const runs = await log(id);
    expect(runs.list).toHaveLength(1);
    expect(runs.list[0]).toMatchObject({ runKind: 'late', firingTime: missed, result: 'success' });
    const after = await info(id);
    expect(after.runCount).toBe(1);
    expect(after.nextRunTime).toBeGreaterThan(clock.now());
    expect(after.nextRunTime - clock.now()).toBeLessThanOrEqual(HOUR);
    await call('PUT', `${BASE}/${id}/Actions/Stop`);
  });

  it('a firing claimed by a process that died before moving the schedule on does not leave the task stuck', async () => {
    const id = await create({ cron: '*/10 * * * *' });
    const firing = (await info(id)).nextRunTime as number;
    // the other process's lease row, and nothing else
    await t.database.db
      .insertInto('baseTimeTaskLog')
      .values({
        id: `dead-${id}`,
        taskId: id,
        firingKey: String(firing),
        firingTime: firing,
        runKind: 'schedule',
        startTime: firing,
        result: 'running',
        runner: 'gone#1',
      })
      .execute();
    clock.time = firing + 1000;
    expect(await t.app.scheduler.runDue()).toBe(0);
    const after = await info(id);
    expect(after.nextRunTime).toBe(firing + 10 * MINUTE);
    clock.time = firing + 10 * MINUTE + 1000;
    await t.app.scheduler.runDue();
    expect((await info(id)).runCount).toBe(1);
    expect((await log(id)).list).toHaveLength(2);
    await call('PUT', `${BASE}/${id}/Actions/Stop`);
  });

  it('a stopped task does not run; enabling schedules from now without catching up', async () => {
    const id = await create({ cron: '*/5 * * * *' });
    const stop = await call('PUT', `${BASE}/${id}/Actions/Stop`);
    expect(stop.json().data).toEqual({ enabledMark: 0, nextRunTime: null });
    clock.advance(HOUR);
    await t.app.scheduler.runDue();
    expect((await log(id)).list).toHaveLength(0);
    const enable = await call('PUT', `${BASE}/${id}/Actions/Enable`);
    expect(enable.json().data.enabledMark).toBe(1);
    expect(enable.json().data.nextRunTime).toBeGreaterThan(clock.now());
    await t.app.scheduler.runDue();
    expect((await log(id)).list).toHaveLength(0);
    await call('PUT', `${BASE}/${id}/Actions/Stop`);
  });

  it('run now runs at once, even a stopped task, and the log says what it did', async () => {
    const id = await create({ enabledMark: 0 });
    const res = await call('POST', `${BASE}/${id}/Actions/RunNow`);
    expect(res.json().code).toBe(200);
    expect(res.json().data).toMatchObject({ result: 'success' });
    expect(res.json().data.message).toContain('已删除');
    const again = await call('POST', `${BASE}/${id}/Actions/RunNow`, admin, undefined, 'en');
    expect(again.json().data.message).toContain('Deleted');
    const runs = await log(id);
    expect(runs.list).toHaveLength(2);
    expect(runs.list.every((r: { runKind: string }) => r.runKind === 'manual')).toBe(true);
    expect((await info(id)).runCount).toBe(2);
    expect((await info(id)).nextRunTime).toBeNull();
  });

  it('the prune job deletes log rows older than its days and keeps the newer ones', async () => {
    const now = clock.now();
    const row = (id: string, age: number) => ({
      id,
      category: 1,
      userId: 'x',
      userName: 'x',
      creatorTime: now - age,
    });
    await t.database.db
      .insertInto('baseSysLog')
      .values([row('old-log-1', 40 * DAY), row('old-log-2', 31 * DAY), row('new-log-1', 2 * DAY)] as never)
      .execute();
    const id = await create({ params: { days: 30 } });
    const res = await call('POST', `${BASE}/${id}/Actions/RunNow`);
    expect(res.json().data.result).toBe('success');
    const left = await t.database.db
      .selectFrom('baseSysLog')
      .select('id')
      .where('id', 'in', ['old-log-1', 'old-log-2', 'new-log-1'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['new-log-1']);
  });

  it('without days the prune job follows the retention setting; 0 keeps everything and says so', async () => {
    await setSetting(t, 'logRetentionDays', 0);
    const id = await create({ params: {} });
    const res = await call('POST', `${BASE}/${id}/Actions/RunNow`);
    expect(res.json().data).toMatchObject({ result: 'success' });
    expect(res.json().data.message).toContain('永久保留');
    await setSetting(t, 'logRetentionDays', 30);
  });

  it('the backup job backs up through 数据备份 (SQLite online backup, pg_dump on PostgreSQL) and keeps its newest ones', async () => {
    const id = await create({ job: 'backupDatabase', params: { keep: 2 } });
    const dir = path.join(t.dataDir, 'backups');
    const ext = t.database.dialect === 'sqlite' ? '.db' : '.dump';
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', `${BASE}/${id}/Actions/RunNow`);
      expect(res.json().data, JSON.stringify(res.json())).toMatchObject({ result: 'success' });
      clock.advance(1000);
    }
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(ext));
    expect(files).toHaveLength(2);
    // The backups are listed on the 数据备份 screen as the task's own.
    const listed = await call('GET', '/api/system/DataBackup');
    const mine = listed.json().data.list.filter((r: { taskId: string }) => r.taskId === id);
    expect(mine.map((r: { fileName: string }) => r.fileName).sort()).toEqual([...files].sort());
    expect(fs.statSync(path.join(dir, files[0])).size).toBeGreaterThan(0);
    if (t.database.dialect !== 'sqlite') return;
    const Database = (await import('better-sqlite3')).default;
    const copy = new Database(path.join(dir, files[0]), { readonly: true });
    const found = copy.prepare('select count(*) as n from base_time_task where id = ?').get(id) as {
      n: number;
    };
    copy.close();
    expect(found.n).toBe(1);
  });

  it('a failing job is recorded as a failure with its message', async () => {
    const id = await create();
    // A task whose stored job no longer exists (e.g. removed in a later version).
    await t.database.db
      .updateTable('baseTimeTask')
      .set({ executeContent: JSON.stringify({ cron: '0 * * * *', job: 'retiredJob', params: {} }) })
      .where('id', '=', id)
      .execute();
    const res = await call('POST', `${BASE}/${id}/Actions/RunNow`);
    expect(res.json().data).toMatchObject({ result: 'failure' });
    const failed = await call('GET', `${BASE}/${id}/TaskLog?runResult=failure`);
    expect(failed.json().data.list).toHaveLength(1);
    expect(failed.json().data.list[0].message).toBe('未知的内置任务: retiredJob');
    expect((await call('GET', `${BASE}/${id}/TaskLog?runResult=success`)).json().data.list).toHaveLength(0);
  });
});

describe('list and delete', () => {
  it('lists with a keyword, deletes the task with its log', async () => {
    const id = await create({
      fullName: '夜间备份任务',
      enCode: 'nightly',
      job: 'backupDatabase',
      params: {},
    });
    const found = (await call('GET', `${BASE}?keyword=${encodeURIComponent('夜间')}`)).json().data;
    expect(found.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(found.list[0]).toMatchObject({ cron: '0 * * * *', job: 'backupDatabase', params: { keep: 7 } });
    await call('POST', `${BASE}/${id}/Actions/RunNow`);
    expect((await call('DELETE', `${BASE}/${id}`)).json().code).toBe(200);
    expect((await call('GET', `${BASE}/Info/${id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('baseTimeTaskLog')
      .select('id')
      .where('taskId', '=', id)
      .execute();
    expect(left).toHaveLength(0);
  });
});
