import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON response serialised, compressed and fingerprinted once, for answers many requests share. */
export interface CachedBody {
  json: string;
  /** null for an answer too small to gain from compression */
  gzip: Buffer | null;
  /** filled in once the background compression finishes */
  br: Buffer | null;
  etag: string;
}

/** Below this many characters an answer goes out as it is: compressing it costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/** An answer that will be sent many times (a user's CurrentUser): gzip at level 6 now, brotli in the background. */
export function cacheBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  const small = json.length < COMPRESS_FROM_BYTES;
  const body: CachedBody = {
    json,
    gzip: small ? null : gzipSync(json, { level: 6 }),
    br: null,
    etag: etagOf(json),
  };
  if (!small) compressBrotli(body);
  return body;
}

const gzipOnPool = promisify(gzip);

/**
 * For answers that may never be asked again (a keyword, a time stamp `n`): the brotli copy waits for
 * compressBrotli (brotli at quality 10 costs about ten times the gzip), and the gzip copy is made at level 1
 * (~75 % of level 6's time on a list page, ~10 % larger) on the thread pool, so that the request thread
 * goes on with other requests meanwhile (a 20-row page's gzip was ~15 % of the request thread).
 */
export async function cacheOneOffBody(value: unknown): Promise<CachedBody> {
  const json = JSON.stringify(value);
  const gzip = json.length < COMPRESS_FROM_BYTES ? null : await gzipOnPool(json, { level: 1 });
  return { json, gzip, br: null, etag: etagOf(json) };
}

const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

const compressing = new WeakSet<CachedBody>();

/** Starts the body's brotli copy, once. */
export function compressBrotli(body: CachedBody): void {
  if (!body.gzip || compressing.has(body)) return;
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
  if (body.gzip && /\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(body.gzip);
  }
  return reply.send(body.json);
}
