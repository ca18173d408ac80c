import { PRODUCT_NAME, PRODUCT_VERSION, type SystemSettings } from '@app/common';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { tooMany } from './errors.js';

/** System settings (category SysConfig); the type is shared with the browser (common/src/api/sys-config.ts). */
export type Settings = SystemSettings;

export const DEFAULT_SETTINGS: Settings = {
  sysName: PRODUCT_NAME,
  tokenTimeout: 480,
  singleLogin: 2,
  passwordErrorsNumber: 5,
  lockTime: 10,
  lockExemptAdmin: 1,
  lastLoginTimeSwitch: 1,
  logRetentionDays: 30,
  sysDescription: '',
  sysVersion: `V${PRODUCT_VERSION}`,
  copyright: '',
  companyName: '',
  companyCode: '',
  companyAddress: '',
  companyContacts: '',
  companyTelePhone: '',
  companyEmail: '',
  lockType: 2,
  enableVerificationCode: 0,
  verificationCodeNumber: 4,
  whitelistSwitch: 0,
  whiteListIp: '',
  passwordIsUpdatedRegularly: 0,
  updateCycle: 90,
  updateInAdvance: 7,
  passwordStrengthLimit: 0,
  passwordLengthMin: 0,
  passwordLengthMinNumber: 6,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
  disableOldPassword: 0,
  disableTheNumberOfOldPasswords: 3,
  emailSmtpHost: '',
  emailSmtpPort: 465,
  emailPop3Host: '',
  emailPop3Port: 995,
  emailSenderName: '',
  emailAccount: '',
  emailPassword: '',
  emailSsl: 1,
};

/** Keys whose stored value is never sent back to a client. */
export const SECRET_SETTINGS = ['emailPassword'] as const satisfies readonly (keyof Settings)[];

/** lockType 1 keeps an account locked until an administrator enables it again or resets its password. */
export const LOCKED_UNTIL_UNLOCKED = 253_402_300_799_999;

/** The refusal for a login or password check while an account is locked. */
export function lockedError(unlockTime: number, now: number) {
  if (unlockTime >= LOCKED_UNTIL_UNLOCKED) return tooMany('auth.lockedByAdmin');
  return tooMany('auth.locked', { minutes: Math.max(1, Math.ceil((unlockTime - now) / 60_000)) });
}

/**
 * When an account whose wrong-password count just reached the limit may log in again, and the message
 * to answer with (lockType 1: until an administrator unlocks; 2: lockTime minutes).
 */
export function lockout(settings: Settings, now: number) {
  return settings.lockType === 1
    ? { unlockTime: LOCKED_UNTIL_UNLOCKED, key: 'auth.lockedByAdmin' as const }
    : { unlockTime: now + settings.lockTime * 60_000, key: 'auth.locked' as const };
}

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
