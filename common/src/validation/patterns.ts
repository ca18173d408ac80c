import type { Lang, Localized } from '../i18n';
import { isValidIdCard } from './idCard';

export type PatternName =
  | 'mobile'
  | 'password'
  | 'idCard'
  | 'email'
  | 'plateNumber'
  | 'chinese'
  | 'enCode'
  | 'userAccount'
  | 'fullName'
  | 'userCode'
  | 'allDate'
  | 'bigInt';

export interface ValidationPattern {
  name: PatternName;
  /** Tests the value as is (no trimming), so an empty string fails every rule. */
  test(value: string): boolean;
  message: Localized;
}

function fromRegex(name: PatternName, regex: RegExp, message: Localized): ValidationPattern {
  return { name, test: (value) => regex.test(value), message };
}

// Local part and domain labels are written so no two quantifiers compete for the same characters;
// the original's nested `(x*y)*` shape backtracked exponentially on long invalid input.
// Separators are only `.`, `_`, `-`: the original `_\\-` class also admitted a backslash.
// The dot before each label repeat is escaped: unescaped, it matched any character.
// A domain label may be a single character (x.com); the original demanded two.
const EMAIL = /^[a-z0-9]+(?:[._-]+[a-z0-9]+)*@(?:[a-z0-9](?:[-a-z0-9]*[a-z0-9])?\.){1,63}[a-z0-9]+$/i;

// Grouped so the anchors apply to every branch; the original's bare alternation let
// 'abc0.5' or 'x.0' through because `0\.5$` and `\.0$` were only anchored at the end.
const ALL_DATE = /^(?:[1-9]\d*(?:\.[05])?|0\.5)$/;

// Dot-separated segments: a '..' would leave an empty segment, which a code must not have.
const EN_CODE = /^[a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*$/;

// SPEC §5's name: Chinese, letters and digits. Brackets too, half- or full-width, as the seeded names
// themselves are written (华夏数智(上海)科技有限公司, 高鹏(外勤)): each closes one opened before it and
// holds something, so a name is never a bracket alone. Spaces and other symbols stay refused.
const NAME_PART = /^[\u4e00-\u9fa5a-zA-Z0-9]$/;
const OPENING = new Set(['(', '（', '[', '【']);
const CLOSING: Record<string, string> = { ')': '(', '）': '（', ']': '[', '】': '【' };
// Either width closes either: a name typed with a Chinese input method often mixes them.
const SAME_KIND: Record<string, string> = { '(': '(', '（': '(', '[': '[', '【': '[' };

function isPlainName(value: string): boolean {
  const open: { kind: string; filled: boolean }[] = [];
  let letters = 0;
  for (const c of value) {
    if (NAME_PART.test(c)) {
      letters++;
      if (open.length) open[open.length - 1].filled = true;
    } else if (OPENING.has(c)) open.push({ kind: SAME_KIND[c], filled: false });
    else if (c in CLOSING) {
      const last = open.pop();
      if (!last || last.kind !== SAME_KIND[CLOSING[c]] || !last.filled) return false;
      if (open.length) open[open.length - 1].filled = true;
    } else return false;
  }
  return letters > 0 && open.length === 0;
}

export const PATTERNS: Record<PatternName, ValidationPattern> = {
  mobile: fromRegex('mobile', /^1[3-9]\d{9}$/, {
    zh: '请正确输入您的手机号',
    en: 'Please enter a valid mobile number',
    zhtw: '請正確輸入您的手機號',
  }),
  password: fromRegex('password', /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/, {
    zh: '6-16位字符的密码（数字和字母组成）',
    en: 'Password must be 6-16 characters made of letters and digits',
    zhtw: '6-16位字元的密碼（數字和字母組成）',
  }),
  idCard: {
    name: 'idCard',
    test: isValidIdCard,
    message: {
      zh: '请正确输入您的身份证号码',
      en: 'Please enter a valid ID card number',
      zhtw: '請正確輸入您的身分證號碼',
    },
  },
  email: fromRegex('email', EMAIL, {
    zh: '请正确输入您的邮箱地址',
    en: 'Please enter a valid email address',
    zhtw: '請正確輸入您的電子郵件地址',
  }),
  plateNumber: fromRegex(
    'plateNumber',
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领A-Z][A-Z][A-Z0-9]{4}[A-Z0-9挂学警港澳]$/,
    {
      zh: '请正确输入您的车牌号',
      en: 'Please enter a valid licence plate number',
      zhtw: '請正確輸入您的車牌號',
    },
  ),
  chinese: fromRegex('chinese', /^[\u4e00-\u9fa5]+$/, {
    zh: '请正确输入中文',
    en: 'Please enter Chinese characters only',
    zhtw: '請正確輸入中文',
  }),
  enCode: fromRegex('enCode', EN_CODE, {
    zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    en: 'Code may contain only letters, digits and dots, and cannot start or end with a dot',
    zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
  }),
  userAccount: fromRegex('userAccount', /^[A-Za-z0-9]+$/, {
    zh: '只能输入数字英文',
    en: 'Only letters and digits are allowed',
    zhtw: '只能輸入數字英文',
  }),
  fullName: {
    name: 'fullName',
    test: isPlainName,
    message: {
      zh: '名称不能含有特殊符号',
      en: 'Name cannot contain special characters',
      zhtw: '名稱不能含有特殊符號',
    },
  },
  userCode: fromRegex('userCode', /^[0-9]+$/, {
    zh: '编码只能输入数字',
    en: 'Code may contain only digits',
    zhtw: '編碼只能輸入數字',
  }),
  allDate: fromRegex('allDate', ALL_DATE, {
    zh: '时间只能是整数和0.5的倍数',
    en: 'Time must be a whole number or a multiple of 0.5',
    zhtw: '時間只能是整數和0.5的倍數',
  }),
  bigInt: fromRegex('bigInt', /^[1-9][0-9]*$/, {
    zh: '请输入正整数',
    en: 'Please enter a positive integer',
    zhtw: '請輸入正整數',
  }),
};

export const PATTERN_NAMES = Object.keys(PATTERNS) as PatternName[];

/** Null when the value satisfies the named rule, otherwise the rule's message in the requested language. */
export function validatePattern(name: PatternName, value: string, lang: Lang = 'zh'): string | null {
  const pattern = PATTERNS[name];
  return pattern.test(value) ? null : pattern.message[lang];
}
