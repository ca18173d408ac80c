/**
 * Date filters of lists are whole days on the server's clock: a range from the start of the first day to
 * the end of the last (the original's startTime/endTime filters).
 */
export const DAY_MS = 86_400_000;

export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** The exclusive end of the day `ms` falls in. */
export const endOfDay = (ms: number): number => startOfDay(ms) + DAY_MS;
