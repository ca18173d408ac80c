/**
 * 系统配置's password strength rules, checked where the plain password is typed (the server only ever
 * sees its md5, SPEC §5). With the limit off, the SPEC §5 password pattern applies as before.
 */
import type { Lang, Localized } from '../i18n';
import { PATTERNS } from './patterns';

export interface PasswordPolicy {
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
}

/** The longest password any form accepts. */
export const PASSWORD_MAX_LENGTH = 32;

const SYMBOL = /[^0-9A-Za-z]/;
const PRINTABLE = /^[\x21-\x7e]+$/;

const MESSAGES = {
  length: {
    zh: '密码长度须为{min}-{max}位',
    en: 'The password must be {min}-{max} characters',
    zhtw: '密碼長度須為{min}-{max}位',
  },
  printable: {
    zh: '密码只能包含字母、数字和英文符号',
    en: 'Use only letters, digits and ASCII symbols',
    zhtw: '密碼只能包含字母、數字和英文符號',
  },
  digit: { zh: '密码须包含数字', en: 'The password must contain a digit', zhtw: '密碼須包含數字' },
  lower: {
    zh: '密码须包含小写字母',
    en: 'The password must contain a lowercase letter',
    zhtw: '密碼須包含小寫字母',
  },
  upper: {
    zh: '密码须包含大写字母',
    en: 'The password must contain an uppercase letter',
    zhtw: '密碼須包含大寫字母',
  },
  symbol: { zh: '密码须包含特殊字符', en: 'The password must contain a symbol', zhtw: '密碼須包含特殊字元' },
} satisfies Record<string, Localized>;

/** The smallest length the policy allows (6 unless the policy sets its own minimum). */
export function passwordMinLength(policy: PasswordPolicy | null | undefined): number {
  return policy?.passwordStrengthLimit === 1 && policy.passwordLengthMin === 1
    ? Math.min(PASSWORD_MAX_LENGTH, Math.max(1, policy.passwordLengthMinNumber))
    : 6;
}

/** The first rule a new password breaks, in the reader's language; null when it is acceptable. */
export function passwordPolicyProblem(
  password: string,
  policy: PasswordPolicy | null | undefined,
  lang: Lang,
): string | null {
  if (policy?.passwordStrengthLimit !== 1)
    return PATTERNS.password.test(password) ? null : PATTERNS.password.message[lang];
  const min = passwordMinLength(policy);
  if (password.length < min || password.length > PASSWORD_MAX_LENGTH)
    return MESSAGES.length[lang].replace('{min}', String(min)).replace('{max}', String(PASSWORD_MAX_LENGTH));
  if (!PRINTABLE.test(password)) return MESSAGES.printable[lang];
  if (policy.containsNumbers === 1 && !/[0-9]/.test(password)) return MESSAGES.digit[lang];
  if (policy.includeLowercaseLetters === 1 && !/[a-z]/.test(password)) return MESSAGES.lower[lang];
  if (policy.includeUppercaseLetters === 1 && !/[A-Z]/.test(password)) return MESSAGES.upper[lang];
  if (policy.containsCharacters === 1 && !SYMBOL.test(password)) return MESSAGES.symbol[lang];
  return null;
}
