import { RealtimeClose } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/platform/auth/session.service.js';
import { createTestApp, setSetting, type TestApp } from '../helpers/test-app.js';
import { connectedClient, openClient } from './realtime-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userIdOf = async (account: string) =>
  (
    await t.database.db
      .selectFrom('baseUser')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirstOrThrow()
  ).id;

describe('OnConnection', () => {
  it('answers initMessage with the counts, the default texts and the online users', async () => {
    const token = await t.login('huangmin', '123456');
    const { client, init } = await connectedClient(t.app, token);
    expect(init).toMatchObject({
      method: 'initMessage',
      unreadNoticeCount: expect.any(Number),
      unreadMessageCount: expect.any(Number),
      unreadNums: expect.any(Array),
      noticeDefaultText: expect.any(String),
      messageDefaultText: expect.any(String),
    });
    expect(init.onlineUsers).toContain(await userIdOf('huangmin'));
    await client.close();
  });

  it('adds what every registered contributor says, and survives one that fails', async () => {
    const contributors = t.app.services.realtime.initContributors;
    const good = async (userId: string) => ({ unreadNoticeCount: 7, seenBy: userId });
    const broken = async () => {
      throw new Error('a module is down');
    };
    contributors.push(good, broken);
    try {
      const token = await t.login('huangmin', '123456');
      const { client, init } = await connectedClient(t.app, token);
      expect(init.unreadNoticeCount).toBe(7);
      expect(init.seenBy).toBe(await userIdOf('huangmin'));
      expect(init.unreadMessageCount).toBe(0);
      await client.close();
    } finally {
      contributors.splice(contributors.indexOf(good), 2);
    }
  });

  it('closes with 4001 and the reason in the page language when the token is missing or wrong', async () => {
    const missing = await openClient(t.app);
    missing.send({ method: 'OnConnection', mobileDevice: false });
    expect(await missing.closed()).toEqual({
      code: RealtimeClose.unauthenticated,
      reason: '未提供登录凭证,请重新登录',
    });

    const wrong = await openClient(t.app, 'en');
    wrong.send({ method: 'OnConnection', token: 'not-a-token', mobileDevice: false });
    expect(await wrong.closed()).toEqual({
      code: RealtimeClose.unauthenticated,
      reason: 'Your login token is invalid, please log in again',
    });
  });

  it('closes with 4001 when the session has already ended', async () => {
    const token = await t.login('zhouqiang', '123456');
    await t.app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
    const client = await openClient(t.app);
    client.send({ method: 'OnConnection', token, mobileDevice: false });
    expect((await client.closed()).code).toBe(RealtimeClose.unauthenticated);
  });
});

describe('the address itself', () => {
  it('answers a plain HTTP call with the envelope saying it takes WebSocket connections only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/message/websocket',
      headers: { 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({
      code: 426,
      msg: 'This address accepts WebSocket connections only',
      data: null,
    });
  });
});

