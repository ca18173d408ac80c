import type { Localized } from '../i18n';
import { roundTo } from './round';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿'];

/** The largest integer part the product will spell out: 12 digits (up to 仟亿). */
export const MAX_AMOUNT_INTEGER_DIGITS = 12;

export const AMOUNT_MESSAGES = {
  tooLarge: { zh: '金额过大，无法计算', en: 'amount too large to calculate', zhtw: '金額過大，無法計算' },
  invalid: { zh: '金额格式不正确', en: 'invalid amount', zhtw: '金額格式不正確' },
} satisfies Record<string, Localized>;

export type AmountInWordsResult =
  | { ok: true; text: string }
  | { ok: false; reason: keyof typeof AMOUNT_MESSAGES; message: Localized };

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

function fail(reason: keyof typeof AMOUNT_MESSAGES): AmountInWordsResult {
  return { ok: false, reason, message: AMOUNT_MESSAGES[reason] };
}

// Zeros are held back and written as one 零 only when a non-zero digit follows, and 万/亿 are written
// only for groups that hold a non-zero digit, so 100000000 reads 壹亿 and 10005 reads 壹万零伍.
function integerWords(digits: string): string {
  let out = '';
  let pendingZero = false;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i++) {
    const position = digits.length - 1 - i;
    const d = Number(digits[i]);
    if (d === 0) {
      pendingZero = out !== '';
    } else {
      if (pendingZero) out += '零';
      pendingZero = false;
      groupHasDigit = true;
      out += DIGITS[d] + SMALL_UNITS[position % 4];
    }
    if (position % 4 === 0) {
      if (groupHasDigit) out += BIG_UNITS[position / 4];
      groupHasDigit = false;
    }
  }
  return out;
}

/**
 * Chinese upper-case RMB wording (大写金额), e.g. 1001.01 → 壹仟零壹元零壹分, 0 → 零元整.
 * Accepts a number or numeric text; decimals are rounded half-up to fen (2 places); a negative amount is
 * prefixed with 负. Fails with reason 'tooLarge' above 12 integer digits and 'invalid' for non-numeric
 * input; the failure carries the message in every UI language.
 */
export function amountInWords(n: number | string): AmountInWordsResult {
  if (typeof n === 'number' && Number.isFinite(n) && Math.abs(n) >= 1e21) return fail('tooLarge');
  // Rounding a number here (on its decimal text) also turns exponent forms like 1e-7 into plain digits.
  const text = typeof n === 'number' ? (Number.isFinite(n) ? roundTo(n, 2).toFixed(2) : '') : n.trim();
  if (!NUMERIC.test(text)) return fail('invalid');
  const negative = text.startsWith('-');
  const [rawInt, rawFrac = ''] = (negative ? text.slice(1) : text).split('.');
  const intDigits = rawInt.replace(/^0+(?=\d)/, '');
  if (intDigits.length > MAX_AMOUNT_INTEGER_DIGITS) return fail('tooLarge');

  // Work in whole fen with BigInt so rounding never meets binary fractions.
  let fen = BigInt(intDigits) * 100n + BigInt(rawFrac.padEnd(2, '0').slice(0, 2));
  if (Number(rawFrac[2] ?? '0') >= 5) fen += 1n;
  const yuan = (fen / 100n).toString();
  if (yuan.length > MAX_AMOUNT_INTEGER_DIGITS) return fail('tooLarge');
  const jiao = Number((fen / 10n) % 10n);
  const cents = Number(fen % 10n);

  if (fen === 0n) return { ok: true, text: '零元整' };
  let words = yuan === '0' ? '' : `${integerWords(yuan)}元`;
  if (jiao === 0 && cents === 0) words += '整';
  else {
    if (jiao > 0) words += `${DIGITS[jiao]}角`;
    else if (words !== '') words += '零';
    if (cents > 0) words += `${DIGITS[cents]}分`;
  }
  return { ok: true, text: (negative ? '负' : '') + words };
}
