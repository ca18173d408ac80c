import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedId } from '../../src/db/seed/seed-id.js';
import { RequestContext } from '../../src/platform/context.js';
import type { Frame, SocketContext } from '../../src/platform/realtime/realtime.js';
import { multipartFile, pngOfSize } from '../helpers/multipart.js';
import { createTestApp, grantMenus, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
const user = (account: string) => seedId(`user:${account}`);
const HUANG = user('huangmin');
const ZHOU = user('zhouqiang');
const ZHANG = user('zhangwei');
const WANG = user('wangfang');

let tokens: Record<string, string>;

/** Signs a seeded user in; users outside 系统管理员 get a menu first, as sign-in needs one. */
async function signIn(account: string) {
  if (account !== 'huangmin' && account !== 'zhouqiang')
    await grantMenus(t, account, ['system', 'system.log']);
  return t.login(account, '123456');
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    huangmin: await signIn('huangmin'),
    zhouqiang: await signIn('zhouqiang'),
    zhangwei: await signIn('zhangwei'),
  };
});
afterAll(() => t.close());

/**
 * A browser tab as the chat sees it: the frames the hub delivers to its user (through the real
 * in-process hub) and the answers on its own socket, in arrival order.
 */
async function tab(userId: string, lang: 'zh' | 'en' = 'zh') {
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
type Tab = Awaited<ReturnType<typeof tab>>;

const messageCount = async () => (await tableCounts(t.database, ['baseImContent'])).baseImContent;
const get = (url: string, token: string, lang = 'zh') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, 'x-language': lang } });
const recent = async (token: string) => (await get('/api/message/imreply', token)).json().data.list;

async function upload(token: string, content: Buffer, name = 'photo.png', lang = 'zh') {
  const body = multipartFile(name, content, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/file/Uploader/IM',
    headers: { ...body.headers, authorization: token, 'x-language': lang },
    payload: body.payload,
  });
}

