import { describe, expect, it } from 'vitest';
import { type PasswordPolicy, passwordPolicyProblem } from './password-policy';

const off: PasswordPolicy = {
  passwordStrengthLimit: 0,
  passwordLengthMin: 0,
  passwordLengthMinNumber: 6,
  containsNumbers: 0,
  includeLowercaseLetters: 0,
  includeUppercaseLetters: 0,
  containsCharacters: 0,
};
const strict: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 10,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};

describe('passwordPolicyProblem', () => {
  it('keeps the SPEC §5 pattern while the strength limit is off', () => {
    expect(passwordPolicyProblem('abc123', off, 'zh')).toBeNull();
    expect(passwordPolicyProblem('abcdef', off, 'zh')).toBe('6-16位字符的密码（数字和字母组成）');
    expect(passwordPolicyProblem('abc123', null, 'en')).toBeNull();
  });

  it('names the first rule a password breaks under a strict policy', () => {
    expect(passwordPolicyProblem('Ab1!', strict, 'zh')).toBe('密码长度须为10-32位');
    expect(passwordPolicyProblem('Abcdefghij!', strict, 'en')).toBe('The password must contain a digit');
    expect(passwordPolicyProblem('ABCDEFGH1!', strict, 'zh')).toBe('密码须包含小写字母');
    expect(passwordPolicyProblem('abcdefgh1!', strict, 'zh')).toBe('密码须包含大写字母');
    expect(passwordPolicyProblem('Abcdefgh12', strict, 'zhtw')).toBe('密碼須包含特殊字元');
    expect(passwordPolicyProblem('Abcdefg 1!', strict, 'zh')).toBe('密码只能包含字母、数字和英文符号');
    expect(passwordPolicyProblem('Abcdefgh1!', strict, 'zh')).toBeNull();
  });

  it('without its own minimum the policy asks for 6 characters', () => {
    const symbols = { ...off, passwordStrengthLimit: 1, containsCharacters: 1 };
    expect(passwordPolicyProblem('a!b', symbols, 'en')).toBe('The password must be 6-32 characters');
    expect(passwordPolicyProblem('a!bcde', symbols, 'en')).toBeNull();
  });
});
