import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hashPassword, verifyPassword } from './password.js';

const MD5 = 'e10adc3949ba59abbe56e057f20f883e';

describe('password storage', () => {
  it('stores a salted scrypt of the md5, never the md5 itself', async () => {
    const a = await hashPassword(MD5, 10);
    const b = await hashPassword(MD5, 10);
    expect(a).not.toBe(b);
    expect(a).not.toContain(MD5);
    expect(a).toMatch(/^scrypt\$10\$8\$/);
  });

  it('verifies the right md5 in either case and refuses another', async () => {
    const stored = await hashPassword(MD5, 10);
    expect(await verifyPassword(MD5, stored)).toBe(true);
    expect(await verifyPassword(MD5.toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword('0'.repeat(32), stored)).toBe(false);
    expect(await verifyPassword(MD5, 'garbage')).toBe(false);
  });

  it('uses cost 2^15 by default, the 50-100 ms a check measured in docs/performance.md', () => {
    expect(loadConfig({}).scryptLogCost).toBe(15);
  });
});