/** The page a MessageList frame answers. */
async function page(from: Tab, frame: Record<string, unknown>) {
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

describe('contacts (GET /api/permission/Users/ImUser)', () => {
  const contacts = async (query: string, token = tokens.huangmin) =>
    (await get(`/api/permission/Users/ImUser?${query}`, token)).json().data;

  it('pages every enabled user but me, 20 a page, without repeats', async () => {
    const first = await contacts('currentPage=1&pageSize=20');
    expect(first.list).toHaveLength(20);
    const total = first.pagination.total;
    expect(total).toBeGreaterThan(20);
    const second = await contacts('currentPage=2&pageSize=20');
    expect(second.list).toHaveLength(total - 20);
    const ids = [...first.list, ...second.list].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(total);
    expect(ids).not.toContain(HUANG);
    expect(first.list[0]).toEqual({
      id: expect.any(String),
      account: expect.any(String),
      realName: expect.any(String),
      headIcon: null,
      department: expect.any(String),
    });
  });

  it('finds contacts by name or account, and leaves out disabled users', async () => {
    expect((await contacts('keyword=周强')).list.map((c: { id: string }) => c.id)).toEqual([ZHOU]);
    expect((await contacts('keyword=zhouq')).list.map((c: { id: string }) => c.id)).toEqual([ZHOU]);
    await t.database.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', WANG).execute();
    try {
      expect((await contacts('keyword=wangfang')).list).toEqual([]);
    } finally {
      await t.database.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', WANG).execute();
    }
  });
});

describe('SendMessage', () => {
  let huang: Tab;
  let huang2: Tab;
  let zhou: Tab;
  beforeEach(async () => {
    huang?.close();
    huang2?.close();
    zhou?.close();
    huang = await tab(HUANG);
    huang2 = await tab(HUANG);
    zhou = await tab(ZHOU);
  });

  it('stores trimmed text and delivers it to every tab of the sender and to the receiver', async () => {
    await huang.send(ZHOU, '  你好 [微笑]\n ');
    for (const own of [huang, huang2]) {
      expect(own.last('sendMessage')).toMatchObject({
        UserId: HUANG,
        toUserId: ZHOU,
        messageType: 'text',
        toMessage: '你好 [微笑]',
        toRealName: '周强',
        toAccount: 'zhouqiang',
      });
    }
    expect(zhou.of('receiveMessage')).toHaveLength(1);
    expect(zhou.last('receiveMessage')).toMatchObject({
      formUserId: HUANG,
      formMessage: '你好 [微笑]',
      messageType: 'text',
      realName: '黄敏',
      account: 'huangmin',
      dateTime: t.clock.now(),
    });
    const stored = await t.database.db
      .selectFrom('baseImContent')
      .selectAll()
      .where('sendUserId', '=', HUANG)
      .orderBy('sendTime', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      content: '你好 [微笑]',
      contentType: 'text',
      state: 0,
      receiveUserId: ZHOU,
    });
  });

  it('stores and delivers messages sent at the same moment (one write batch on SQLite), in order', async () => {
    const before = await messageCount();
    const texts = ['一', '二', '三', '四', '五'];
    // Not awaited one by one: the sends reach the store in the same tick, as frames from many sockets do.
    await Promise.all([...texts.map((text) => huang.send(ZHOU, text)), zhou.send(HUANG, '回复')]);
    expect(await messageCount()).toBe(before + 6);
    expect(huang.of('receiveMessage').map((f) => f.formMessage)).toEqual(['回复']);
    const received = zhou.of('receiveMessage').map((f) => f.formMessage);
    const echoed = huang.of('sendMessage').map((f) => f.toMessage);
    if (t.database.dialect === 'postgres') {
      // Each message is its own statement on a pool there, so concurrent sends commit in any order (a real
      // socket handles its frames one after the other); all are stored and delivered.
      expect(received.sort()).toEqual([...texts].sort());
      expect(echoed.sort()).toEqual([...texts].sort());
      return;
    }
    expect(received).toEqual(texts);
    expect(echoed).toEqual(texts);
    // Each direction's latest line is its last message.
    const lines = await t.database.db
      .selectFrom('baseImReply')
      .select(['userId', 'latestMessage'])
      .where('userId', 'in', [HUANG, ZHOU])
      .where('receiveUserId', 'in', [HUANG, ZHOU])
      .execute();
    expect(Object.fromEntries(lines.map((l) => [l.userId, l.latestMessage]))).toEqual({
      [HUANG]: '五',
      [ZHOU]: '回复',
    });
  });

  it('never stores empty or whitespace text, and says why on the sender socket only', async () => {
    const before = await messageCount();
    await huang.send(ZHOU, '   \n\t ');
    await huang.send(ZHOU, '');
    await huang.send(ZHOU, null);
    expect(await messageCount()).toBe(before);
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '不能发送空白消息',
      '不能发送空白消息',
      '不能发送空白消息',
    ]);
    expect(huang2.of('error')).toEqual([]);
    expect(zhou.frames).toEqual([]);
  });

  it('refuses text over the length cap in the socket language, and takes text at the cap', async () => {
    const before = await messageCount();
    const en = await tab(HUANG, 'en');
    await en.send(ZHOU, 'a'.repeat(2001));
    expect(en.last('error')).toMatchObject({
      about: 'SendMessage',
      code: 400,
      msg: 'A message may have at most 2000 characters',
    });
    expect(await messageCount()).toBe(before);
    // Emoji count as one character each.
    await en.send(ZHOU, '😀'.repeat(2000));
    expect(await messageCount()).toBe(before + 1);
    en.close();
  });

  it('refuses unknown, disabled and own receivers, and types it cannot send', async () => {
    const before = await messageCount();
    await huang.send('no-such-user', 'hi');
    await t.database.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', WANG).execute();
    try {
      // The people cache heard the write to base_user in this process: disabled at once.
      await huang.send(WANG, 'hi');
    } finally {
      await t.database.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', WANG).execute();
    }
    await huang.send(HUANG, 'hi');
    await huang.send(ZHOU, { path: '/x.mp3', length: 3 }, 'voice');
    await huang.send('', 'hi');
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '对方不存在或已被停用，无法发送',
      '对方不存在或已被停用，无法发送',
      '不能给自己发消息',
      '不支持发送该类型的消息：voice',
      '请选择聊天对象',
    ]);
    expect(await messageCount()).toBe(before);
  });

  it('sends an image only when it names an IM image the sender uploaded', async () => {
    const mine = (await upload(tokens.huangmin, pngOfSize(2048))).json().data;
    const theirs = (await upload(tokens.zhouqiang, pngOfSize(2048))).json().data;
    expect(mine.name).toMatch(/^\d{8}_[0-9a-f]{32}\.png$/);
    const before = await messageCount();
    await huang.send(ZHOU, { name: theirs.name, width: 10, height: 10 }, 'image');
    await huang.send(
      ZHOU,
      { name: '20260101_00000000000000000000000000000000.png', width: 1, height: 1 },
      'image',
    );
    await huang.send(ZHOU, { name: '../../etc/passwd', width: 1, height: 1 }, 'image');
    await huang.send(ZHOU, { name: mine.name, width: 0, height: 10 }, 'image');
    expect(huang.of('error').map((f) => f.msg)).toEqual([
      '图片不存在或不是你上传的，请重新上传',
      '图片不存在或不是你上传的，请重新上传',
      '图片消息不完整，请重新发送图片',
      '图片消息不完整，请重新发送图片',
    ]);
    expect(await messageCount()).toBe(before);

    await huang.send(ZHOU, { name: mine.name, width: 640, height: 480 }, 'image');
    const media = { path: `/api/file/Image/IM/${mine.name}`, width: 640, height: 480 };
    expect(zhou.last('receiveMessage')).toMatchObject({ messageType: 'image', formMessage: media });
    expect(huang.last('sendMessage')).toMatchObject({ messageType: 'image', toMessage: media });
    const shown = await t.app.inject({ method: 'GET', url: media.path });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
  });
});