describe('frames the server refuses', () => {
  it('answers an error frame to a method sent before OnConnection, and stays open', async () => {
    const client = await openClient(t.app);
    client.send({ method: 'SendMessage', token: 'x', toUserId: 'y', messageContent: 'hi' });
    expect(await client.next('error')).toMatchObject({
      code: 401,
      msg: '请先发送 OnConnection 验证身份',
      about: 'SendMessage',
    });
    const token = await t.login('huangmin', '123456');
    client.send({ method: 'OnConnection', token, mobileDevice: false });
    await client.next('initMessage');
    await client.close();
  });

  it('explains junk, unknown methods, a wrong token and oversize frames without closing', async () => {
    const token = await t.login('huangmin', '123456');
    const { client } = await connectedClient(t.app, token);
    client.sendRaw('{not json');
    expect((await client.next('error')).msg).toBe('消息格式不正确,应为带 method 的 JSON 对象');
    client.sendRaw('[1,2,3]');
    expect((await client.next('error')).code).toBe(400);
    client.send({ method: 'NoSuchThing', token, requestId: 'r-7' });
    expect(await client.next('error')).toEqual({
      method: 'error',
      code: 400,
      msg: '不支持的消息类型: NoSuchThing',
      about: 'NoSuchThing',
      requestId: 'r-7',
    });
    client.send({ method: 'Heartbeat', token: 'someone-else' });
    expect((await client.next('error')).msg).toBe('消息中的登录凭证与连接不符');
    client.send({ method: 'SendMessage', token, messageContent: 'x'.repeat(70 * 1024) });
    expect(await client.next('error')).toMatchObject({ code: 413, msg: '消息过大,不能超过 64 KB' });
    // Still connected and served.
    client.send({ method: 'Heartbeat', token });
    await client.next('Heartbeat');
    await client.close();
  });

  it('closes a socket that sends far beyond the hard frame limit (1009)', async () => {
    const client = await openClient(t.app);
    client.sendRaw(Buffer.alloc(300 * 1024, 'a').toString());
    expect((await client.closed()).code).toBe(1009);
  });

  it('rate-limits a flood: excess frames are dropped with a notice, sustained abuse closes the socket', async () => {
    const token = await t.login('huangmin', '123456');
    const { client } = await connectedClient(t.app, token);
    for (let i = 0; i < 100; i++) client.send({ method: 'Heartbeat', token });
    expect(await client.next('error')).toMatchObject({
      code: 429,
      msg: '发送过于频繁,部分消息已被丢弃,请稍后再试',
    });
    const answered = client.frames.filter((f) => f.method === 'Heartbeat').length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.frames.filter((f) => f.method === 'Heartbeat').length).toBeLessThan(60);
    expect(answered).toBeGreaterThan(0);
    for (let i = 0; i < 400; i++) client.send({ method: 'Heartbeat', token });
    expect(await client.closed()).toEqual({ code: RealtimeClose.flood, reason: '发送过于频繁,连接已断开' });
  });

  it('turns a handler error into an error frame in the user language, and hides unexpected failures', async () => {
    const { methods } = t.app.services.realtime;
    const { badRequest } = await import('../../src/platform/errors.js');
    methods.set('TestRefuses', async () => {
      throw badRequest('realtime.alreadyConnected');
    });
    methods.set('TestCrashes', async () => {
      throw new Error('secret stack detail');
    });
    try {
      const token = await t.login('huangmin', '123456');
      const { client } = await connectedClient(t.app, token, 'en');
      client.send({ method: 'TestRefuses', token });
      expect(await client.next('error')).toMatchObject({
        code: 400,
        msg: 'This connection is already identified',
      });
      client.send({ method: 'TestCrashes', token });
      const crash = await client.next('error');
      expect(crash).toMatchObject({
        code: 500,
        msg: 'The server could not handle this message, please try again',
      });
      expect(JSON.stringify(crash)).not.toContain('secret');
      await client.close();
    } finally {
      methods.delete('TestRefuses');
      methods.delete('TestCrashes');
    }
  });
});

describe('method dispatch', () => {
  it('gives a handler the socket context and answers on that socket only', async () => {
    const { methods } = t.app.services.realtime;
    methods.set('TestEcho', async (socket, frame) => {
      socket.send({
        method: 'testEcho',
        userId: socket.context.user.id,
        sessionId: socket.context.session.id,
        lang: socket.context.lang,
        said: frame.said,
      });
    });
    try {
      const token = await t.login('huangmin', '123456');
      const { client } = await connectedClient(t.app, token);
      const { client: bystander } = await connectedClient(t.app, token);
      client.send({ method: 'TestEcho', token, said: 'hello' });
      expect(await client.next('testEcho')).toEqual({
        method: 'testEcho',
        userId: await userIdOf('huangmin'),
        sessionId: hashToken(token),
        lang: 'zh',
        said: 'hello',
      });
      expect(bystander.frames.some((f) => f.method === 'testEcho')).toBe(false);
      await Promise.all([client.close(), bystander.close()]);
    } finally {
      methods.delete('TestEcho');
    }
  });

  it('delivers a published frame to every socket of the audience', async () => {
    const token = await t.login('huangmin', '123456');
    const { client: tab1 } = await connectedClient(t.app, token);
    const { client: tab2 } = await connectedClient(t.app, token);
    const other = await t.login('zhouqiang', '123456');
    const { client: stranger } = await connectedClient(t.app, other);
    await t.app.services.realtime.hub.publish(
      { users: [await userIdOf('huangmin')] },
      { method: 'messagePush', title: 'T' },
    );
    expect((await tab1.next('messagePush')).title).toBe('T');
    expect((await tab2.next('messagePush')).title).toBe('T');
    await t.app.services.realtime.hub.publish({ everyone: true }, { method: 'everyoneHears' });
    await stranger.next('everyoneHears');
    expect(stranger.frames.some((f) => f.method === 'messagePush')).toBe(false);
    await Promise.all([tab1.close(), tab2.close(), stranger.close()]);
  });
});

