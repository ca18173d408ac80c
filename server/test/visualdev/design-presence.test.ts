import { describe, expect, it } from 'vitest';
import { refreshDesignPresence } from '../../src/modules/visualdev/design-presence.js';
import { userIdOf } from '../helpers/test-app.js';
import { connectedClient, type RealtimeClient, type ReceivedFrame } from '../message/realtime-client.js';
import {
  admin,
  BASE,
  call,
  clock,
  createDesign,
  formReader,
  info,
  outsider,
  t,
  useDesignApp,
} from './design-fixture.js';

// Who has a design open (issue 16 item 5, decision 074): two real sockets on one app, on SQLite and PostgreSQL.
useDesignApp();

/** A signed-in tab: its socket and the token its frames carry. */
async function tab(token: string) {
  const { client } = await connectedClient(t.app, token);
  return {
    client,
    send: (frame: Record<string, unknown>) => client.send({ ...frame, token }),
    /** answered after every frame sent before it: what those frames caused has arrived by then */
    settled: async () => {
      client.send({ method: 'Heartbeat', token });
      await client.next('Heartbeat');
    },
  };
}

/** A 功能表单 (type 4) without its form yet: wangfang's menu opens it, Web设计's does not. */
const formDesign = (enCode: string, fullName: string) =>
  createDesign({ type: 4, enCode, fullName, formData: undefined, columnData: undefined, tables: undefined });

const editorsOf = (frame: ReceivedFrame) => (frame.editors as { userId: string }[]).map((e) => e.userId);
const listsFor = (client: RealtimeClient, designId: string) =>
  client.frames.filter((f) => f.method === 'DesignEditors' && f.designId === designId);

describe('DesignOpen and DesignClose', () => {
  it('sends every editor of the design the list whenever it changes, and a closed tab leaves it', async () => {
    const designId = await formDesign('presenceOpen', '在场表单');
    const [adminId, readerId] = [await userIdOf(t, 'admin'), await userIdOf(t, 'wangfang')];
    const first = await tab(admin);
    const second = await tab(formReader);

    first.send({ method: 'DesignOpen', designId });
    const alone = await first.client.nextWith('DesignEditors', { designId });
    expect(alone.editors).toEqual([
      {
        userId: adminId,
        name: expect.any(String),
        account: 'admin',
        avatar: expect.any(String),
        since: clock.now(),
      },
    ]);

    second.send({ method: 'DesignOpen', designId });
    const both = await second.client.nextWith('DesignEditors', { designId });
    expect(editorsOf(both).sort()).toEqual([adminId, readerId].sort());
    expect(both.revision).toBeGreaterThan(alone.revision as number);
    expect(await first.client.nextWith('DesignEditors', { designId, revision: both.revision })).toEqual(both);

    second.send({ method: 'DesignClose', designId });
    const afterClose = await first.client.nextWith('DesignEditors', {
      designId,
      revision: (both.revision as number) + 1,
    });
    expect(editorsOf(afterClose)).toEqual([adminId]);
    // The tab that closed the design hears nothing more of it.
    await second.settled();
    expect(listsFor(second.client, designId)).toHaveLength(1);

    second.send({ method: 'DesignOpen', designId });
    await first.client.nextWith('DesignEditors', { designId, revision: (both.revision as number) + 2 });
    await second.client.close();
    const afterDisconnect = await first.client.nextWith('DesignEditors', {
      designId,
      revision: (both.revision as number) + 3,
    });
    expect(editorsOf(afterDisconnect)).toEqual([adminId]);
    const rows = await t.database.db
      .selectFrom('baseVisualdevPresence')
      .select('userId')
      .where('visualdevId', '=', designId)
      .execute();
    expect(rows.map((r) => r.userId)).toEqual([adminId]);
    await first.client.close();
  });

  it('lists a user with two tabs on the design once, since the first', async () => {
    const designId = await formDesign('presenceTwoTabs', '两个标签');
    const one = await tab(admin);
    const two = await tab(admin);
    one.send({ method: 'DesignOpen', designId });
    await one.client.nextWith('DesignEditors', { designId });
    two.send({ method: 'DesignOpen', designId });
    const list = await two.client.nextWith('DesignEditors', { designId });
    expect(editorsOf(list)).toEqual([await userIdOf(t, 'admin')]);
    await one.client.close();
    await two.client.close();
  });

  it('tells the editors who saved the design and which version, so they know before they save', async () => {
    const designId = await formDesign('presenceSaved', '保存通知');
    const reader = await tab(formReader);
    reader.send({ method: 'DesignOpen', designId });
    await reader.client.nextWith('DesignEditors', { designId });
    const { version } = await info(designId);
    const res = await call('PUT', `${BASE}/${designId}`, admin, {
      fullName: '保存通知二',
      enCode: 'presenceSaved',
      version,
    });
    expect(res.json(), res.body).toMatchObject({ code: 200 });
    expect(await reader.client.nextWith('DesignSaved', { designId })).toMatchObject({
      version: (version as number) + 1,
      userId: await userIdOf(t, 'admin'),
      name: expect.any(String),
      at: expect.any(Number),
    });
    await reader.client.close();
  });
});

describe('a restored version', () => {
  it('is announced like a save: the draft changed under the editors', async () => {
    const designId = await createDesign({ enCode: 'presenceRestore', fullName: '恢复通知' });
    expect((await call('POST', `${BASE}/${designId}/Actions/Release`)).json()).toMatchObject({ code: 200 });
    const owner = await tab(admin);
    owner.send({ method: 'DesignOpen', designId });
    await owner.client.nextWith('DesignEditors', { designId });
    const { version } = await info(designId);
    const restored = await call('PUT', `${BASE}/${designId}/Versions/1/Actions/Restore`);
    expect(restored.json(), restored.body).toMatchObject({ code: 200 });
    expect(await owner.client.nextWith('DesignSaved', { designId })).toMatchObject({
      version: (version as number) + 1,
      userId: await userIdOf(t, 'admin'),
    });
    await owner.client.close();
  });
});

