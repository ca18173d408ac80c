import { RealtimeClose } from '@app/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('./feedback', () => ({ toastError: (text: string) => toasts.push(text) }));

/** A browser WebSocket stand-in: records what the client sends; the test opens, answers and closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSays(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const reload = vi.fn();
const windowListeners = new Map<string, () => void>();
vi.stubGlobal('WebSocket', FakeSocket);
vi.stubGlobal('window', {
  location: { protocol: 'https:', host: 'example.test', reload },
  addEventListener: (name: string, listener: () => void) => windowListeners.set(name, listener),
});

const { connectRealtime, disconnectRealtime, onFrame, sendFrame, useRealtime } = await import('./realtime');
const { useSession } = await import('../stores/session');
const { storage } = await import('./storage');

const latest = () => FakeSocket.all[FakeSocket.all.length - 1];
const init = {
  method: 'initMessage',
  unreadNoticeCount: 2,
  unreadMessageCount: 1,
  unreadNums: [{ userId: 'u2', unreadNum: 1 }],
  noticeDefaultText: 'N',
  messageDefaultText: 'M',
  onlineUsers: [],
};

beforeAll(() => vi.useFakeTimers());
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  disconnectRealtime();
  FakeSocket.all = [];
  toasts.length = 0;
  reload.mockClear();
  useSession.getState().setToken('tok-1');
});

describe('realtime client', () => {
  it('sends OnConnection with the token on open and takes the counts from initMessage', () => {
    connectRealtime();
    connectRealtime();
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('wss://example.test/api/message/websocket?lang=zh');
    latest().serverOpens();
    expect(latest().sent).toEqual([{ method: 'OnConnection', token: 'tok-1', mobileDevice: false }]);
    expect(useRealtime.getState().connected).toBe(false);
    latest().serverSays(init);
    expect(useRealtime.getState()).toMatchObject({
      connected: true,
      unreadNoticeCount: 2,
      unreadMessageCount: 1,
      unreadNums: [{ userId: 'u2', unreadNum: 1 }],
      noticeDefaultText: 'N',
      messageDefaultText: 'M',
    });
  });

  it('adds the token to sent frames, and refuses to send before the server accepted the connection', () => {
    connectRealtime();
    latest().serverOpens();
    expect(sendFrame({ method: 'SendMessage', toUserId: 'u2' })).toBe(false);
    latest().serverSays(init);
    expect(sendFrame({ method: 'SendMessage', toUserId: 'u2' })).toBe(true);
    expect(latest().sent[1]).toEqual({ method: 'SendMessage', toUserId: 'u2', token: 'tok-1' });
    disconnectRealtime();
    expect(sendFrame({ method: 'SendMessage' })).toBe(false);
  });

  it('hands frames to their subscribers until they unsubscribe', () => {
    const got: unknown[] = [];
    const stop = onFrame('messagePush', (frame) => got.push(frame.title));
    connectRealtime();
    latest().serverOpens();
    latest().serverSays({ method: 'messagePush', title: 'A' });
    latest().serverSays({ method: 'other', title: 'B' });
    stop();
    latest().serverSays({ method: 'messagePush', title: 'C' });
    expect(got).toEqual(['A']);
  });

  it('reconnects with a growing, jittered delay capped at 30 s, and OnConnection again each time', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    connectRealtime();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const before = FakeSocket.all.length;
      latest().serverCloses(1006);
      let waited = 0;
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    latest().serverOpens();
    expect(latest().sent[0]).toMatchObject({ method: 'OnConnection', token: 'tok-1' });
    // An accepted connection starts the backoff over.
    latest().serverSays(init);
    latest().serverCloses(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(10);
    vi.mocked(Math.random).mockRestore();
  });

  it('waits at least half the delay, so tabs that lost the server together spread out', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    connectRealtime();
    latest().serverCloses(1006);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.mocked(Math.random).mockRestore();
  });

  it('does not reconnect after the server refused the token or ended the session, nor after disconnect', () => {
    connectRealtime();
    latest().serverCloses(RealtimeClose.unauthenticated);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    disconnectRealtime();
    connectRealtime();
    latest().serverCloses(RealtimeClose.sessionEnded);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    disconnectRealtime();
    connectRealtime();
    disconnectRealtime();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('tries at once when the browser comes back online', () => {
    connectRealtime();
    latest().serverCloses(1006);
    windowListeners.get('online')?.();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("on 'logout' shows the server's message, forgets the token and reloads after 1.5 s", () => {
    connectRealtime();
    latest().serverOpens();
    latest().serverSays({ method: 'logout', msg: '您已被管理员强制下线,请重新登录' });
    expect(toasts).toEqual(['您已被管理员强制下线,请重新登录']);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(useSession.getState().token).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("on 'logout' keeps a token another tab stored meanwhile, and reloads onto it", () => {
    connectRealtime();
    latest().serverOpens();
    // Another tab of this browser signed in anew: the shared storage holds its token now.
    storage.set('token', 'tok-2');
    latest().serverSays({ method: 'logout', msg: '您的帐号在其他地方已登录,被强制踢出' });
    vi.advanceTimersByTime(1500);
    expect(storage.get('token', null)).toBe('tok-2');
    expect(reload).toHaveBeenCalledOnce();
  });

  it("on a 'logout' without a message shows 登录过期,请重新登录", () => {
    connectRealtime();
    latest().serverSays({ method: 'logout' });
    expect(toasts).toEqual(['登录过期,请重新登录']);
  });

  it('keeps counts at zero or above whatever the header asks', () => {
    const { setUnreadNoticeCount } = useRealtime.getState();
    setUnreadNoticeCount(1);
    setUnreadNoticeCount((n) => n - 5);
    expect(useRealtime.getState().unreadNoticeCount).toBe(0);
  });
});
