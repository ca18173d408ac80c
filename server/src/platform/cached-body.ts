import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON response serialised, compressed and fingerprinted once, for answers many requests share. */
export interface CachedBody {
  json: string;
  gzip: Buffer;
  /** filled in once the background compression finishes */
  br: Buffer | null;
  etag: string;
}

/**
 * `brotli: 'whenReused'` leaves the brotli copy to compressBrotli, for answers that may never be asked again:
 * brotli at quality 10 costs about ten times the gzip.
 */
export function cacheBody(value: unknown, brotli: 'now' | 'whenReused' = 'now'): CachedBody {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const body: CachedBody = { json, gzip: gzipSync(json), br: null, etag };
  if (brotli === 'now') compressBrotli(body);
  return body;
}

const compressing = new WeakSet<CachedBody>();

/** Starts the body's brotli copy, once. */
export function compressBrotli(body: CachedBody): void {
  if (compressing.has(body)) return;
  compressing.add(body);
  const json = body.json;
  // Brotli at quality 10 makes a large answer 40 % smaller than gzip for ~20 ms of CPU (quality 11
  // saves another 10 % for ten times the CPU). It runs on the thread pool and is used once ready;
  // until then gzip answers.
  brotliCompress(
    json,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_LGWIN]: 22,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    },
    (error, compressed) => {
      if (!error) body.br = compressed;
    },
  );
}

/**
 * Answers 304 when the browser already holds this exact answer (it revalidates on its own because of
 * no-cache), else the smallest copy the client accepts: brotli, gzip, or plain JSON.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('Vary', 'Accept-Encoding, Authorization');
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('ETag', body.etag);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.br && /\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(body.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(body.gzip);
  }
  return reply.send(body.json);
}
