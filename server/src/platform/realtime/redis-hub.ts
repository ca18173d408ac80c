import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_PREFIX } from '../redis-store.js';
import type { LocalSockets } from './local-sockets.js';
import type { Audience, EndReason, Frame, RealtimeHub } from './realtime.js';

const CHANNEL = `${REDIS_PREFIX}realtime`;
/** Each process's heartbeat time, by process id: processes that stopped beating are left out. */
const PROCESSES = `${REDIS_PREFIX}realtime:processes`;
const onlineKey = (processId: string) => `${REDIS_PREFIX}realtime:online:${processId}`;
/** The last presence change announced for a user ('1' online, '0' offline), shared by every process. */
const announcedKey = (userId: string) => `${REDIS_PREFIX}realtime:announced:${userId}`;
const ANNOUNCED_TTL_S = 86_400;
// A process rewrites its online set and beats this often; one that missed a whole TTL (crashed, cut off)
// no longer counts, and its set expires by itself.
const REFRESH_MS = 10_000;
const TTL_MS = 30_000;
// Users rewritten per SADD, so a process with many users never sends one huge command.
const SADD_BATCH = 1_000;

/** What travels on the channel: who published it, to whom, and either the frame's text or an end reason. */
type Envelope = { o: string; a: Audience; t: string } | { o: string; a: Audience; e: EndReason };

/**
 * The hub of several server processes (REDIS_URL): a frame is delivered to this process's sockets at once
 * and published on one Redis channel, from which every other process delivers it to its own sockets.
 * Presence is one Redis set of user ids per process, rewritten on a timer with an expiry, so the users of
 * a process that died disappear within TTL_MS. Redis being down loses frames for other processes (they
 * are notifications; the data they announce is in the database) but never fails the caller.
 */
export class RedisHub implements RealtimeHub {
  private readonly processId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly timer: NodeJS.Timeout;
  /** resolves once this process receives the channel's frames and counts among the live processes */
  readonly ready: Promise<void>;

  /** what went wrong while Redis is away, each said once until it is back (thousands of frames would repeat it) */
  private readonly reported = new Set<string>();
  private readonly onError: (error: unknown, what: string) => void;

  constructor(
    url: string,
    private readonly sockets: LocalSockets,
    onError: (error: unknown, what: string) => void,
  ) {
    this.onError = (error, what) => {
      if (this.reported.has(what)) return;
      this.reported.add(what);
      onError(error, what);
    };
    const options = { connectTimeout: 2_000, retryStrategy: (times: number) => Math.min(times * 200, 2_000) };
    // Commands fail at once while Redis is away instead of waiting in a queue: a chat message or a notice
    // release is never held up by the fan-out (its data is already stored).
    this.pub = new Redis(url, { ...options, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.sub = new Redis(url, options);
    // A Redis that is down reports on every retry: once until it is back.
    const report = (error: Error) => this.onError(error, 'realtime redis unreachable');
    this.pub.on('error', report);
    this.sub.on('error', report);
    this.pub.on('ready', () => {
      this.reported.clear();
      void this.refresh();
    });
    this.sub.on('message', (_channel: string, message: string) => this.receive(message));
    const connected = new Promise<void>((resolve) => this.pub.once('ready', () => resolve()));
    this.ready = Promise.all([this.sub.subscribe(CHANNEL), connected.then(() => this.refresh())]).then(
      () => undefined,
    );
    this.ready.catch((error) => this.onError(error, 'realtime subscribe failed'));
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  async publish(audience: Audience, frame: Frame): Promise<void> {
    const text = JSON.stringify(frame);
    this.sockets.deliver(audience, text);
    await this.send({ o: this.processId, a: audience, t: text });
  }

  async end(audience: Audience, reason: EndReason): Promise<void> {
    this.sockets.end(audience, reason);
    await this.send({ o: this.processId, a: audience, e: reason });
  }

  async onlineUsers(): Promise<string[]> {
    const users = new Set(this.sockets.users());
    try {
      const others = (await this.liveProcesses()).filter((id) => id !== this.processId);
      if (others.length) for (const id of await this.pub.sunion(...others.map(onlineKey))) users.add(id);
    } catch (error) {
      this.onError(error, 'realtime online users failed');
    }
    return [...users];
  }

  async isOnline(userId: string): Promise<boolean> {
    if (this.sockets.has(userId)) return true;
    try {
      const others = (await this.liveProcesses()).filter((id) => id !== this.processId);
      if (!others.length) return false;
      const pipeline = this.pub.pipeline();
      for (const id of others) pipeline.sismember(onlineKey(id), userId);
      const replies = (await pipeline.exec()) ?? [];
      return replies.some(([error, found]) => !error && found === 1);
    } catch (error) {
      this.onError(error, 'realtime presence failed');
      return false;
    }
  }

  presenceChanged(userId: string, online: boolean): void {
    const key = onlineKey(this.processId);
    const change = online ? this.pub.sadd(key, userId) : this.pub.srem(key, userId);
    change.catch((error) => this.onError(error, 'realtime presence failed'));
  }

  /**
   * Going offline: the process whose SET … GET turns the stored state from online to offline is the one
   * that says so. Coming online is always said (and recorded): after a process died without a word, its
   * users' state still reads online, and their return must be announced all the same.
   */
  async claimAnnouncement(userId: string, online: boolean): Promise<boolean> {
    try {
      if (online) {
        await this.pub.set(announcedKey(userId), '1', 'EX', ANNOUNCED_TTL_S);
        return true;
      }
      const previous = await this.pub.set(announcedKey(userId), '0', 'EX', ANNOUNCED_TTL_S, 'GET');
      return previous !== '0';
    } catch (error) {
      this.onError(error, 'realtime presence failed');
      return true;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    try {
      await this.pub.multi().del(onlineKey(this.processId)).zrem(PROCESSES, this.processId).exec();
    } catch {
      // Redis gone: the entries expire by themselves
    }
    this.sub.disconnect();
    this.pub.disconnect();
  }

  private async send(envelope: Envelope): Promise<void> {
    try {
      await this.pub.publish(CHANNEL, JSON.stringify(envelope));
    } catch (error) {
      this.onError(error, 'realtime publish failed');
    }
  }

  private receive(message: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message);
    } catch {
      return;
    }
    // This process delivered its own frames when publishing.
    if (envelope.o === this.processId) return;
    if ('e' in envelope) this.sockets.end(envelope.a, envelope.e);
    else this.sockets.deliver(envelope.a, envelope.t);
  }

  private async liveProcesses(): Promise<string[]> {
    return this.pub.zrangebyscore(PROCESSES, Date.now() - TTL_MS, '+inf');
  }

  /** Beats, drops processes that stopped beating, and rewrites this process's online set with its expiry. */
  private async refresh(): Promise<void> {
    const now = Date.now();
    const key = onlineKey(this.processId);
    const users = this.sockets.users();
    const tx = this.pub.multi().zadd(PROCESSES, now, this.processId);
    tx.zremrangebyscore(PROCESSES, '-inf', now - TTL_MS).del(key);
    for (let i = 0; i < users.length; i += SADD_BATCH) tx.sadd(key, ...users.slice(i, i + SADD_BATCH));
    tx.pexpire(key, TTL_MS);
    try {
      await tx.exec();
    } catch (error) {
      this.onError(error, 'realtime presence refresh failed');
    }
  }
}
