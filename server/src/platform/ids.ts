// Snowflake-style ids as decimal strings, like the original product: time-ordered, so new rows sort last.
const EPOCH = 1_600_000_000_000n;
const worker = BigInt(Math.floor(Math.random() * 1024));
let lastMs = 0;
let sequence = 0;

export function newId(): string {
  let now = Date.now();
  if (now <= lastMs) {
    sequence = (sequence + 1) & 0xfff;
    // 4096 ids in one millisecond: borrow the next millisecond rather than repeat an id.
    if (sequence === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    sequence = 0;
  }
  return (((BigInt(now) - EPOCH) << 22n) | (worker << 12n) | BigInt(sequence)).toString();
}
