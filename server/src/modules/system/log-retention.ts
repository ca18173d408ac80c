import type { AppServices } from '../../platform/services.js';

const DAY_MS = 86_400_000;
const BATCH = 2000;
// 6: the data interfaces' call log (modules/systemData/data-interface-call.ts).
const CATEGORIES = [1, 3, 4, 5, 6] as const;

/**
 * Deletes log rows older than `keepDays`, by default the `logRetentionDays` setting (0 keeps them forever).
 * Each statement removes at most BATCH rows of one category by id, through the (category, creator_time)
 * index, so no statement holds the table for long and the request log goes on being written between them.
 * Answers the rows removed. Run at start and daily by main.ts, and by the pruneLogs job of scheduled tasks
 * (which may name its own number of days).
 */
export async function pruneLogs(
  services: Pick<AppServices, 'db' | 'clock' | 'settings'>,
  keepDays?: number,
): Promise<number> {
  const days = keepDays ?? (await services.settings.get()).logRetentionDays;
  if (!(days > 0)) return 0;
  const before = services.clock.now() - days * DAY_MS;
  const { db } = services;
  let removed = 0;
  for (const category of CATEGORIES) {
    for (;;) {
      const ids = await db
        .selectFrom('baseSysLog')
        .select('id')
        .where('category', '=', category)
        .where('creatorTime', '<', before)
        .limit(BATCH)
        .execute();
      if (ids.length === 0) break;
      const result = await db
        .deleteFrom('baseSysLog')
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
      if (ids.length < BATCH) break;
      // Let requests (and the log writer) in between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return removed;
}

/** Prunes now and then once a day; the returned function stops the timer. */
export function scheduleLogPruning(
  services: Pick<AppServices, 'db' | 'clock' | 'settings'>,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void pruneLogs(services).catch(onError);
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
