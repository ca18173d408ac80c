import path from 'node:path';
import { DEFAULT_ADMIN_PASSWORD } from './platform/auth/default-password.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://... or a SQLite file path (':memory:' in tests) */
  databaseUrl: string;
  redisUrl: string | null;
  dataDir: string;
  logLevel: LogLevel;
  /** password given to the seeded admin account the first time the database is seeded */
  adminPassword: string;
  /** folder of the built web app; served at / when it exists */
  webDist: string | null;
  /** log2 of the scrypt cost for new password hashes (15 → 50-100 ms a check on the reference machine) */
  scryptLogCost: number;
  /** signs short-lived download links */
  secret: string;
  trustProxy: boolean;
  /** DATA_INTERFACE_HOSTS: hosts HTTP data interfaces may call (names, *.suffix, addresses, CIDR; comma-separated) */
  dataInterfaceHosts: string[];
  /** DATA_INTERFACE_TIMEOUT_MS: an HTTP data interface's whole call (default 10 s) */
  dataInterfaceTimeoutMs: number;
  /** DATA_INTERFACE_MAX_BYTES: the most of an HTTP data interface's answer read (default 5 MB) */
  dataInterfaceMaxBytes: number;
  /** DATA_SOURCE_KEY: encrypts data-source passwords (32 bytes as 64 hex digits or base64); empty → derived from secret */
  dataSourceKey: string;
  /** the only folder SQLite data sources may name files in (DATA_DIR/databases unless SQLITE_SOURCES_DIR) */
  sqliteSourcesDir: string;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const level = (env.LOG_LEVEL ?? 'info') as LogLevel;
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'app.db'),
    redisUrl: env.REDIS_URL || null,
    dataDir,
    logLevel: LEVELS.includes(level) ? level : 'info',
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? 'web/dist'),
    scryptLogCost: intFrom(env.SCRYPT_LOG_COST, 15),
    secret: env.APP_SECRET ?? '',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    dataInterfaceHosts: (env.DATA_INTERFACE_HOSTS ?? '')
      .split(/[\s,;]+/)
      .map((h) => h.trim())
      .filter(Boolean),
    dataInterfaceTimeoutMs: intFrom(env.DATA_INTERFACE_TIMEOUT_MS, 10_000),
    dataInterfaceMaxBytes: intFrom(env.DATA_INTERFACE_MAX_BYTES, 5 * 1024 * 1024),
    dataSourceKey: env.DATA_SOURCE_KEY ?? '',
    sqliteSourcesDir: path.resolve(env.SQLITE_SOURCES_DIR || path.join(dataDir, 'databases')),
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}
