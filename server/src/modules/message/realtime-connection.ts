import { randomUUID } from 'node:crypto';
import { REALTIME_MAX_FRAME_BYTES, RealtimeClose } from '@app/common';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { asLang, type Lang, type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { LocalSocket } from '../../platform/realtime/local-sockets.js';
import {
  type EndReason,
  type Frame,
  PRESENCE_TOPIC,
  type SocketContext,
} from '../../platform/realtime/realtime.js';
import { TokenBucket } from '../../platform/realtime/token-bucket.js';
import type { AppServices } from '../../platform/services.js';
import { initMessageText } from './realtime-init.js';

// A client may send this many frames at once and this many a second after that; chat typing and paging
// stay far below it. Frames over the limit are dropped with one notice a second.
const BURST = 30;
const PER_SECOND = 15;
// This many frames dropped within FLOOD_WINDOW_MS is abuse, not a hasty user: the socket is closed.
const FLOOD_DROPS = 200;
const FLOOD_WINDOW_MS = 10_000;
// A socket that never says who it is goes away, so idle unauthenticated sockets cannot pile up.
const HANDSHAKE_MS = 10_000;
// A client that reads nothing while frames queue up is cut off before it holds the server's memory.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const LOGOUT_KEYS: Record<EndReason, MessageKey> = {
  forced: 'auth.forced',
  replaced: 'auth.replaced',
  logout: 'auth.expired',
};

/**
 * One browser tab's socket (SPEC §7.15): waits for OnConnection with a token, then answers initMessage and
 * dispatches every later frame to the method registered by its module. Frames are handled one after the
 * other, so a client sees its answers in the order it asked.
 */
export class RealtimeConnection implements LocalSocket {
  userId = '';
  sessionId = '';
  /** answered the last ping; the heartbeat terminates sockets that did not */
  private alive = true;
  private token = '';
  private lang: Lang;
  private registered = false;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly bucket: TokenBucket;
  private drops = 0;
  private dropWindowStart = 0;
  private lastDropNotice = 0;
  private readonly handshakeTimer: NodeJS.Timeout;
  private handlerContext: SocketContext | undefined;
  /** unique across processes: what a module keeps per socket is keyed by it */
  private readonly socketId = randomUUID();
  private closeListeners: (() => void)[] = [];

