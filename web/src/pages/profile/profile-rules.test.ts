import type { Profile } from '@app/common';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { avatarProblem, fieldsOf, formValuesOf, patternProblem } from './profile-rules';

const MB = 1024 * 1024;

describe('avatarProblem', () => {
  it('accepts a PNG or JPEG just under 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 2 * MB - 1 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 1024 })).toBeNull();
  });

  it('refuses a file exactly at 2 MB (SPEC §5 compares strictly)', () => {
    expect(avatarProblem({ type: 'image/png', size: 2 * MB })).toBe('tooLarge');
  });

  it('refuses files that are not raster images, SVG included', () => {
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
  });
});

describe('patternProblem', () => {
  it('lets an empty optional value through and names a wrong one in the UI language', () => {
    expect(patternProblem('mobile', '', 'zh')).toBeNull();
    expect(patternProblem('mobile', '13912345678', 'zh')).toBeNull();
    expect(patternProblem('mobile', '12345', 'zh')).toBe('请正确输入您的手机号');
    expect(patternProblem('email', 'a@', 'en')).toBe('Please enter a valid email address');
  });

  it('applies the password rule: 6-16 letters and digits, not only one kind', () => {
    expect(patternProblem('password', 'abc123', 'zh')).toBeNull();
    expect(patternProblem('password', '123456', 'zh')).toBe('6-16位字符的密码（数字和字母组成）');
    expect(patternProblem('password', 'abcdefg', 'zh')).not.toBeNull();
    expect(patternProblem('password', 'a1'.repeat(9), 'zh')).not.toBeNull();
  });
});

describe('profile form values', () => {
  it('round-trips a profile, sending days as local midnights and empty text as null', () => {
    const profile = {
      realName: '周强',
      nickName: null,
      gender: 1,
      birthday: new Date(1990, 2, 7).getTime(),
      entryDate: null,
      email: 'zhou@example.cn',
    } as unknown as Profile;
    const values = formValuesOf(profile);
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1990-03-07');
    const fields = fieldsOf({
      ...values,
      realName: ' 周强强 ',
      nickName: '  ',
      entryDate: dayjs(new Date(2015, 6, 1, 15, 30)),
    });
    expect(fields).toMatchObject({
      realName: '周强强',
      nickName: null,
      gender: 1,
      birthday: new Date(1990, 2, 7).getTime(),
      entryDate: new Date(2015, 6, 1).getTime(),
      email: 'zhou@example.cn',
      mobilePhone: null,
    });
  });
});
