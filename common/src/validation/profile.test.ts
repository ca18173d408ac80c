import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ProfileFields } from '../api/profile';
import {
  CERTIFICATE_TYPES,
  certificateProblem,
  EDUCATIONS,
  entryBeforeBirth,
  OTHER_PHONE,
  PROFILE_FIELDS,
  PROFILE_TEXT_LIMITS,
  type ProfileField,
  profileValue,
} from './profile';

// GB 11643 check characters worked by hand in patterns.test.ts.
const ID_X = '11010519491231002X';

describe('profile field rules', () => {
  it('offers six certificate types and six education levels, ID card first', () => {
    expect(CERTIFICATE_TYPES[0]).toBe('idCard');
    expect(CERTIFICATE_TYPES).toHaveLength(6);
    expect(EDUCATIONS).toEqual(['doctor', 'master', 'bachelor', 'college', 'highSchool', 'other']);
  });

  it('lists the personal fields only, each once; every text limit names one of them', () => {
    expectTypeOf<ProfileField>().toEqualTypeOf<keyof ProfileFields>();
    expect(new Set(PROFILE_FIELDS).size).toBe(PROFILE_FIELDS.length);
    for (const kept of ['account', 'organizeId', 'roleId', 'positionId', 'password'])
      expect(PROFILE_FIELDS).not.toContain(kept);
    for (const field of Object.keys(PROFILE_TEXT_LIMITS)) expect(PROFILE_FIELDS).toContain(field);
    expect(PROFILE_TEXT_LIMITS.realName).toBe(50);
    expect(PROFILE_TEXT_LIMITS.description).toBe(500);
  });

  it('other phones: digits with spaces, dashes, brackets and a leading +', () => {
    for (const ok of ['010-88886666', '(021) 6666 8888', '+86 10 8888 6666', '8888-6666-123'])
      expect(OTHER_PHONE.test(ok), ok).toBe(true);
    for (const bad of ['12', 'phone', '010-8888-', '-0108888', '010#8888', '1'.repeat(21)])
      expect(OTHER_PHONE.test(bad), bad).toBe(false);
  });

  it('stores text trimmed and an empty value as not given', () => {
    expect(profileValue('  周强 ')).toBe('周强');
    expect(profileValue('   ')).toBeNull();
    expect(profileValue(undefined)).toBeNull();
    expect(profileValue(2)).toBe(2);
    expect(profileValue(0)).toBe(0);
  });

  it('certificate numbers: the ID card rule when no type or idCard, letters-digits-dashes for other papers', () => {
    expect(certificateProblem(null, ID_X)).toBeNull();
    expect(certificateProblem('idCard', ` ${ID_X} `)).toBeNull();
    expect(certificateProblem(null, '110105194912310021')).toBe('idCard');
    expect(certificateProblem('passport', 'E12345678')).toBeNull();
    expect(certificateProblem('passport', 'E1 2345')).toBe('other');
    expect(certificateProblem('other', 'abc')).toBe('other');
    expect(certificateProblem('idCard', '  ')).toBeNull();
    expect(certificateProblem('passport', null)).toBeNull();
  });

  it('the entry day may not come before the birthday; the same day is fine', () => {
    const birthday = Date.UTC(1990, 2, 7);
    expect(entryBeforeBirth(birthday, Date.UTC(1990, 2, 6))).toBe(true);
    expect(entryBeforeBirth(birthday, birthday)).toBe(false);
    expect(entryBeforeBirth(birthday, null)).toBe(false);
    expect(entryBeforeBirth(undefined, Date.UTC(1980, 0, 1))).toBe(false);
  });
});