  constructor(
    private readonly socket: WebSocket,
    private readonly services: AppServices,
    private readonly log: FastifyBaseLogger,
    lang: Lang,
  ) {
    this.lang = lang;
    this.bucket = new TokenBucket(BURST, PER_SECOND, Date.now());
    this.handshakeTimer = setTimeout(() => {
      if (!this.registered) this.close(RealtimeClose.noHandshake, 'realtime.noHandshake');
    }, HANDSHAKE_MS);
    this.handshakeTimer.unref();
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.closedByPeer());
  }

  deliver(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
  }

  heartbeat(): boolean {
    if (!this.alive) {
      this.socket.terminate();
      return false;
    }
    this.alive = false;
    this.socket.ping();
    return true;
  }

  send(frame: Frame): void {
    this.deliver(JSON.stringify(frame));
  }

  end(reason: EndReason): void {
    if (this.closed) return;
    const key = LOGOUT_KEYS[reason];
    this.send({ method: 'logout', msg: translate(key, this.lang) });
    this.close(RealtimeClose.sessionEnded, key);
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (!this.admit()) return;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (size > REALTIME_MAX_FRAME_BYTES) {
      this.refuse(413, 'realtime.tooLarge', { params: { limit: REALTIME_MAX_FRAME_BYTES / 1024 } });
      return;
    }
    const frame = isBinary ? null : parseFrame(data);
    if (!frame) {
      this.refuse(400, 'realtime.badFrame');
      return;
    }
    this.queue = this.queue.then(() => this.handle(frame));
  }

  /** The rate limit: false when the frame is dropped; a sustained flood closes the socket. */
  private admit(): boolean {
    const now = Date.now();
    if (this.bucket.take(now)) return true;
    if (now - this.dropWindowStart > FLOOD_WINDOW_MS) {
      this.dropWindowStart = now;
      this.drops = 0;
    }
    this.drops += 1;
    if (this.drops >= FLOOD_DROPS) {
      this.close(RealtimeClose.flood, 'realtime.flood');
      return false;
    }
    if (now - this.lastDropNotice >= 1_000) {
      this.lastDropNotice = now;
      this.refuse(429, 'realtime.tooFast');
    }
    return false;
  }

  private async handle(frame: Record<string, unknown>): Promise<void> {
    if (this.closed) return;
    const method = frame.method as string;
    try {
      if (method === 'OnConnection') return await this.connect(frame);
      if (!this.registered) return this.refuse(401, 'realtime.notConnected', { frame });
      if (frame.token !== this.token) return this.refuse(401, 'realtime.tokenMismatch', { frame });
      // Every frame checks the session again (cached for a few seconds): a session ended on another process
      // without a shared hub, or timed out, ends its socket here.
      const session = await this.services.sessions.resolve(this.token);
      if (method === 'Heartbeat') return this.send({ method: 'Heartbeat' });
      if (method === 'Presence')
        return this.services.sockets.subscribe(this, PRESENCE_TOPIC, frame.on !== false);
      const handler = this.services.realtime.methods.get(method);
      if (!handler)
        return this.refuse(400, 'realtime.unknownMethod', { frame, params: { method: method.slice(0, 50) } });
      await handler(this.contextFor(session), frame);
    } catch (error) {
      this.failed(error, frame);
    }
  }

  private async connect(frame: Record<string, unknown>): Promise<void> {
    if (this.registered) return this.refuse(400, 'realtime.alreadyConnected', { frame });
    const token = typeof frame.token === 'string' ? frame.token.trim() : '';
    if (!token) return this.close(RealtimeClose.unauthenticated, 'realtime.noToken');
    let session: ActiveSession;
    try {
      session = await this.services.sessions.resolve(token);
    } catch (error) {
      if (error instanceof AppError) return this.close(RealtimeClose.unauthenticated, error.key);
      throw error;
    }
    if (this.closed) return;
    clearTimeout(this.handshakeTimer);
    this.token = token;
    // The user's own language wins over the page's, as for HTTP calls (access.hook.ts).
    this.lang = asLang(session.user.language) ?? this.lang;
    this.userId = session.user.id;
    this.sessionId = session.id;
    this.registered = true;
    const { hub } = this.services.realtime;
    const wasOnline = await hub.isOnline(this.userId);
    if (this.closed) return;
    if (this.services.sockets.add(this)) hub.presenceChanged(this.userId, true);
    this.deliver(await initMessageText(this.contextFor(session).context, this.log));
    if (!wasOnline && (await hub.claimAnnouncement(this.userId, true)))
      await hub.publish({ topic: PRESENCE_TOPIC }, { method: 'Online', userId: this.userId });
  }

  /**
   * What a method handler gets: the socket's user acting in the socket's language. Rebuilt only when the
   * session lookup answers a new object (its cache is renewed every few seconds, or the user was edited),
   * so a burst of frames shares one context and a long-lived socket never acts on a stale user.
   */
  private contextFor(session: ActiveSession): SocketContext {
    if (this.handlerContext?.context.session !== session) {
      this.handlerContext = {
        context: new RequestContext(this.services, { kind: 'user', session }, this.lang),
        send: (frame) => this.send(frame),
        socketId: this.socketId,
        subscribe: (topic, on) => {
          if (!this.closed) this.services.sockets.subscribe(this, topic, on);
        },
        onClose: (listener) => {
          if (this.closed) listener();
          else this.closeListeners.push(listener);
        },
      };
    }
    return this.handlerContext;
  }

  /** A handler's refusal goes back in the user's language; a session that ended ends the socket. */
  private failed(error: unknown, frame: Record<string, unknown>): void {
    if (error instanceof AppError && error.status === 401) {
      this.end(error.code === 601 ? 'replaced' : 'logout');
    } else if (error instanceof AppError) {
      this.refuse(error.code, error.key, { frame, params: error.params });
    } else {
      this.log.error({ err: error, method: frame.method }, 'realtime frame failed');
      this.refuse(500, 'realtime.failed', { frame });
    }
  }

  /**
   * An error frame in the socket's language. It names the refused frame's method (`about`) and echoes its
   * requestId, so a client matches the refusal to what it sent.
   */
  private refuse(
    code: number,
    key: MessageKey,
    { frame, params }: { frame?: Record<string, unknown>; params?: MessageParams } = {},
  ): void {
    const answer: Frame = { method: 'error', code, msg: translate(key, this.lang, params) };
    if (typeof frame?.method === 'string') answer.about = frame.method.slice(0, 50);
    const requestId = frame?.requestId;
    if ((typeof requestId === 'string' && requestId.length <= 100) || Number.isFinite(requestId))
      answer.requestId = requestId;
    this.send(answer);
  }

  private close(code: number, key: MessageKey): void {
    if (this.closed) return;
    // The reason travels in the close frame (at most 123 bytes); the message texts fit.
    const reason = translate(key, this.lang);
    this.unregister();
    this.socket.close(code, Buffer.byteLength(reason) <= 123 ? reason : undefined);
  }

  private closedByPeer(): void {
    this.unregister();
  }

  private unregister(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.handshakeTimer);
    if (!this.registered) return;
    for (const listener of this.closeListeners.splice(0)) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error }, 'realtime close listener failed');
      }
    }
    const { hub } = this.services.realtime;
    if (!this.services.sockets.remove(this)) return;
    hub.presenceChanged(this.userId, false);
    const userId = this.userId;
    void (async () => {
      if (!(await hub.isOnline(userId)) && (await hub.claimAnnouncement(userId, false)))
        await hub.publish({ topic: PRESENCE_TOPIC }, { method: 'Offline', userId });
    })().catch((error) => this.log.warn({ err: error }, 'realtime presence failed'));
  }
}

/** The frame as an object with a method name, or null for anything else (not JSON, an array, no method). */
function parseFrame(data: RawData): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString());
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const method = (value as { method?: unknown }).method;
  return typeof method === 'string' && method.length > 0 ? (value as Record<string, unknown>) : null;
}
