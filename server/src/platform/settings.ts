import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';

/** System settings (category SysConfig) with the product's defaults. */
export interface Settings {
  sysName: string;
  /** minutes of inactivity before a token expires */
  tokenTimeout: number;
  /** 1: a new login signs the user's other sessions out (code 601); 2: concurrent logins allowed */
  singleLogin: number;
  /** failed passwords before the account is locked; 0 turns locking off */
  passwordErrorsNumber: number;
  /** minutes an account stays locked */
  lockTime: number;
  /** 1: administrators are never locked out */
  lockExemptAdmin: number;
  /** 1: the client shows the previous login after logging in */
  lastLoginTimeSwitch: number;
  /** days log rows are kept before the daily prune deletes them; 0 keeps them forever */
  logRetentionDays: number;
}

export const DEFAULT_SETTINGS: Settings = {
  sysName: 'JNPF 快速开发平台',
  tokenTimeout: 480,
  singleLogin: 2,
  passwordErrorsNumber: 5,
  lockTime: 10,
  lockExemptAdmin: 1,
  lastLoginTimeSwitch: 1,
  logRetentionDays: 30,
};

const CACHE_MS = 5000;

/**
 * Reads settings with a short cache: they change rarely and are read on every request.
 * Every process sees a change within CACHE_MS; writers call invalidate() for their own process.
 */
export class SettingsService {
  private cached: { at: number; value: Settings } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<Settings> {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < CACHE_MS && now >= this.cached.at) return this.cached.value;
    const rows = await this.db
      .selectFrom('baseSysConfig')
      .select(['key', 'value'])
      .where('category', '=', 'SysConfig')
      .execute();
    const value: Settings = { ...DEFAULT_SETTINGS };
    const target = value as unknown as Record<string, string | number>;
    for (const row of rows) {
      if (!(row.key in DEFAULT_SETTINGS) || row.value == null) continue;
      const fallback = target[row.key];
      target[row.key] = typeof fallback === 'number' ? Number(row.value) || 0 : row.value;
    }
    this.cached = { at: now, value };
    return value;
  }

  /** What is held now, for the 缓存管理 screen (cache-registry.ts). */
  cachedEntries(): ReadonlyMap<string, unknown> {
    return new Map(this.cached ? [['SysConfig', this.cached.value]] : []);
  }

  invalidate(): void {
    this.cached = null;
  }
}
