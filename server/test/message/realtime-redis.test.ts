import { RealtimeClose } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/auth/session.service.js';
import { LocalSockets } from '../../src/platform/realtime/local-sockets.js';
import { RedisHub } from '../../src/platform/realtime/redis-hub.js';
import { hasRedisServer, startRedisServer } from '../helpers/redis-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { connectedClient } from './realtime-client.js';

const available = hasRedisServer();
if (!available)
  console.warn(
    'realtime-redis.test.ts skipped: redis-server is not installed (apt-get install redis-server)',
  );

// Two server processes (two apps, each with its own sockets and hub) on ONE real Redis and ONE database,
// as behind a load balancer: whatever reaches one process reaches the sockets held by the other.
describe.skipIf(!available)('realtime across two processes through Redis', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let admin: string;

  const userIdOf = async (account: string) =>
    (
      await t.database.db
        .selectFrom('baseUser')
        .select('id')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startRedisServer();
    t = await createTestApp({ redisUrl: server.url });
    other = await t.secondApp();
    await (t.app.services.realtime.hub as RedisHub).ready;
    await (other.services.realtime.hub as RedisHub).ready;
    admin = await t.login();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await server?.stop();
  });

  it('delivers a frame published on one process to a socket connected to the other', async () => {
    const token = await t.login('huangmin', '123456');
    const { client } = await connectedClient(other, token);
    await t.app.services.realtime.hub.publish(
      { users: [await userIdOf('huangmin')] },
      { method: 'crossProcess', n: 1 },
    );
    expect((await client.next('crossProcess')).n).toBe(1);
    await client.close();
  });

  it('sends a chat message from a socket on one process to the receiver on the other', async () => {
    const senderToken = await t.login('huangmin', '123456');
    const receiverToken = await t.login('zhouqiang', '123456');
    const { client: sender } = await connectedClient(t.app, senderToken);
    const { client: receiver } = await connectedClient(other, receiverToken);
    sender.send({
      method: 'SendMessage',
      token: senderToken,
      toUserId: await userIdOf('zhouqiang'),
      messageType: 'text',
      messageContent: '跨进程的消息',
    });
    const got = await receiver.next('receiveMessage');
    expect(got).toMatchObject({ formUserId: await userIdOf('huangmin'), formMessage: '跨进程的消息' });
    expect((await sender.next('sendMessage')).toMessage).toBe('跨进程的消息');
    await Promise.all([sender.close(), receiver.close()]);
  });

  it('pushes a notice released through one process to a user connected to the other', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { client } = await connectedClient(other, token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: { authorization: admin },
      payload: { title: '跨进程公告', bodyText: '<p>正文</p>' },
    });
    const id = created.json().data.id as string;
    const released = await t.app.inject({
      method: 'PUT',
      url: `/api/message/${id}/Actions/Release`,
      headers: { authorization: admin },
    });
    expect(released.json().code).toBe(200);
    expect(await client.next('messagePush')).toMatchObject({ title: '跨进程公告', unreadNoticeCount: 1 });
    await client.close();
  });

  it('sends the logout push to a session forced offline through the other process', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { client } = await connectedClient(other, token);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/OnlineUser/${hashToken(token)}`,
      headers: { authorization: admin },
    });
    expect(res.json().code).toBe(200);
    expect((await client.next('logout')).msg).toBe('您已被管理员强制下线,请重新登录');
    expect((await client.closed()).code).toBe(RealtimeClose.sessionEnded);
  });

  it('lists users online on either process, and announces presence once across both', async () => {
    const watcherToken = await t.login();
    const { client: watcher } = await connectedClient(t.app, watcherToken);
    watcher.send({ method: 'Presence', token: watcherToken, on: true });
    watcher.send({ method: 'Heartbeat', token: watcherToken });
    await watcher.next('Heartbeat');

    const zhouqiang = await userIdOf('zhouqiang');
    const token = await t.login('zhouqiang', '123456');
    const { client: onOther } = await connectedClient(other, token);
    await watcher.nextWith('Online', { userId: zhouqiang });
    const { client: second, init } = await connectedClient(t.app, token);
    expect(init.onlineUsers).toContain(zhouqiang);
    expect(await t.app.services.realtime.hub.onlineUsers()).toContain(zhouqiang);

    // Closing the socket on this process leaves the user online on the other: no Offline yet.
    await second.close();
    await onOther.close();
    await watcher.nextWith('Offline', { userId: zhouqiang });
    expect(watcher.frames.filter((f) => f.method === 'Online' && f.userId === zhouqiang)).toHaveLength(1);
    expect(watcher.frames.filter((f) => f.method === 'Offline' && f.userId === zhouqiang)).toHaveLength(1);
    expect(await t.app.services.realtime.hub.onlineUsers()).not.toContain(zhouqiang);
    await watcher.close();
  });

  it('when the last sockets close on both processes at once, only one says the user went offline', async () => {
    const hubs = [t.app.services.realtime.hub, other.services.realtime.hub];
    for (let round = 0; round < 5; round++) {
      const userId = `race-${round}`;
      expect(await hubs[0].claimAnnouncement(userId, true)).toBe(true);
      const claims = await Promise.all(hubs.map((hub) => hub.claimAnnouncement(userId, false)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Coming back is always said, even where the stored state still reads online (a process died).
      expect(await hubs[1].claimAnnouncement(userId, true)).toBe(true);
      expect(await hubs[0].claimAnnouncement(userId, true)).toBe(true);
    }
  });

  it('forgets the users of a process that stopped beating, within the expiry', async () => {
    const redis = new Redis(server.url);
    const PROCESSES = 'lowcode:realtime:processes';
    const known = new Set(await redis.zrange(PROCESSES, '0', '-1'));
    const ghostSockets = new LocalSockets();
    const ghost = new RedisHub(server.url, ghostSockets, () => {});
    await ghost.ready;
    const ghostId = (await redis.zrange(PROCESSES, '0', '-1')).find((id) => !known.has(id));
    expect(ghostId).toBeDefined();
    ghostSockets.add({ userId: 'ghost-user', sessionId: 'ghost-session', deliver() {}, end() {} });
    ghost.presenceChanged('ghost-user', true);
    const hub = t.app.services.realtime.hub;
    for (let i = 0; i < 50 && !(await hub.isOnline('ghost-user')); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await hub.onlineUsers()).toContain('ghost-user');

    // Its last heartbeat is now older than the expiry: as if it had died 31 s ago.
    await redis.zadd(PROCESSES, Date.now() - 31_000, ghostId as string);
    expect(await hub.onlineUsers()).not.toContain('ghost-user');
    expect(await hub.isOnline('ghost-user')).toBe(false);
    await ghost.close();
    redis.disconnect();
  });
});

describe('the Redis hub while Redis is unreachable', () => {
  it('still delivers to the sockets of its own process and never fails the caller', async () => {
    const sockets = new LocalSockets();
    const got: string[] = [];
    sockets.add({ userId: 'u1', sessionId: 's1', deliver: (text) => got.push(text), end() {} });
    const problems: string[] = [];
    // Port 1 on loopback refuses at once.
    const hub = new RedisHub('redis://127.0.0.1:1', sockets, (_error, what) => problems.push(what));
    await hub.publish({ users: ['u1'] }, { method: 'stillHere' });
    expect(got).toEqual(['{"method":"stillHere"}']);
    expect(await hub.onlineUsers()).toEqual(['u1']);
    expect(await hub.isOnline('u1')).toBe(true);
    expect(await hub.isOnline('u2')).toBe(false);
    expect(problems).toContain('realtime publish failed');
    await hub.close();
  });
});