describe('MessageList', () => {
  let zhang: Tab;
  let zhou: Tab;
  beforeAll(async () => {
    zhang = await tab(ZHANG);
    zhou = await tab(ZHOU);
    // 35 messages between 张伟 and 周强, one a second, alternating senders.
    for (let i = 1; i <= 35; i++) {
      t.clock.advance(1000);
      if (i % 2) await zhang.send(ZHOU, `第${i}条${i === 7 ? ' 会议改到三点' : ''}`);
      else await zhou.send(ZHANG, `第${i}条`);
    }
  });
  afterAll(() => {
    zhang.close();
    zhou.close();
  });

  it('opens on the latest 30, newest first, and pages older ones', async () => {
    const latest = await page(zhang, {
      toUserId: ZHOU,
      formUserId: ZHANG,
      currentPage: 1,
      pageSize: 30,
      sord: 'desc',
    });
    expect(latest.list).toHaveLength(30);
    expect(latest.pagination.total).toBe(35);
    expect(latest.list[0].content).toBe('第35条');
    expect(latest.list[29].content).toBe('第6条');
    const older = await page(zhang, {
      toUserId: ZHOU,
      formUserId: ZHANG,
      currentPage: 2,
      pageSize: 30,
      sord: 'desc',
    });
    expect(older.list.map((m) => m.content)).toEqual(['第5条', '第4条', '第3条', '第2条', '第1条']);
  });

  it('answers the history oldest first, 50 a page, searched by keyword, with the request echoed', async () => {
    const history = await page(zhou, {
      toUserId: ZHANG,
      formUserId: ZHOU,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
      requestId: 'history-1',
    });
    expect(history).toMatchObject({ toUserId: ZHANG, sord: 'asc', requestId: 'history-1' });
    expect(history.list).toHaveLength(35);
    expect(history.list[0]).toMatchObject({ content: '第1条', sendUserId: ZHANG });
    const found = await page(zhou, {
      toUserId: ZHANG,
      currentPage: 1,
      pageSize: 50,
      sord: 'asc',
      keyword: '三点',
    });
    expect(found.list.map((m) => m.content)).toEqual(['第7条 会议改到三点']);
    // % and _ are literal, not wildcards.
    expect((await page(zhou, { toUserId: ZHANG, keyword: '%' })).list).toEqual([]);
  });

  it("never shows a third person's conversation", async () => {
    const huang = await tab(HUANG);
    // formUserId naming someone else is refused outright.
    const refused = await page(huang, { toUserId: ZHOU, formUserId: ZHANG, currentPage: 1, pageSize: 30 });
    expect(refused).toMatchObject({ method: 'error', msg: '只能查看自己参与的聊天记录' });
    // Asking for 张伟 gives 黄敏's own conversation with 张伟 (none), not 张伟's with 周强.
    const own = await page(huang, { toUserId: ZHANG, formUserId: HUANG, currentPage: 1, pageSize: 30 });
    expect(own.list).toEqual([]);
    expect(own.pagination.total).toBe(0);
    huang.close();
  });

  it('refuses a page size over 100 or a wrong order', async () => {
    expect((await page(zhang, { toUserId: ZHOU, pageSize: 101 })).msg).toBe('聊天记录的查询条件不正确');
    expect((await page(zhang, { toUserId: ZHOU, sord: 'random()' })).msg).toBe('聊天记录的查询条件不正确');
    expect((await page(zhang, { toUserId: ZHOU, currentPage: 0 })).msg).toBe('聊天记录的查询条件不正确');
  });
});

