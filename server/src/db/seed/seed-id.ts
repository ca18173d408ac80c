import { createHash } from 'node:crypto';

/** Stable snowflake-shaped ids for seeded rows, so seeding twice finds the same rows. */
export function seedId(key: string): string {
  const digest = createHash('sha1').update(`seed:${key}`).digest();
  return ((digest.readBigUInt64BE(0) % 900_000_000_000_000_000n) + 100_000_000_000_000_000n).toString();
}
