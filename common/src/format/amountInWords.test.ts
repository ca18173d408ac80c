import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountInWords } from './amountInWords';

const words = (n: number | string) => {
  const result = amountInWords(n);
  if (!result.ok) throw new Error(`expected ok for ${n}: ${result.message.en}`);
  return result.text;
};

describe('amountInWords', () => {
  it('whole yuan end with 整; digits 零壹贰叁肆伍陆柒捌玖 with 拾佰仟', () => {
    expect(words(1)).toBe('壹元整');
    expect(words(10)).toBe('壹拾元整');
    expect(words(123)).toBe('壹佰贰拾叁元整');
    expect(words(9876)).toBe('玖仟捌佰柒拾陆元整');
    expect(words(45)).toBe('肆拾伍元整');
  });

  it('zero is 零元整', () => {
    expect(words(0)).toBe('零元整');
    expect(words('0.00')).toBe('零元整');
    expect(words(0.001)).toBe('零元整');
  });

  it('万 and 亿 group units, written only for non-empty groups', () => {
    expect(words(100000000)).toBe('壹亿元整');
    expect(words(120000)).toBe('壹拾贰万元整');
    expect(words(100010000)).toBe('壹亿零壹万元整');
    expect(words(999999999999)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
  });

  it('zeros inside the number collapse to one 零', () => {
    expect(words(10005)).toBe('壹万零伍元整');
    expect(words(1001.01)).toBe('壹仟零壹元零壹分');
    expect(words(10100)).toBe('壹万零壹佰元整');
    expect(words(10000001)).toBe('壹仟万零壹元整');
    expect(words(1000)).toBe('壹仟元整');
  });

  it('角 and 分: 0.5 → 伍角, 0.05 → 伍分, zero 角 between yuan and 分 is 零', () => {
    expect(words(0.5)).toBe('伍角');
    expect(words(0.05)).toBe('伍分');
    expect(words(0.56)).toBe('伍角陆分');
    expect(words(12.3)).toBe('壹拾贰元叁角');
    expect(words(12.04)).toBe('壹拾贰元零肆分');
  });

  it('decimals are rounded half-up to 2 places', () => {
    expect(words(1.005)).toBe('壹元零壹分');
    expect(words('2.994')).toBe('贰元玖角玖分');
    expect(words('2.995')).toBe('叁元整');
    expect(words(0.999)).toBe('壹元整');
  });

  it('negative amounts are prefixed with 负', () => {
    expect(words(-15.2)).toBe('负壹拾伍元贰角');
    expect(words('-0.001')).toBe('零元整');
  });

  it('numeric strings are accepted, leading zeros ignored', () => {
    expect(words('00123.40')).toBe('壹佰贰拾叁元肆角');
    expect(words(' 7 ')).toBe('柒元整');
  });

  it('more than 12 integer digits: amount too large to calculate', () => {
    for (const n of [1e12, '1000000000000', -1e12, 1e25, '999999999999.995']) {
      const result = amountInWords(n);
      expect(result.ok, String(n)).toBe(false);
      if (!result.ok) {
        expect(result.reason).toBe('tooLarge');
        expect(result.message.en).toBe('amount too large to calculate');
      }
    }
    expect(AMOUNT_MESSAGES.tooLarge).toEqual({
      zh: '金额过大，无法计算',
      en: 'amount too large to calculate',
      zhtw: '金額過大，無法計算',
    });
  });

  it('non-numeric input fails with the invalid-amount message', () => {
    for (const n of ['', 'abc', '1,000', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = amountInWords(n);
      expect(result).toEqual({ ok: false, reason: 'invalid', message: AMOUNT_MESSAGES.invalid });
    }
  });
});
