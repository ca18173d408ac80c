import type { CacheSource } from '../../platform/cache-registry.js';
import type { RequestContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { type Lang, translate } from '../../platform/i18n/i18n.js';

/** One row of the 缓存管理 list. */
export interface CacheRow {
  /** a memory cache's code (grants, sessions, …) or the full Redis key (lowcode:…) */
  name: string;
  description: string;
  source: 'memory' | 'redis';
  /** entries held (memory), members (Redis hash/list/set), 1 (Redis string) */
  count: number;
  /** approximate bytes */
  size: number;
  /** epoch ms when a Redis key expires; null for memory caches and keys without expiry */
  overdueTime: number | null;
  /** how long entries live, as a sentence: the rule of a memory cache, "never" for a key without TTL */
  expiry: string;
}

const SAMPLE_SIZE = 20;

// 缓存管理 (SPEC §7.12, server-facts §10): this process's memory caches and the platform's Redis keys.

/**
 * The caches whose name or description contains the keyword. `redis`: off (no REDIS_URL), on, or down
 * (unreachable: the memory caches are still listed). `truncated`: more Redis keys match than are listed.
 */
export async function listCaches(
  ctx: RequestContext,
  keyword: string,
): Promise<{ list: CacheRow[]; redis: 'off' | 'on' | 'down'; truncated: boolean }> {
  const { lang } = ctx;
  const needle = keyword.trim().toLowerCase();
  const memory = ctx.services.caches
    .list()
    .map((source) => memoryRow(source, lang))
    .filter((row) => !needle || `${row.name} ${row.description}`.toLowerCase().includes(needle));
  const redis = ctx.services.redis;
  if (!redis) return { list: memory, redis: 'off', truncated: false };
  let found: Awaited<ReturnType<typeof redis.list>>;
  try {
    found = await redis.list(needle);
  } catch (error) {
    if (error instanceof AppError && error.status === 503)
      return { list: memory, redis: 'down', truncated: false };
    throw error;
  }
  const { keys, truncated } = found;
  const never = translate('cache.expiry.never', lang);
  const rows: CacheRow[] = keys.map((k) => ({
    name: k.key,
    description: translate('cache.redisKey', lang, { type: k.type }),
    source: 'redis',
    count: k.count,
    size: k.size,
    overdueTime: k.overdueTime,
    expiry: k.overdueTime === null ? never : '',
  }));
  return { list: [...memory, ...rows], redis: 'on', truncated };
}

/** A memory cache with a sample of what it holds, or a Redis key with its value. */
export async function cacheDetail(ctx: RequestContext, name: string) {
  const { lang } = ctx;
  const source = ctx.services.caches.get(name);
  if (source) return { ...memoryRow(source, lang), sample: source.sample(SAMPLE_SIZE) };
  const redis = ctx.services.redis;
  if (redis?.owns(name)) {
    const key = await redis.view(name);
    if (key) {
      const { key: _key, type, value, truncated, ...row } = key;
      return {
        name,
        description: translate('cache.redisKey', lang, { type }),
        source: 'redis' as const,
        ...row,
        expiry: row.overdueTime === null ? translate('cache.expiry.never', lang) : '',
        type,
        value,
        truncated,
      };
    }
  }
  throw notFound('cache.notFound', { name });
}

/** Clears one memory cache (the next request rebuilds it) or deletes one Redis key of the platform. */
export async function removeCache(ctx: RequestContext, name: string): Promise<void> {
  const source = ctx.services.caches.get(name);
  if (source) {
    await source.clear();
    return;
  }
  const redis = ctx.services.redis;
  if (redis?.owns(name) && (await redis.remove(name))) return;
  throw notFound('cache.notFound', { name });
}

/** Clears every memory cache of this process and deletes every key of the platform in Redis. */
export async function clearAllCaches(ctx: RequestContext): Promise<{ memory: number; redis: number }> {
  const { caches, redis } = ctx.services;
  const sources = caches.list();
  for (const source of sources) await source.clear();
  const removed = redis ? await redis.clearAll() : 0;
  return { memory: sources.length, redis: removed };
}

function memoryRow(source: CacheSource, lang: Lang): CacheRow {
  return {
    name: source.name,
    description: translate(source.description, lang),
    source: 'memory',
    count: source.count(),
    size: source.size(),
    overdueTime: null,
    expiry: translate(source.expiry, lang),
  };
}
