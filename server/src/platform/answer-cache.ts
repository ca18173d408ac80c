import type { TableVersions } from '../db/table-versions.js';
import { type CachedBody, cacheOneOffBody, compressBrotli } from './cached-body.js';
import type { Clock } from './clock.js';

/**
 * Finished answers of a read route, serialised and compressed once, for requests that ask the same
 * thing (decision 029). An answer is reused only while none of the tables it was read from has been
 * written in this process since (db/table-versions.ts) and for at most `ttlMs`, which bounds how long
 * a write made through another server process can go unseen. The caller's key must hold everything
 * that shapes the answer: the query, the language, and the caller's data-permission scope.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { stamp: string; until: number; body: CachedBody }>();

  constructor(
    private readonly versions: TableVersions,
    private readonly clock: Clock,
    private readonly tables: readonly string[],
    private readonly ttlMs = 2_000,
    private readonly max = 1_000,
  ) {}

  /** What is held, for the 缓存管理 screen (cache-registry.ts). */
  cachedEntries(): ReadonlyMap<string, unknown> {
    return this.answers;
  }

  clear(): void {
    this.answers.clear();
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const stamp = this.versions.stamp(this.tables);
    const now = this.clock.now();
    const hit = this.answers.get(key);
    if (hit && hit.stamp === stamp && now < hit.until && now >= hit.until - this.ttlMs) {
      compressBrotli(hit.body);
      return hit.body;
    }
    // Most keys are asked once (a keyword, a time stamp `n`): only an answer asked again gets a brotli copy.
    const body = await cacheOneOffBody(await build());
    // A write that ran while the answer was being read may or may not be in it: keep it only when
    // nothing was written meanwhile.
    if (this.versions.stamp(this.tables) === stamp) {
      if (this.answers.size >= this.max) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, { stamp, until: now + this.ttlMs, body });
    }
    return body;
  }
}
