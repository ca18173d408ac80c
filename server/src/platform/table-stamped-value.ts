import type { TableVersions } from '../db/table-versions.js';
import type { Clock } from './clock.js';

/**
 * A value read from a few tables and kept while this process has not written them (db/table-versions.ts),
 * and for at most `ttlMs`: the bound decision 029 sets on seeing a write made through another server
 * process, which no counter here can see.
 */
export class TableStampedValue<T> {
  private held: { stamp: string; until: number; value: T } | null = null;

  constructor(
    private readonly versions: TableVersions,
    private readonly clock: Clock,
    private readonly tables: readonly string[],
    private readonly ttlMs = 2_000,
  ) {}

  async get(read: () => Promise<T>): Promise<T> {
    const stamp = this.versions.stamp(this.tables);
    const now = this.clock.now();
    const held = this.held;
    if (held && held.stamp === stamp && now < held.until && now >= held.until - this.ttlMs) return held.value;
    const value = await read();
    // A write that ran while the value was read may or may not be in it: keep it only when none did.
    if (this.versions.stamp(this.tables) === stamp) this.held = { stamp, until: now + this.ttlMs, value };
    return value;
  }
}
