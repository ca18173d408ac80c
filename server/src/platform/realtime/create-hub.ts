import type { FastifyBaseLogger } from 'fastify';
import { InProcessHub } from './in-process-hub.js';
import type { LocalSockets } from './local-sockets.js';
import type { RealtimeHub } from './realtime.js';
import { RedisHub } from './redis-hub.js';

/** One process delivers by itself; with REDIS_URL every process shares frames and presence through Redis. */
export function createHub(
  redisUrl: string | null,
  sockets: LocalSockets,
  log: FastifyBaseLogger,
): RealtimeHub {
  if (!redisUrl) return new InProcessHub(sockets);
  return new RedisHub(redisUrl, sockets, (error, what) => log.warn({ err: error }, what));
}
