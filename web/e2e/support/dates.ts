/**
 * Calendar days as the product shows them, for every test that computes a date.
 *
 * The product formats days (numbering rules' yyyyMMdd, export file names, the log filter's whole days)
 * in the zone it runs in: the browser's for the web app, the server process's TZ for the API. In the
 * e2e run both are PRODUCT_TIME_ZONE (the browsers' timezoneId, the server's TZ), while the scenarios'
 * own process runs wherever the machine is, and on purpose on another calendar day (the e2e config sets
 * its TZ with zoneOnAnotherDay). So a test never takes a day from `new Date().getDate()` and friends,
 * which answer in the test process's zone: it asks dayIn/today, which answer in the zone named.
 */

/** The zone of the browsers and the server in the e2e run (decision 051). */
export const PRODUCT_TIME_ZONE = 'Asia/Shanghai';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** The calendar day in `timeZone` at the instant `at`, whatever zone this process runs in. */
export function dayIn(at: number | Date, timeZone: string = PRODUCT_TIME_ZONE): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today in `timeZone` (the product's unless told). */
export const today = (timeZone: string = PRODUCT_TIME_ZONE): CalendarDay => dayIn(Date.now(), timeZone);

/** The day `days` calendar days after `day` (before it when negative), not a step of 24 hours. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Writes a day with yyyy, MM and dd replaced, anything else kept: 'yyyy-MM-dd' (default), 'yyyyMMdd'. */
export function formatDay(day: CalendarDay, pattern = 'yyyy-MM-dd'): string {
  return pattern.replace(/yyyy|MM|dd/g, (token) =>
    token === 'yyyy'
      ? String(day.year).padStart(4, '0')
      : String(token === 'MM' ? day.month : day.day).padStart(2, '0'),
  );
}

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** UTC-11 and UTC+14, no daylight saving: at every hour one of them is on another day than UTC+8. */
const FAR_ZONES = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'];

/**
 * A zone whose calendar day at `at` is not `timeZone`'s, preferring one that stays so for the next two
 * hours (a run that starts just before the two zones' days meet still runs on different days).
 */
export function zoneOnAnotherDay(at: number = Date.now(), timeZone: string = PRODUCT_TIME_ZONE): string {
  const differs = (zone: string, when: number) => !sameDay(dayIn(when, zone), dayIn(when, timeZone));
  const zone =
    FAR_ZONES.find((z) => differs(z, at) && differs(z, at + 2 * 3_600_000)) ??
    FAR_ZONES.find((z) => differs(z, at));
  if (!zone) throw new Error(`no zone on another day than ${timeZone} at ${new Date(at).toISOString()}`);
  return zone;
}
