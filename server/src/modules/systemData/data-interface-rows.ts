import type { AppServices } from '../../platform/services.js';
import { type StoredInterface, storedInterface } from './data-interface.service.js';

const TTL_MS = 2_000;
const MAX = 1_000;
const TABLES = ['baseDataInterface'] as const;

/**
 * The interface rows calls read, kept like decision 029's answers: while this process has not written
 * the interfaces table and for 2 s at most (another process's edit shows within that). Every call of an
 * interface starts by reading its row; a popup picker calls the same one again and again.
 */
export class InterfaceRows {
  private readonly rows = new Map<string, { stamp: string; until: number; row: StoredInterface }>();

  constructor(private readonly services: AppServices) {}

  async get(id: string): Promise<StoredInterface> {
    const { versions, clock } = this.services;
    const stamp = versions.stamp(TABLES);
    const now = clock.now();
    const hit = this.rows.get(id);
    if (hit && hit.stamp === stamp && now < hit.until && now >= hit.until - TTL_MS) return hit.row;
    const row = await storedInterface(this.services.db, id);
    if (versions.stamp(TABLES) === stamp) {
      if (this.rows.size >= MAX) this.rows.delete(this.rows.keys().next().value as string);
      this.rows.set(id, { stamp, until: now + TTL_MS, row });
    }
    return row;
  }
}

const byServices = new WeakMap<AppServices, InterfaceRows>();

export function interfaceRowsOf(services: AppServices): InterfaceRows {
  let rows = byServices.get(services);
  if (!rows) {
    rows = new InterfaceRows(services);
    byServices.set(services, rows);
  }
  return rows;
}
