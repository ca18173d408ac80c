import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer } from '../helpers/redis-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE = '/api/system/CacheManage';
const available = hasRedisServer();
if (!available)
  console.warn('cache-redis.test.ts skipped: redis-server is not installed (apt-get install redis-server)');

describe.skipIf(!available)('缓存管理 with REDIS_URL', () => {
  let t: TestApp;
  let admin: string;
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let redis: Redis;

  const call = (method: 'GET' | 'DELETE' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { authorization: admin } });
  const redisRows = async (query = '') =>
    ((await call('GET', `${BASE}${query}`)).json().data.list as { name: string; source: string }[]).filter(
      (r) => r.source === 'redis',
    );

  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
    redis.on('error', () => {}); // the last test stops the server under it
    t = await createTestApp({ redisUrl: server.url });
    admin = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    await server?.stop();
  });

  it("lists the keys under the platform's prefix with type, size and expiry, and nothing else", async () => {
    await redis.flushall();
    await redis.set('lowcode:settings:version', 'v1', 'EX', 600);
    await redis.hset('lowcode:user:42', { account: 'huangmin', realName: '黄敏' });
    await redis.rpush('lowcode:queue', 'a', 'b', 'c');
    await redis.sadd('lowcode:online', 'u1', 'u2');
    await redis.set('other-app:secret', 'keep me');

    const res = await call('GET', BASE);
    expect(res.json().data.redis).toBe('on');
    const rows = (res.json().data.list as Record<string, unknown>[]).filter((r) => r.source === 'redis');
    expect(rows.map((r) => r.name)).toEqual([
      'lowcode:online',
      'lowcode:queue',
      'lowcode:settings:version',
      'lowcode:user:42',
    ]);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['lowcode:queue']).toMatchObject({ count: 3, overdueTime: null, expiry: '永不过期' });
    expect(byName['lowcode:user:42']).toMatchObject({ count: 2, description: 'Redis 键（hash）' });
    const version = byName['lowcode:settings:version'] as {
      overdueTime: number;
      size: number;
      expiry: string;
    };
    expect(version.overdueTime).toBeGreaterThan(Date.now() + 590_000);
    expect(version.overdueTime).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(version.size).toBeGreaterThan(0);
    expect(version.expiry).toBe('');
    // The memory caches are listed beside them.
    expect((res.json().data.list as { name: string }[]).some((r) => r.name === 'grants')).toBe(true);

    expect((await redisRows('?keyword=USER')).map((r) => r.name)).toEqual(['lowcode:user:42']);
  });

  it('shows a key by its type', async () => {
    const value = async (key: string) =>
      (await call('GET', `${BASE}/${encodeURIComponent(key)}`)).json().data;
    expect(await value('lowcode:settings:version')).toMatchObject({
      type: 'string',
      value: 'v1',
      truncated: false,
    });
    expect((await value('lowcode:user:42')).value).toEqual(
      expect.arrayContaining([
        ['account', 'huangmin'],
        ['realName', '黄敏'],
      ]),
    );
    expect(await value('lowcode:queue')).toMatchObject({ type: 'list', value: ['a', 'b', 'c'] });
    expect((await value('lowcode:online')).value).toEqual(['u1', 'u2']);

    await redis.set('lowcode:big', 'x'.repeat(20_000));
    const big = await value('lowcode:big');
    expect(big.value).toHaveLength(10_000);
    expect(big.truncated).toBe(true);
    await redis.del('lowcode:big');
  });

  it('never reads or deletes a key outside the prefix', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `${BASE}/${encodeURIComponent('other-app:secret')}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `${BASE}/lowcode:missing`)).statusCode).toBe(404);
    expect(await redis.get('other-app:secret')).toBe('keep me');
  });

  it('deletes one key, then clears all of the prefix and leaves other keys alone', async () => {
    expect((await call('DELETE', `${BASE}/lowcode:queue`)).statusCode).toBe(200);
    expect(await redis.exists('lowcode:queue')).toBe(0);
    expect((await call('DELETE', `${BASE}/lowcode:queue`)).statusCode).toBe(404);

    const bulk = redis.pipeline();
    for (let i = 0; i < 1_200; i++) bulk.set(`lowcode:bulk:${i}`, String(i));
    await bulk.exec();
    const res = await call('POST', `${BASE}/Actions/ClearAll`);
    expect(res.json().data).toEqual({ memory: t.app.services.caches.list().length, redis: 1_203 });
    expect(await redisRows()).toEqual([]);
    expect(await redis.dbsize()).toBe(1);
    expect(await redis.get('other-app:secret')).toBe('keep me');
    // The app keeps working after everything was cleared.
    expect((await call('GET', '/api/oauth/CurrentUser')).statusCode).toBe(200);
  });

  it('still lists the memory caches and says Redis is unreachable when it goes away', async () => {
    await server.stop();
    const res = await call('GET', BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.redis).toBe('down');
    expect(res.json().data.list.map((r: { name: string }) => r.name)).toContain('grants');
    const key = await call('GET', `${BASE}/lowcode:settings:version`);
    expect(key.statusCode).toBe(503);
    expect(key.json().msg).toBe('Redis 暂时无法连接，请稍后重试');
    expect((await call('GET', '/api/oauth/CurrentUser')).statusCode).toBe(200);
  });
});
