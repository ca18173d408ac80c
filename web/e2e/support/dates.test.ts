import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayIn, formatDay, PRODUCT_TIME_ZONE, today, zoneOnAnotherDay } from './dates';

// 17:30 UTC on 5 March 2026 is 01:30 on 6 March in Shanghai: the hours (16:00-24:00 UTC) in which a test
// that took "today" from its own process's zone disagreed with the browser (issue 13, item 13).
const LATE_UTC = Date.parse('2026-03-05T17:30:00Z');

describe('test dates come from the product zone, whatever zone the test process runs in', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it.each([
    ['UTC', 5],
    ['America/Los_Angeles', 5],
    ['Pacific/Pago_Pago', 5],
    ['Asia/Shanghai', 6],
    ['Pacific/Kiritimati', 6],
  ])('with TZ=%s (local day %i) the day in Shanghai is still 6 March', (zone, localDay) => {
    process.env.TZ = zone;
    // The process really runs in that zone now: a day read from a local Date follows it.
    expect(new Date(LATE_UTC).getDate()).toBe(localDay);
    expect(formatDay(dayIn(LATE_UTC), 'yyyyMMdd')).toBe('20260306');
    expect(formatDay(dayIn(LATE_UTC, 'America/Los_Angeles'))).toBe('2026-03-05');
    expect(today()).toEqual(dayIn(Date.now(), PRODUCT_TIME_ZONE));
  });

  it('steps calendar days across month, leap-year and year ends', () => {
    expect(formatDay(addDays({ year: 2026, month: 3, day: 1 }, -1))).toBe('2026-02-28');
    expect(formatDay(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29');
    expect(formatDay(addDays({ year: 2026, month: 12, day: 30 }, 3))).toBe('2027-01-02');
    expect(formatDay(addDays({ year: 2026, month: 1, day: 2 }, -3), 'yyyyMMdd')).toBe('20251230');
  });

  it('finds, at every half hour of a day, a zone that is on another day than Shanghai', () => {
    const midnight = Date.parse('2026-11-25T16:00:00Z'); // 00:00 on 26 November in Shanghai
    for (let at = midnight; at < midnight + 86_400_000; at += 1_800_000) {
      const zone = zoneOnAnotherDay(at);
      expect(dayIn(at, zone), `${new Date(at).toISOString()} in ${zone}`).not.toEqual(dayIn(at));
    }
  });
});
