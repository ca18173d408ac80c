import type { AppServices } from '../../platform/services.js';

/** How long a total of Action/List is reused, and how many are kept per process. */
export const TOTAL_TTL_MS = 5000;
const MAX_ENTRIES = 2000;

/**
 * Totals of Action/List, reused for a few seconds. A picker pages through a statement whose count
 * scans every row it selects (100,000 rows: milliseconds a call), while the page itself stops after
 * pageSize rows. The key holds the interface's version and the bound values, so an edited interface or
 * other parameters count again at once; rows added to the tables show in the total within TOTAL_TTL_MS.
 */
export class ListTotals {
  private readonly entries = new Map<string, { total: number; at: number }>();

  get(key: string, now: number): number | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (now - hit.at > TOTAL_TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return hit.total;
  }

  set(key: string, total: number, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { total, at: now });
  }
}

const byServices = new WeakMap<AppServices, ListTotals>();

export function listTotalsOf(services: AppServices): ListTotals {
  let totals = byServices.get(services);
  if (!totals) {
    totals = new ListTotals();
    byServices.set(services, totals);
  }
  return totals;
}
