import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isValidIdCard } from './idCard';
import { PATTERN_NAMES, PATTERNS, validatePattern } from './patterns';

function ok(name: keyof typeof PATTERNS, values: string[]) {
  for (const v of values)
    expect(PATTERNS[name].test(v), `${name} should accept ${JSON.stringify(v)}`).toBe(true);
}
function bad(name: keyof typeof PATTERNS, values: string[]) {
  for (const v of values)
    expect(PATTERNS[name].test(v), `${name} should reject ${JSON.stringify(v)}`).toBe(false);
}

// Check characters computed by hand with weights 7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2 and '10X98765432':
//   11010519491231002 → Σ=167, 167 mod 11 = 2  → 'X'
//   31011520000229456 → Σ=214, 214 mod 11 = 5  → '7'
//   51010819851111000 → Σ=186, 186 mod 11 = 10 → '2'
const ID_X = '11010519491231002X';
const ID_7 = '310115200002294567';
const ID_2 = '510108198511110002';

describe('validation patterns', () => {
  it('every pattern carries zh, en and zhtw messages, zh being the product text', () => {
    expect(PATTERN_NAMES).toHaveLength(12);
    for (const name of PATTERN_NAMES) {
      const { message } = PATTERNS[name];
      expect(PATTERNS[name].name).toBe(name);
      expect(message.zh && message.en && message.zhtw).toBeTruthy();
    }
    expect(PATTERNS.mobile.message.zh).toBe('请正确输入您的手机号');
    expect(PATTERNS.allDate.message.zh).toBe('时间只能是整数和0.5的倍数');
  });

  it('empty string fails every rule (values are tested as is)', () => {
    for (const name of PATTERN_NAMES) expect(PATTERNS[name].test(''), name).toBe(false);
  });

  it('mobile: 1, then 3-9, then 9 digits', () => {
    ok('mobile', ['13800138000', '19912345678', '15000000000']);
    bad('mobile', [
      '12800138000',
      '10800138000',
      '1380013800',
      '138001380001',
      '23800138000',
      ' 13800138000',
    ]);
  });

  it('password: 6-16 letters and digits, not only digits and not only letters', () => {
    ok('password', ['abc123', 'A1b2C3d4E5f6G7h8', '1a1a1a']);
    bad('password', ['123456', 'abcdef', 'ab12', 'A1b2C3d4E5f6G7h8i', 'abc 123', 'abc_123']);
  });

  it('idCard: GB 11643 check digit is verified (the original regex accepted any final digit)', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    ok('idCard', [ID_X, ID_7, ID_2]);
    bad('idCard', ['110105194912310021', '310115200002294568', '510108198511110003']);
  });

  it('idCard: lower-case x check character is accepted', () => {
    ok('idCard', ['11010519491231002x']);
  });

  it('idCard: month must be 01-12 and day 01-31 (original allowed 00 and a literal "|")', () => {
    const withDate = (mmdd: string) => {
      const first17 = `1101051949${mmdd}002`;
      return first17 + idCardCheckChar(first17);
    };
    expect(isValidIdCard(withDate('1231'))).toBe(true);
    for (const mmdd of ['0031', '1331', '1200', '1232', '12|1']) {
      expect(isValidIdCard(withDate(mmdd)), mmdd).toBe(false);
    }
  });

  it('idCard: exactly 18 characters with non-zero area and year leading digits', () => {
    bad('idCard', [ID_X.slice(0, 17), `${ID_X}0`, `0${ID_X.slice(1)}`, '11010509491231002X']);
  });

  it('email: escaped dot fixes the original any-character quirk', () => {
    ok('email', ['user@mail.example.com']);
    bad('email', ['user@mailXexampleYcom', 'user@example,com']);
  });

  it('email: backslash is not a separator (original `_\\\\-` class allowed it)', () => {
    ok('email', ['first.last@example.com', 'first_last@example.com', 'first-last@example.com']);
    bad('email', ['first\\last@example.com']);
  });

  it('email: case-insensitive, upper-case letters are accepted', () => {
    ok('email', ['John.Doe@Example.COM']);
  });

  it('email: structure — separators between alphanumerics, at least one dot in the domain', () => {
    ok('email', ['a@x.co', 'a..b@example.com', 'a@my-host.example.org']);
    bad('email', ['.a@example.com', 'a.@example.com', 'a@example', 'a@-x.com', 'a@x-.com', 'a@@x.com']);
  });

  it('email: long invalid input is rejected (no catastrophic backtracking)', () => {
    // Backtracking that grows exponentially never finishes on 5,000 characters, so the test's own time
    // limit fails it; no clock is read here.
    expect(PATTERNS.email.test(`${'a'.repeat(5000)}!`)).toBe(false);
    expect(PATTERNS.email.test(`a@${'b'.repeat(5000)}!`)).toBe(false);
  });

  it('plateNumber: province or letter, letter, 4 alphanumerics, then alphanumeric or 挂学警港澳', () => {
    ok('plateNumber', ['京A12345', '粤B1234学', 'WJ1234警', '沪AB123挂']);
    bad('plateNumber', ['京a12345', '京112345', '京A1234', '京A123456', '京A1234字']);
  });

  it('chinese: Chinese characters only', () => {
    ok('chinese', ['中文', '张三']);
    bad('chinese', ['中文a', '中 文', '中文1']);
  });

  it('enCode: a single letter or digit is allowed (later product; v3.2 required 2)', () => {
    ok('enCode', ['a', '7']);
  });

  it('enCode: letters, digits and dots, no dot at start or end', () => {
    ok('enCode', ['abc', 'sys.user.list', 'A1.b2']);
    bad('enCode', ['.abc', 'abc.', '.', 'ab-c', 'ab c', 'ab_c']);
  });

  it('enCode: consecutive dots are rejected (empty segment)', () => {
    bad('enCode', ['a..b', 'a...b']);
  });

  it('userAccount: letters and digits only', () => {
    ok('userAccount', ['admin', 'User01', '123']);
    bad('userAccount', ['ad min', 'admin!', 'user.name', '张三']);
  });

  it('fullName: Chinese, letters and digits; no spaces or punctuation', () => {
    ok('fullName', ['张三', 'Sales部2', 'abc123']);
    bad('fullName', ['张 三', 'John Smith', 'R&D', '名称-1', 'a.b']);
  });

  it('fullName: brackets of either width, as the seeded names use them, when they pair and hold something', () => {
    ok('fullName', [
      '华夏数智(上海)科技有限公司',
      '高鹏(外勤)',
      '研发中心（北京）',
      '【重要】通知',
      '项目[一期]',
      '华东区(上海（浦东）)',
      '销售部(华东）',
    ]);
    bad('fullName', [
      '()',
      '（）',
      '名称()',
      '名称(',
      '名称)',
      ')名称(',
      '名称(]',
      '(上海',
      '名称（ ）',
      '(',
      '名称(<b>)',
    ]);
  });

  it('fullName: what SPEC §5 refused before is still refused', () => {
    bad('fullName', [
      '',
      ' ',
      '张 三',
      'R&D',
      '名称-1',
      'a.b',
      '名称_1',
      "O'Brien",
      '名称，一',
      'a/b',
      '<script>',
    ]);
  });

  it('userCode: digits only', () => {
    ok('userCode', ['0', '0123', '110000']);
    bad('userCode', ['12a', '-1', '1.0', ' 12']);
  });

  it('allDate: positive whole numbers or numbers ending in .5 (also N.0 with N ≥ 1)', () => {
    ok('allDate', ['1', '8', '12', '0.5', '1.5', '12.5', '2.0', '10.0']);
    bad('allDate', ['0', '0.0', '1.25', '01', '00.5', '.5', '1.', '-1', '1.50', '1.05']);
  });

  it('allDate: grouping fixes the unanchored alternation (abc0.5, x.0 were accepted)', () => {
    bad('allDate', ['abc0.5', 'x.0', '1x.0', '2a']);
  });

  it('bigInt: positive integer without leading zero', () => {
    ok('bigInt', ['1', '10', '990', '123456789012345']);
    bad('bigInt', ['0', '012', '-1', '1.5', '+1', '1e3']);
  });

  it('validatePattern returns null when valid and the message in the requested language otherwise', () => {
    expect(validatePattern('mobile', '13800138000', 'en')).toBeNull();
    expect(validatePattern('mobile', '123')).toBe('请正确输入您的手机号');
    expect(validatePattern('mobile', '123', 'en')).toBe('Please enter a valid mobile number');
    expect(validatePattern('mobile', '123', 'zhtw')).toBe('請正確輸入您的手機號');
    expect(validatePattern('bigInt', '0', 'zhtw')).toBe('請輸入正整數');
  });
});
