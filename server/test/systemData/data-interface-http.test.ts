import { describe, expect, it } from 'vitest';
import {
  checkedAddresses,
  checkedUrl,
  isForbiddenAddress,
  unwrapEnvelope,
} from '../../src/modules/systemData/data-interface-http.js';

const policy = (hosts: string[]) => ({ hosts, timeoutMs: 1000, maxBytes: 1000 });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { key?: string }) => error.key,
  );

describe('HTTP data interfaces: where a call may go', () => {
  it('refuses link-local and metadata addresses in every spelling', () => {
    for (const ip of [
      '169.254.169.254',
      '169.254.0.1',
      '::ffff:169.254.169.254',
      'fe80::1',
      '100.100.100.200',
      'fd00:ec2::254',
      '0.0.0.0',
    ])
      expect(isForbiddenAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '8.8.8.8', '::1'])
      expect(isForbiddenAddress(ip), ip).toBe(false);
  });

  it('checks a name by the list, or every address it resolves to by the ranges', async () => {
    expect(await checkedAddresses('127.0.0.1', policy(['127.0.0.0/8']))).toEqual(['127.0.0.1']);
    expect(await refusal(checkedAddresses('127.0.0.2', policy(['127.0.0.1'])))).toBe(
      'dataInterface.hostNotAllowed',
    );
    // localhost may also resolve to ::1, which the IPv4 range does not hold: every address must be allowed.
    const both = await refusal(checkedAddresses('localhost', policy(['127.0.0.1', '::1'])));
    expect(both).toBeNull();
    expect(await refusal(checkedAddresses('localhost', policy(['localhost'])))).toBeNull();
    expect(
      await refusal(checkedAddresses('metadata.google.internal', policy(['metadata.google.internal']))),
    ).toBe('dataInterface.hostForbidden');
    expect(await refusal(checkedAddresses('169.254.169.254', policy(['0.0.0.0/0'])))).toBe(
      'dataInterface.hostForbidden',
    );
    expect(await refusal(checkedAddresses('no-such-host.invalid', policy(['no-such-host.invalid'])))).toBe(
      'dataInterface.hostUnresolved',
    );
  });

  it('takes only http and https URLs without credentials', () => {
    expect(checkedUrl(' https://api.example.com/x?y=1 ').hostname).toBe('api.example.com');
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'http://user:pw@example.com/',
      'example.com/x',
    ])
      expect(() => checkedUrl(url), url).toThrow();
  });

  it('unwraps exactly a {code, msg, data} answer', () => {
    expect(unwrapEnvelope({ code: 200, msg: 'ok', data: [1] })).toEqual([1]);
    expect(unwrapEnvelope({ code: 200, msg: 'ok', data: [1], extra: 1 })).toEqual({
      code: 200,
      msg: 'ok',
      data: [1],
      extra: 1,
    });
    expect(unwrapEnvelope([{ code: 1 }])).toEqual([{ code: 1 }]);
  });
});