describe('tables created from the form', () => {
  it('are announced like a save: the design is bound under its editors', async () => {
    const designId = await createDesign({ enCode: 'presenceTables', fullName: '建表通知' });
    const owner = await tab(admin);
    owner.send({ method: 'DesignOpen', designId });
    await owner.client.nextWith('DesignEditors', { designId });
    const created = await call('POST', `${BASE}/${designId}/Actions/CreateTables`, admin, {
      tableName: 'presence_tables',
    });
    expect(created.json(), created.body).toMatchObject({ code: 200 });
    expect(await owner.client.nextWith('DesignSaved', { designId })).toMatchObject({
      version: created.json().data.version,
    });
    await owner.client.close();
  });
});

describe('frames the presence refuses', () => {
  it('answers an error frame without access to the design, and lists nobody', async () => {
    const designId = await createDesign({ type: 1, enCode: 'presenceWeb', fullName: '无权表单' });
    const stranger = await tab(outsider);
    stranger.send({ method: 'DesignOpen', designId, requestId: 'r-1' });
    expect(await stranger.client.next('error')).toMatchObject({
      code: 403,
      about: 'DesignOpen',
      requestId: 'r-1',
    });
    // 代码生成 › 功能表单 does not open 在线开发 › Web设计's designs.
    const reader = await tab(formReader);
    reader.send({ method: 'DesignOpen', designId });
    expect(await reader.client.next('error')).toMatchObject({ code: 403, about: 'DesignOpen' });
    await stranger.settled();
    await reader.settled();
    expect([...listsFor(stranger.client, designId), ...listsFor(reader.client, designId)]).toEqual([]);
    const rows = await t.database.db
      .selectFrom('baseVisualdevPresence')
      .selectAll()
      .where('visualdevId', '=', designId)
      .execute();
    expect(rows).toEqual([]);
    await stranger.client.close();
    await reader.client.close();
  });

  it('answers an error frame for a design that does not exist, in the user language', async () => {
    const owner = await tab(admin);
    owner.send({ method: 'DesignOpen', designId: 'no-such-design' });
    expect(await owner.client.next('error')).toMatchObject({
      code: 404,
      msg: '功能设计不存在',
      about: 'DesignOpen',
    });
    await owner.client.close();
  });

  it('answers an error frame for a frame without a usable id, and keeps serving the socket', async () => {
    const owner = await tab(admin);
    const bad = [
      {},
      { designId: '' },
      { designId: '   ' },
      { designId: 42 },
      { designId: ['x'] },
      { designId: 'x'.repeat(51) },
    ];
    for (const frame of bad) {
      owner.send({ method: 'DesignOpen', ...frame });
      expect(await owner.client.next('error')).toMatchObject({
        code: 400,
        msg: 'designId 必须是 1 到 50 个字符的功能设计编号',
        about: 'DesignOpen',
      });
    }
    owner.send({ method: 'DesignClose', designId: 'y'.repeat(60_000) });
    expect(await owner.client.next('error')).toMatchObject({ code: 400, about: 'DesignClose' });
    // A close of a design this socket never opened is tidy-up, not an error.
    owner.send({ method: 'DesignClose', designId: 'never-opened' });
    await owner.settled();
    expect(owner.client.frames.filter((f) => f.method === 'error')).toHaveLength(bad.length + 1);
    await owner.client.close();
  });

  it('refuses more designs on one socket than a designer tab has open', async () => {
    const owner = await tab(admin);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await formDesign(`presenceMany${i}`, `多开${i}`));
    for (const designId of ids.slice(0, 20)) {
      owner.send({ method: 'DesignOpen', designId });
      await owner.client.nextWith('DesignEditors', { designId });
    }
    owner.send({ method: 'DesignOpen', designId: ids[20] });
    expect(await owner.client.next('error')).toMatchObject({
      code: 400,
      msg: '一个连接最多同时打开 20 个功能设计',
    });
    // Opening one already open again is still allowed.
    owner.send({ method: 'DesignOpen', designId: ids[0] });
    await owner.client.nextWith('DesignEditors', { designId: ids[0] });
    await owner.client.close();
  });
});

describe('rows of a process that went away', () => {
  it('are left out of the list, deleted by the next refresh, and the editors told', async () => {
    const designId = await formDesign('presenceGone', '进程消失');
    const owner = await tab(admin);
    // Another process held a socket on the design and stopped without a word (its rows are no longer refreshed).
    await t.database.db
      .insertInto('baseVisualdevPresence')
      .values({
        socketId: 'socket-of-a-dead-process',
        visualdevId: designId,
        processId: 'dead-process',
        userId: await userIdOf(t, 'wangfang'),
        openedAt: clock.now() - 300_000,
        seenAt: clock.now() - 120_000,
      })
      .execute();
    owner.send({ method: 'DesignOpen', designId });
    const list = await owner.client.nextWith('DesignEditors', { designId });
    expect(editorsOf(list)).toEqual([await userIdOf(t, 'admin')]);
    await refreshDesignPresence(t.app.services);
    const after = await owner.client.nextWith('DesignEditors', {
      designId,
      revision: (list.revision as number) + 1,
    });
    expect(editorsOf(after)).toEqual([await userIdOf(t, 'admin')]);
    const rows = await t.database.db
      .selectFrom('baseVisualdevPresence')
      .select('processId')
      .where('visualdevId', '=', designId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].processId).not.toBe('dead-process');
    await owner.client.close();
  });
});
