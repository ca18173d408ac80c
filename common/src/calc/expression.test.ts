import { describe, expect, it } from 'vitest';
import {
  EXPRESSION_MESSAGES,
  type ExprToken,
  evaluateExpression,
  type FieldRef,
  mergeTokens,
  toRpn,
  validateExpression,
} from './expression';

/** Splits text into the designer's single-character tokens; {name} becomes a field ref. */
function t(source: string): ExprToken[] {
  const tokens: ExprToken[] = [];
  for (const part of source.split(/(\{[^}]+\})/)) {
    if (part.startsWith('{')) tokens.push(ref(part.slice(1, -1)));
    else tokens.push(...part.replace(/\s/g, ''));
  }
  return tokens;
}
const ref = (vModel: string): FieldRef => ({ __vModel__: vModel, label: vModel });
const reasonOf = (source: string, known?: Set<string>) => {
  const result = validateExpression(t(source), known);
  return result.valid ? 'valid' : result.reason;
};

describe('mergeTokens', () => {
  it('merges adjacent digit and dot characters into number tokens', () => {
    expect(mergeTokens(t('12.5+3×(40-{a})'))).toEqual(['12.5', '+', '3', '×', '(', '40', '-', ref('a'), ')']);
  });

  it('keeps a malformed run as one token for validation to report', () => {
    expect(mergeTokens(t('1.2.3+4'))).toEqual(['1.2.3', '+', '4']);
  });
});

describe('validateExpression', () => {
  it('accepts alternating operands and operators, with and without parentheses', () => {
    for (const ok of ['1', '{a}', '1+2', '{a}×2.5-{b}÷4', '(1+2)×3', '((({a})))', '2×(3-(4+{b}))']) {
      expect(reasonOf(ok), ok).toBe('valid');
    }
  });

  it('alternation: starts and ends with an operand, never two operands or operators in a row', () => {
    for (const bad of ['+1', '1+', '1+×2', '{a}{b}', '{a}1', '(1)+', '(1+2)×', '-5']) {
      expect(reasonOf(bad), bad).toBe('alternation');
    }
  });

  it('parentheses: real balance is checked, not just equal counts (the original only counted)', () => {
    for (const bad of [')1+2(', '(1+2', '1+2)', '(1+2))×(3']) expect(reasonOf(bad), bad).toBe('parentheses');
  });

  it('parentheses: misplaced parentheses are rejected though removing them would leave 1+2', () => {
    for (const bad of ['(1+)2', '1(+2)', '1+()2', '1(2)']) expect(reasonOf(bad), bad).toBe('parentheses');
  });

  it('empty: no operands at all', () => {
    expect(reasonOf('')).toBe('empty');
    expect(reasonOf('()')).toBe('empty');
  });

  it("number: malformed numbers such as '1.2.3', '.5' and '5.' are rejected", () => {
    for (const bad of ['1.2.3+4', '.5', '5.+1', '2x3']) expect(reasonOf(bad), bad).toBe('number');
    const result = validateExpression(t('1.2.3'));
    expect(result).toMatchObject({ valid: false, token: '1.2.3' });
  });

  it("unknownField: a ref to a deleted field gives '无效的值'", () => {
    const known = new Set(['a', 'items.price']);
    expect(reasonOf('{a}+{items.price}', known)).toBe('valid');
    const result = validateExpression(t('{a}+{gone}'), known);
    expect(result).toEqual({
      valid: false,
      reason: 'unknownField',
      message: EXPRESSION_MESSAGES.unknownField,
      token: 'gone',
    });
    expect(EXPRESSION_MESSAGES.unknownField.zh).toBe('无效的值');
    expect(reasonOf('{gone}')).toBe('valid');
  });

  it('every reason has zh, en and zhtw messages', () => {
    for (const message of Object.values(EXPRESSION_MESSAGES)) {
      expect(message.zh && message.en && message.zhtw).toBeTruthy();
    }
  });
});

describe('evaluateExpression', () => {
  const ev = (source: string, values: Record<string, unknown> = {}) => evaluateExpression(t(source), values);

  it('precedence: × and ÷ bind tighter than + and -', () => {
    expect(ev('2+3×4')).toBe(14);
    expect(ev('10-6÷3')).toBe(8);
    expect(toRpn(mergeTokens(t('2+3×4')))).toEqual(['2', '3', '4', '×', '+']);
  });

  it('operators are left-associative', () => {
    expect(ev('8-3-2')).toBe(3);
    expect(ev('8÷4÷2')).toBe(1);
    expect(toRpn(mergeTokens(t('8-3-2')))).toEqual(['8', '3', '-', '2', '-']);
  });

  it('parentheses override precedence', () => {
    expect(ev('(2+3)×4')).toBe(20);
    expect(ev('2×(10-(3+4))')).toBe(6);
  });

  it('merged multi-digit and decimal numbers', () => {
    expect(ev('12.5×2+100')).toBe(125);
  });

  it('result rounded to 10 decimal places: 0.1+0.2 → 0.3', () => {
    expect(ev('0.1+0.2')).toBe(0.3);
    expect(ev('1÷3')).toBe(0.3333333333);
  });

  it('field values substitute; missing or non-numeric values count as 0', () => {
    const values = { price: 12.5, qty: '4', note: 'abc', empty: '', flag: true };
    expect(ev('{price}×{qty}', values)).toBe(50);
    expect(ev('{price}+{missing}', values)).toBe(12.5);
    expect(ev('{price}+{note}+{empty}+{flag}', values)).toBe(12.5);
  });

  it('division by zero or NaN gives 0 (non-numeric result becomes 0)', () => {
    expect(ev('5÷0')).toBe(0);
    expect(ev('1+5÷0')).toBe(0);
    expect(ev('0÷0')).toBe(0);
    expect(ev('{x}÷{y}', {})).toBe(0);
  });

  it('an invalid expression evaluates to 0', () => {
    expect(ev('1+')).toBe(0);
    expect(ev('(1+2')).toBe(0);
  });

  it("'table.field' outside a row sums the column", () => {
    const values = { items: [{ price: 2, qty: 3 }, { price: '4.5' }, { price: null }, null] };
    expect(ev('{items.price}', values)).toBe(6.5);
    expect(ev('{items.qty}×10', values)).toBe(30);
  });

  it("'table.field' inside a row uses that row's value", () => {
    const values = { rate: 2, items: [{ price: 2 }, { price: 3 }], other: [{ price: 100 }] };
    const tokens = t('{items.price}×{rate}+{other.price}');
    const row = { tableVModel: 'items', row: { price: 3 } };
    expect(evaluateExpression(tokens, values, row)).toBe(106);
    expect(evaluateExpression(tokens, values)).toBe(110);
  });
});
