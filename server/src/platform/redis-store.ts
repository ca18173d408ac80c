import { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Every key this platform owns in Redis starts with this; nothing outside it is ever read or removed. */
export const REDIS_PREFIX = 'lowcode:';

// Listing stops after this many keys (the screen shows a note); a SCAN batch asks for this many at a time.
const LIST_MAX = 1_000;
const SCAN_COUNT = 500;
// A viewed value shows at most this many characters of a string and this many members of a collection.
const VALUE_CHARS = 10_000;
const VALUE_MEMBERS = 200;

export interface RedisKeyInfo {
  key: string;
  type: string;
  /** members of a hash, list, set or sorted set; 1 for a string */
  count: number;
  /** bytes, as MEMORY USAGE reports them */
  size: number;
  /** epoch ms when the key expires, or null when it has no expiry */
  overdueTime: number | null;
}

export interface RedisKeyValue extends RedisKeyInfo {
  /** the string, or members as [field, value] pairs (hash), values (list, set), [member, score] (sorted set) */
  value: string | string[] | [string, string][];
  truncated: boolean;
}

type Pipeline = ReturnType<Redis['pipeline']>;

/** A pipeline's replies; a failed command (Redis gone meanwhile) fails the whole call. */
async function execAll(pipeline: Pipeline) {
  const replies = await pipeline.exec();
  const failed = replies?.find(([error]) => error)?.[0];
  if (failed) throw failed;
  return replies;
}

const unavailable = () => new AppError(503, 503, 'cache.redisUnavailable');

/**
 * The platform's keys in the Redis named by REDIS_URL, for the 缓存管理 screen: listed with SCAN
 * (never KEYS, which blocks the server), viewed by type, deleted one by one or all together.
 */
export class RedisStore {
  private readonly client: Redis;

  constructor(
    url: string,
    onError: (error: Error) => void,
    readonly prefix = REDIS_PREFIX,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 2_000,
      // A command waits for at most one reconnection; the screen then says Redis is unreachable.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    let reported = false;
    this.client.on('error', (error: Error) => {
      // A Redis that is down reports on every retry: say it once until it comes back.
      if (!reported) onError(error);
      reported = true;
    });
    this.client.on('ready', () => {
      reported = false;
    });
  }

  /** Whether a key belongs to the platform (starts with the prefix). */
  owns(key: string): boolean {
    return key.startsWith(this.prefix) && key.length > this.prefix.length;
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.run(() => this.client.ping())) === 'PONG';
    } catch {
      return false;
    }
  }

  /** The platform's keys whose name contains `keyword` (case-insensitive), with type, size and expiry. */
  async list(keyword: string): Promise<{ keys: RedisKeyInfo[]; truncated: boolean }> {
    const needle = keyword.toLowerCase();
    const found: string[] = [];
    let truncated = false;
    for await (const batch of this.scan()) {
      for (const key of batch) {
        if (!key.toLowerCase().includes(needle)) continue;
        if (found.length >= LIST_MAX) {
          truncated = true;
          break;
        }
        found.push(key);
      }
      if (truncated) break;
    }
    found.sort();
    const keys = await this.describe(found);
    return { keys: keys.filter((k): k is RedisKeyInfo => k !== null), truncated };
  }

  /** One key with its value (cut to a readable length), or null when it does not exist. */
  async view(key: string): Promise<RedisKeyValue | null> {
    const [info] = await this.describe([key]);
    if (!info) return null;
    const c = this.client;
    return this.run(async () => {
      switch (info.type) {
        case 'string': {
          const text = (await c.getrange(key, 0, VALUE_CHARS * 4)) ?? '';
          const value = [...text].slice(0, VALUE_CHARS).join('');
          return { ...info, value, truncated: Buffer.byteLength(value) < (await c.strlen(key)) };
        }
        case 'hash': {
          const [, flat] = await c.hscan(key, 0, 'COUNT', VALUE_MEMBERS);
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
          const shown = pairs.slice(0, VALUE_MEMBERS);
          return { ...info, value: shown, truncated: shown.length < info.count };
        }
        case 'list': {
          const value = await c.lrange(key, 0, VALUE_MEMBERS - 1);
          return { ...info, value, truncated: value.length < info.count };
        }
        case 'set': {
          const [, members] = await c.sscan(key, 0, 'COUNT', VALUE_MEMBERS);
          const value = members.slice(0, VALUE_MEMBERS).sort();
          return { ...info, value, truncated: value.length < info.count };
        }
        case 'zset': {
          const flat = await c.zrange(key, '0', String(VALUE_MEMBERS - 1), 'WITHSCORES');
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
          return { ...info, value: pairs, truncated: pairs.length < info.count };
        }
        default:
          return { ...info, value: '', truncated: true };
      }
    });
  }

  /** Deletes one key of the platform; false when there was none. */
  async remove(key: string): Promise<boolean> {
    if (!this.owns(key)) return false;
    return (await this.run(() => this.client.unlink(key))) > 0;
  }

  /** Deletes every key of the platform; the number deleted. */
  async clearAll(): Promise<number> {
    let removed = 0;
    for await (const batch of this.scan()) {
      if (batch.length) removed += await this.run(() => this.client.unlink(...batch));
    }
    return removed;
  }

  async close(): Promise<void> {
    if (this.client.status === 'wait' || this.client.status === 'end') {
      this.client.disconnect();
      return;
    }
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  /** Batches of the platform's keys; SCAN may return a key twice, each batch holds only unseen ones. */
  private async *scan(): AsyncGenerator<string[]> {
    const pattern = `${this.prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    const seen = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.run(() =>
        this.client.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT),
      );
      cursor = next;
      const fresh = keys.filter((k) => !seen.has(k) && this.owns(k));
      for (const k of fresh) seen.add(k);
      yield fresh;
    } while (cursor !== '0');
  }

  /** Type, size, expiry and member count of each key; null for a key that is gone meanwhile. */
  private async describe(keys: string[]): Promise<(RedisKeyInfo | null)[]> {
    if (keys.length === 0) return [];
    const now = Date.now();
    const first = await this.run(() => {
      const p = this.client.pipeline();
      for (const key of keys) p.type(key).pttl(key).memory('USAGE', key);
      return execAll(p);
    });
    const types = keys.map((_, i) => String(first?.[i * 3]?.[1] ?? 'none'));
    const counts = await this.run(() => {
      const p = this.client.pipeline();
      keys.forEach((key, i) => {
        const type = types[i];
        if (type === 'hash') p.hlen(key);
        else if (type === 'list') p.llen(key);
        else if (type === 'set') p.scard(key);
        else if (type === 'zset') p.zcard(key);
        else if (type === 'stream') p.xlen(key);
        else p.exists(key);
      });
      return execAll(p);
    });
    return keys.map((key, i) => {
      const type = types[i];
      if (type === 'none') return null;
      const ttl = Number(first?.[i * 3 + 1]?.[1] ?? -1);
      return {
        key,
        type,
        count: Number(counts?.[i]?.[1] ?? 0),
        size: Number(first?.[i * 3 + 2]?.[1] ?? 0),
        overdueTime: ttl >= 0 ? now + ttl : null,
      };
    });
  }

  /** Runs a command, turning a connection failure into the screen's "Redis is unreachable" answer. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      // lazyConnect: the first command connects.
      return await command();
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A reply error (a wrong type, a removed key) is not a connection problem; anything else is.
      if (error instanceof Error && error.name === 'ReplyError') throw error;
      throw unavailable();
    }
  }
}