describe('logout push', () => {
  it('tells a session forced offline by an administrator, in its language, and closes its sockets', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { client: zh } = await connectedClient(t.app, token);
    const { client: en } = await connectedClient(t.app, token, 'en');
    const admin = await t.login();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/OnlineUser/${hashToken(token)}`,
      headers: { authorization: admin },
    });
    expect(res.json().code).toBe(200);
    expect((await zh.next('logout')).msg).toBe('您已被管理员强制下线,请重新登录');
    expect((await en.next('logout')).msg).toBe('An administrator has signed you out, please log in again');
    expect((await zh.closed()).code).toBe(RealtimeClose.sessionEnded);
    expect((await en.closed()).code).toBe(RealtimeClose.sessionEnded);
  });

  it('tells the earlier session when a new login replaces it (single login), and leaves the new one alone', async () => {
    await setSetting(t, 'singleLogin', '1');
    try {
      const first = await t.login('zhouqiang', '123456');
      const { client: old } = await connectedClient(t.app, first);
      const second = await t.login('zhouqiang', '123456');
      const { client: fresh } = await connectedClient(t.app, second);
      expect((await old.next('logout')).msg).toBe('您的帐号在其他地方已登录,被强制踢出');
      expect((await old.closed()).code).toBe(RealtimeClose.sessionEnded);
      fresh.send({ method: 'Heartbeat', token: second });
      await fresh.next('Heartbeat');
      expect(fresh.frames.some((f) => f.method === 'logout')).toBe(false);
      await fresh.close();
    } finally {
      await setSetting(t, 'singleLogin', '2');
    }
  });

  it('closes the other tabs of a session that logs out', async () => {
    const token = await t.login('zhouqiang', '123456');
    const { client } = await connectedClient(t.app, token);
    await t.app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
    await client.next('logout');
    expect((await client.closed()).code).toBe(RealtimeClose.sessionEnded);
  });
});

describe('presence', () => {
  it('announces Online and Offline to the sockets that asked, once per user', async () => {
    const watcherToken = await t.login('admin', 'admin123');
    const { client: watcher } = await connectedClient(t.app, watcherToken);
    watcher.send({ method: 'Presence', token: watcherToken, on: true });
    watcher.send({ method: 'Heartbeat', token: watcherToken });
    await watcher.next('Heartbeat');
    const { client: unsubscribed } = await connectedClient(t.app, await t.login('huangmin', '123456'));

    const token = await t.login('zhouqiang', '123456');
    const zhouqiang = await userIdOf('zhouqiang');
    const { client: tab1 } = await connectedClient(t.app, token);
    await watcher.nextWith('Online', { userId: zhouqiang });
    const { client: tab2 } = await connectedClient(t.app, token);
    await tab1.close();
    await tab2.close();
    await watcher.nextWith('Offline', { userId: zhouqiang });
    // The second tab opening and the first closing were not announced.
    expect(watcher.frames.filter((f) => f.method === 'Online' && f.userId === zhouqiang)).toHaveLength(1);
    expect(watcher.frames.filter((f) => f.method === 'Offline' && f.userId === zhouqiang)).toHaveLength(1);
    expect(unsubscribed.frames.some((f) => f.method === 'Online' || f.method === 'Offline')).toBe(false);
    await Promise.all([watcher.close(), unsubscribed.close()]);
  });
});

describe('heartbeat', () => {
  it('terminates a signed-in socket that stopped answering pings, and keeps the ones that answer', async () => {
    const token = await t.login('huangmin', '123456');
    const { client: answering } = await connectedClient(t.app, token);
    const { client: silent } = await connectedClient(t.app, token, undefined, { autoPong: false });
    const { sockets } = t.app.services;
    expect(sockets.heartbeat()).toBe(0);
    // A frame answered after the ping was received: the client's pong went out before it, on the same stream.
    const roundTrip = async () => {
      for (let i = 0; i < 2; i++) {
        answering.send({ method: 'Heartbeat', token });
        await answering.next('Heartbeat');
      }
    };
    await roundTrip();
    expect(sockets.heartbeat()).toBe(1);
    expect((await silent.closed()).code).toBe(1006);
    await roundTrip();
    expect(sockets.heartbeat()).toBe(0);
    await answering.close();
  });
});
