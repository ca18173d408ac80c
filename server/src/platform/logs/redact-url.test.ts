import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl (decision 052: no credential in a logged URL)', () => {
  it('replaces the value of a token parameter wherever it stands in the query', () => {
    expect(redactUrl('/home?token=abc.def')).toBe('/home?token=***');
    expect(redactUrl('/api/oauth/CurrentUser?n=1&token=s3cret&x=2')).toBe(
      '/api/oauth/CurrentUser?n=1&token=***&x=2',
    );
    expect(redactUrl('/jump?redirect=%2Fhome&TOKEN=s3cret#top')).toBe('/jump?redirect=%2Fhome&TOKEN=***#top');
  });

  it('catches every spelling of the name and the other credential names', () => {
    expect(redactUrl('/a?%74oken=s3cret')).toBe('/a?%74oken=***');
    expect(redactUrl('/a?token=one&token=two')).toBe('/a?token=***&token=***');
    expect(redactUrl('/a?access_token=x&refresh_token=y&password=z')).toBe(
      '/a?access_token=***&refresh_token=***&password=***',
    );
  });

  it('leaves every other parameter, and URLs without a query, exactly as they were', () => {
    expect(redactUrl('/api/system/Log/5?keyword=zz&currentPage=2')).toBe(
      '/api/system/Log/5?keyword=zz&currentPage=2',
    );
    expect(redactUrl('/api/x?tokens=1&mytoken=2&token')).toBe('/api/x?tokens=1&mytoken=2&token');
    expect(redactUrl('/api/oauth/Login')).toBe('/api/oauth/Login');
    expect(redactUrl('/a?bad=%E0%A4%A&token=1')).toBe('/a?bad=%E0%A4%A&token=***');
  });
});
