import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('defaults to port 3000 and a SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(path.resolve('data', 'app.db'));
    expect(config.adminPassword).toBe('admin123');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, REDIS_URL, LOG_LEVEL and ADMIN_PASSWORD', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 's3cret',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      adminPassword: 's3cret',
    });
  });

  it('falls back on an unknown log level and a non-numeric port', () => {
    const config = loadConfig({ LOG_LEVEL: 'loud', PORT: 'abc' });
    expect(config.logLevel).toBe('info');
    expect(config.port).toBe(3000);
  });
});
