import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import { tooMany } from './errors.js';

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
  // 系统信息 (client-facts §5.4)
  sysDescription: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  companyCode: string;
  companyAddress: string;
  companyContacts: string;
  companyTelePhone: string;
  companyEmail: string;
  // 安全策略 (server-facts §10)
  /** 1: the account stays locked until an administrator unlocks it; 2: logins wait lockTime minutes */
  lockType: number;
  /** 1: logins are accepted only from the addresses in whiteListIp */
  whitelistSwitch: number;
  /** one IPv4/IPv6 address or CIDR range a line */
  whiteListIp: string;
  /** 1: a password older than updateCycle days must be changed */
  passwordIsUpdatedRegularly: number;
  updateCycle: number;
  /** days before expiry the user is reminded */
  updateInAdvance: number;
  /** 1: new passwords must follow the rules below (checked where the plain password is typed) */
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  /** 1: a new password may not repeat the last disableTheNumberOfOldPasswords ones */
  disableOldPassword: number;
  disableTheNumberOfOldPasswords: number;
  // 邮件设置
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailPop3Host: string;
  emailPop3Port: number;
  emailSenderName: string;
  emailAccount: string;
  /** a secret: never sent back to a client */
  emailPassword: string;
  /** 1: SMTP over TLS from the first byte (usually port 465) */
  emailSsl: number;
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
  sysDescription: '',
  sysVersion: 'V1.0.0',
  copyright: '',
  companyName: '',
  companyCode: '',
  companyAddress: '',
  companyContacts: '',
  companyTelePhone: '',
  companyEmail: '',
  lockType: 2,
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
