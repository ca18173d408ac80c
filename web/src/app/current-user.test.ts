import { describe, expect, it } from 'vitest';
import { errorText } from './current-user';

describe('guard failure text (SPEC §2.3, §8)', () => {
  it('shows a thrown string or Error message as it is', () => {
    expect(errorText('登录过期')).toBe('登录过期');
    expect(errorText(new Error('验证失败，请重新登录'))).toBe('验证失败，请重新登录');
  });

  it("says 'Has Error' (出现错误 in zh) when the thrown value is not a string", () => {
    expect(errorText({ status: 500 })).toBe('出现错误');
    expect(errorText(undefined)).toBe('出现错误');
    expect(errorText('')).toBe('出现错误');
  });
});
