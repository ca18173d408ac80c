import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON response serialised, compressed and fingerprinted once, for answers many requests share. */
export interface CachedBody {
  json: string;
  gzip: Buffer;
  etag: string;
}

export function cacheBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, gzip: gzipSync(json), etag };
}

/**
 * Answers 304 when the browser already holds this exact answer (it revalidates on its own because of
 * no-cache), else the compressed copy to clients that accept gzip (every browser), the plain one otherwise.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('Vary', 'Accept-Encoding, Authorization');
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('ETag', body.etag);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(body.gzip);
  }
  return reply.send(body.json);
}
