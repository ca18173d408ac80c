import { afterAll, beforeAll } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { RequestContext } from '../../src/platform/context.js';
import type { Frame, SocketContext } from '../../src/platform/realtime/realtime.js';
import { multipartFile } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

export let t: TestApp;
export const user = (account: string) => seedId(`user:${account}`);
export const HUANG = user('huangmin');
export const ZHOU = user('zhouqiang');
export const ZHANG = user('zhangwei');
export const WANG = user('wangfang');

export let tokens: Record<string, string>;

/** Signs a seeded user in; users outside 系统管理员 get a menu first, as sign-in needs one. */
export async function signIn(account: string) {
  if (account !== 'huangmin' && account !== 'zhouqiang')
    await grantMenus(t, account, ['system', 'system.log']);
  return t.login(account, '123456');
}

/**
 * A browser tab as the chat sees it: the frames the hub delivers to its user (through the real
 * in-process hub) and the answers on its own socket, in arrival order.
 */
export async function tab(userId: string, lang: 'zh' | 'en' = 'zh') {
  const frames: Frame[] = [];
  // A real session of the user, as OnConnection would have checked it; its context is what handlers act as.
  const { sessions } = t.app.services;
  const session = await sessions.resolve((await sessions.create(userId, '127.0.0.1', 'chat test tab')).token);
  const local = {
    userId,
    sessionId: session.id,
    deliver: (text: string) => {
      frames.push(JSON.parse(text));
    },
    end: () => {},
  };
  t.app.services.sockets.add(local);
  const socket: SocketContext = {
    context: new RequestContext(t.app.services, { kind: 'user', session }, lang),
    send: (frame) => frames.push(frame),
    socketId: local.sessionId,
    subscribe: (topic, on) => t.app.services.sockets.subscribe(local, topic, on),
    onClose: () => {},
  };
  const call = async (method: string, frame: Record<string, unknown>) => {
    const handler = t.app.services.realtime.methods.get(method);
    if (!handler) throw new Error(`${method} is not registered`);
    await handler(socket, { method, token: 'ignored', ...frame });
  };
  return {
    frames,
    of: (method: string) => frames.filter((f) => f.method === method),
    last: (method: string) => frames.filter((f) => f.method === method).at(-1),
    clear: () => frames.splice(0),
    close: () => t.app.services.sockets.remove(local),
    send: (toUserId: string, messageContent: unknown, messageType = 'text') =>
      call('SendMessage', { toUserId, messageType, messageContent }),
    list: (frame: Record<string, unknown>) => call('MessageList', frame),
    read: (formUserId: string) => call('UpdateReadMessage', { formUserId }),
  };
}
export type Tab = Awaited<ReturnType<typeof tab>>;

export const messageCount = async () => (await tableCounts(t.database, ['baseImContent'])).baseImContent;
export const get = (url: string, token: string, lang = 'zh') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, 'x-language': lang } });
export const recent = async (token: string) => (await get('/api/message/imreply', token)).json().data.list;

export async function upload(token: string, content: Buffer, name = 'photo.png', lang = 'zh') {
  const body = multipartFile(name, content, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/file/Uploader/IM',
    headers: { ...body.headers, authorization: token, 'x-language': lang },
    payload: body.payload,
  });
}

/** The page a MessageList frame answers. */
export async function page(from: Tab, frame: Record<string, unknown>) {
  from.clear();
  await from.list(frame);
  const answer = from.last('messageList') ?? from.last('error');
  if (!answer) throw new Error('no answer');
  return answer as Frame & {
    list: { sendUserId: string; content: string; state: number }[];
    pagination: { total: number };
    msg?: string;
  };
}

/** A fresh app for the test file, made ready as every test here expects. */
export function useChatApp() {
  beforeAll(async () => {
    t = await createTestApp();
    tokens = {
      huangmin: await signIn('huangmin'),
      zhouqiang: await signIn('zhouqiang'),
      zhangwei: await signIn('zhangwei'),
    };
  });
  afterAll(() => t.close());
}
