import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('lets a burst up to its capacity through, then refuses', () => {
    const bucket = new TokenBucket(3, 1, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('refills at its rate and never above its capacity', () => {
    const bucket = new TokenBucket(2, 10, 0);
    bucket.take(0);
    bucket.take(0);
    expect(bucket.take(50)).toBe(false);
    expect(bucket.take(150)).toBe(true);
    const rested = new TokenBucket(2, 10, 0);
    expect([rested.take(60_000), rested.take(60_000), rested.take(60_000)]).toEqual([true, true, false]);
  });

  it('survives a clock that goes backwards', () => {
    const bucket = new TokenBucket(1, 1, 1_000);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(400)).toBe(false);
  });
});