/** The chat's part of the initMessage frame a socket of this user would receive. */
async function initMessageOf(userId: string): Promise<{ unreadNums?: unknown[] }> {
  // Other areas contribute too; only the contribution carrying unreadNums is the chat's.
  const parts = await Promise.allSettled(t.app.services.realtime.initContributors.map((c) => c(userId)));
  const chat = parts.find((p) => p.status === 'fulfilled' && 'unreadNums' in p.value);
  if (chat?.status !== 'fulfilled') throw new Error('no unreadNums contributed');
  return chat.value;
}

describe('unread counts, read marks and recent chats', () => {
  it('counts unread per sender, lists recent chats newest first, and marks one sender read', async () => {
    const lin = user('lina');
    const liu = user('liuyang');
    const linTab = await tab(lin);
    const liuTab = await tab(liu);
    const chen = await tab(user('chenjing'));
    const chenToken = await signIn('chenjing');
    t.clock.advance(1000);
    await linTab.send(user('chenjing'), '报销单请查收');
    t.clock.advance(1000);
    await linTab.send(user('chenjing'), '附件在邮件里');
    t.clock.advance(1000);
    await liuTab.send(user('chenjing'), '下午开会');
    t.clock.advance(1000);
    await chen.send(lin, '收到');

    const merged = await initMessageOf(user('chenjing'));
    expect(merged.unreadNums).toEqual(
      expect.arrayContaining([
        { userId: lin, unreadNum: 2 },
        { userId: liu, unreadNum: 1 },
      ]),
    );
    expect(merged.unreadNums).toHaveLength(2);

    // 李娜's conversation has the newest line (陈静's own reply), so it comes first.
    const list = await recent(chenToken);
    expect(list.map((c: { id: string }) => c.id)).toEqual([lin, liu]);
    expect(list[0]).toMatchObject({
      realName: '李娜',
      account: 'lina',
      latestMessage: '收到',
      messageType: 'text',
      unreadMessage: 2,
      latestDate: t.clock.now(),
    });
    expect(list[1]).toMatchObject({ latestMessage: '下午开会', unreadMessage: 1 });

    linTab.clear();
    t.clock.advance(1000);
    await chen.read(lin);
    // The sender sees read marks; the reader's other tabs drop the count.
    const mark = {
      method: 'readMessage',
      senderId: lin,
      readerId: user('chenjing'),
      readTime: t.clock.now(),
    };
    expect(linTab.last('readMessage')).toEqual(mark);
    expect(chen.last('readMessage')).toEqual(mark);
    const after = await recent(chenToken);
    expect(after.map((c: { unreadMessage: number }) => c.unreadMessage)).toEqual([0, 1]);
    const stored = await t.database.db
      .selectFrom('baseImContent')
      .select(['state', 'receiveTime'])
      .where('sendUserId', '=', lin)
      .where('receiveUserId', '=', user('chenjing'))
      .execute();
    expect(stored).toEqual([
      { state: 1, receiveTime: t.clock.now() },
      { state: 1, receiveTime: t.clock.now() },
    ]);
    // 刘洋's message stays unread; reading again changes nothing and tells no one.
    linTab.clear();
    await chen.read(lin);
    expect(linTab.frames).toEqual([]);
    const again = await initMessageOf(user('chenjing'));
    expect(again.unreadNums).toEqual([{ userId: liu, unreadNum: 1 }]);
    for (const x of [linTab, liuTab, chen]) x.close();
  });

  it('shows an image as the latest line with its type, and nothing for someone who never chatted', async () => {
    const token = await signIn('zhaolei');
    expect(await recent(token)).toEqual([]);
    const sender = await tab(user('yangfan'));
    const name = (await upload(await signIn('yangfan'), pngOfSize(100))).json().data.name;
    t.clock.advance(1000);
    await sender.send(user('zhaolei'), { name, width: 3, height: 4 }, 'image');
    const [first] = await recent(token);
    expect(first).toMatchObject({ id: user('yangfan'), messageType: 'image', unreadMessage: 1 });
    expect(JSON.parse(first.latestMessage)).toEqual({
      path: `/api/file/Image/IM/${name}`,
      width: 3,
      height: 4,
    });
    sender.close();
  });

  it('leaves out of the recent chats a person deleted since', async () => {
    const token = await signIn('linfeng');
    const sender = await tab(user('luoqian'));
    t.clock.advance(1000);
    await sender.send(user('linfeng'), '周五前交周报');
    expect((await recent(token)).map((c: { id: string }) => c.id)).toEqual([user('luoqian')]);
    await t.database.db
      .updateTable('baseUser')
      .set({ deleteMark: 1, deleteTime: t.clock.now() })
      .where('id', '=', user('luoqian'))
      .execute();
    try {
      expect(await recent(token)).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('baseUser')
        .set({ deleteMark: null, deleteTime: null })
        .where('id', '=', user('luoqian'))
        .execute();
      sender.close();
    }
  });

  it('asks for a sign-in without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/message/imreply' });
    expect(res.statusCode).toBe(401);
  });
});

