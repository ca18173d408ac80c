import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { cacheDetail, clearAllCaches, listCaches, removeCache } from './cache.service.js';

const MODULE = 'system.cache';
const TAGS = ['system'];
// Fastify refuses longer path parameters (maxParamLength) before the schema sees them.
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['name'],
};

/** 缓存管理: the memory caches of the answering server process, and the platform's Redis keys. */
export async function cacheRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { keyword?: string } }>(
    '/api/system/CacheManage',
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary:
          'Memory caches of this server process (count, approximate size, expiry rule) and, with REDIS_URL, the keys under the platform prefix (TTL as overdueTime, MEMORY USAGE)',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => ok(request, await listCaches(contextOf(request), request.query.keyword ?? '')),
  );

  app.get<{ Params: { name: string } }>(
    '/api/system/CacheManage/:name',
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: TAGS,
        summary:
          'One cache: a memory cache with a sample of its keys (never tokens), or a Redis key with its value (cut to 10 000 characters / 200 members)',
        params: nameParams,
      },
    },
    async (request) => ok(request, await cacheDetail(contextOf(request), request.params.name)),
  );

  app.delete<{ Params: { name: string } }>(
    '/api/system/CacheManage/:name',
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      schema: {
        tags: TAGS,
        summary:
          'Clear one memory cache (the next request rebuilds it) or delete one Redis key of the platform',
        params: nameParams,
      },
    },
    async (request) => {
      await removeCache(contextOf(request), request.params.name);
      return ok(request, null);
    },
  );

  app.post(
    '/api/system/CacheManage/Actions/ClearAll',
    {
      config: { access: { module: MODULE, button: 'btn_remove' } },
      schema: {
        tags: TAGS,
        summary:
          "Clear every memory cache of this process and delete every Redis key under the platform's prefix",
      },
    },
    async (request) => ok(request, await clearAllCaches(contextOf(request))),
  );
}
