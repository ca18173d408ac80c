import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.js';

const facts = {
  port: 3000,
  host: '0.0.0.0',
  database: 'data/app.db',
  defaultPasswordAccounts: [] as string[],
  adminPasswordFromEnv: false,
};

describe('startupBanner (decision 052)', () => {
  it('warns while admin still has the default password, and says the server is reachable from anywhere', () => {
    const text = startupBanner({ ...facts, defaultPasswordAccounts: ['admin'] });
    expect(text).toContain('admin still has the default password admin123: sign in and change it');
    expect(text).toContain('listens on every interface (HOST=0.0.0.0)');
    expect(text).toContain('admin / admin123');
  });

  it('names the address when the server listens on one interface only', () => {
    const text = startupBanner({ ...facts, host: '127.0.0.1', defaultPasswordAccounts: ['admin'] });
    expect(text).toContain('still has the default password');
    expect(text).toContain('listens on 127.0.0.1 only');
  });

  it('neither warns nor prints the default password once it is changed', () => {
    const text = startupBanner(facts);
    expect(text).not.toContain('admin123');
    expect(text).not.toContain('WARNING');
    expect(startupBanner({ ...facts, adminPasswordFromEnv: true })).toContain('ADMIN_PASSWORD');
  });
});