describe('chat image upload (POST /api/file/Uploader/IM)', () => {
  const files = () => tableCounts(t.database, ['baseFile']);

  it('takes an image just under 5 MB and refuses one at 5 MB with 图片大小不能超过5M', async () => {
    const ok = await upload(tokens.huangmin, pngOfSize(5 * 1024 * 1024 - 1));
    expect(ok.json()).toMatchObject({
      code: 200,
      data: { name: expect.any(String), url: expect.any(String) },
    });
    const before = await files();
    const big = await upload(tokens.huangmin, pngOfSize(5 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, msg: '图片大小不能超过5M' });
    const bigger = await upload(tokens.huangmin, pngOfSize(6 * 1024 * 1024), 'big.png', 'en');
    expect(bigger.json().msg).toBe('The image must be smaller than 5 MB');
    const zhtw = await upload(tokens.huangmin, pngOfSize(6 * 1024 * 1024), 'big.png', 'zhtw');
    expect(zhtw.json().msg).toBe('圖片大小不能超過5M');
    expect(await files()).toEqual(before);
  });

  it('refuses two images in one request and stores neither', async () => {
    const before = await files();
    const b = 'ChatBoundary';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngOfSize(100),
        Buffer.from('\r\n'),
      ]);
    for (const count of [2, 3]) {
      const names = Array.from({ length: count }, (_, i) => `p${i}.png`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/IM',
        headers: { authorization: tokens.huangmin, 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.concat([...names.map(part), Buffer.from(`--${b}--\r\n`)]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('一次只能发送一张图片');
    }
    expect(await files()).toEqual(before);
  });

  it('refuses what is not an image by its bytes, whatever its name says', async () => {
    const before = await files();
    const html = await upload(tokens.huangmin, Buffer.from('<img src=x onerror=alert(1)>'), 'x.png');
    expect(html.statusCode).toBe(400);
    expect(html.json().msg).toBe('只能发送图片(jpg、png、gif、webp、bmp)');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(tokens.huangmin, svg, 'x.svg')).json().msg).toBe(
      '只能发送图片(jpg、png、gif、webp、bmp)',
    );
    const empty = await upload(tokens.huangmin, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await files()).toEqual(before);
  });

  it('asks for a sign-in without a token', async () => {
    const body = multipartFile('a.png', pngOfSize(100), 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/file/Uploader/IM', ...body });
    expect(res.statusCode).toBe(401);
  });
});
