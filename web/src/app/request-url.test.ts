import { describe, expect, it } from 'vitest';
import {
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  LONG_TIMEOUT_MS,
  resetsSession,
  timeoutFor,
  toQuery,
} from './request-url';

describe('request URL helpers', () => {
  it('adds the n timestamp in unix seconds to every URL', () => {
    expect(buildUrl('/api/oauth/CurrentUser', undefined, 1_700_000_000_999)).toBe(
      '/api/oauth/CurrentUser?n=1700000000',
    );
  });

  it('puts GET params in the query string and appends to an existing query', () => {
    expect(buildUrl('/api/system/Log/1', { currentPage: 2, keyword: '管理员' }, 1000)).toBe(
      '/api/system/Log/1?currentPage=2&keyword=%E7%AE%A1%E7%90%86%E5%91%98&n=1',
    );
    expect(buildUrl('/api/x?a=1', {}, 5000)).toBe('/api/x?a=1&n=5');
  });

  it('leaves out empty params and repeats array keys', () => {
    expect(toQuery({ a: undefined, b: null, c: '', d: 0, e: false, ids: ['1', '2'] })).toBe(
      'd=0&e=false&ids=1&ids=2',
    );
  });

  it('gives the long-running calls 100 s and the rest the general timeout', () => {
    expect(timeoutFor('/api/system/DataSync/Actions/Execute')).toBe(LONG_TIMEOUT_MS);
    expect(timeoutFor('/api/permission/Authority/Data/1/Values')).toBe(LONG_TIMEOUT_MS);
    expect(timeoutFor('/api/system/Log/1')).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('resets the session on 600-602 except for login and lock-screen calls', () => {
    expect(resetsSession('/api/oauth/CurrentUser', 600)).toBe(true);
    expect(resetsSession('/api/system/Log/1?n=1', 601)).toBe(true);
    expect(resetsSession('/api/system/Log/1', 602)).toBe(true);
    expect(resetsSession('/api/oauth/Login?n=1', 600)).toBe(false);
    expect(resetsSession('/api/oauth/LockScreen', 602)).toBe(false);
    expect(resetsSession('/api/system/Log/1', 403)).toBe(false);
  });
});
