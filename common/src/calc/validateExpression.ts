import type { Localized } from '../i18n';
import { type ExprToken, isFieldRef, isOperator, isParen, mergeTokens } from './tokens';

export type ExpressionIssue = 'alternation' | 'parentheses' | 'empty' | 'unknownField' | 'number';

export type ExpressionValidation =
  | { valid: true }
  | { valid: false; reason: ExpressionIssue; message: Localized; token?: string };

export const EXPRESSION_MESSAGES: Record<ExpressionIssue, Localized> = {
  alternation: {
    zh: '运算数与运算符必须交替出现，且以运算数开头和结尾',
    en: 'Operands and operators must alternate, starting and ending with an operand',
    zhtw: '運算數與運算子必須交替出現，且以運算數開頭和結尾',
  },
  parentheses: { zh: '括号不匹配', en: 'Parentheses do not match', zhtw: '括號不匹配' },
  empty: { zh: '计算公式不能为空', en: 'The expression is empty', zhtw: '計算公式不能為空' },
  unknownField: { zh: '无效的值', en: 'Invalid value', zhtw: '無效的值' },
  number: { zh: '数字格式不正确', en: 'Malformed number', zhtw: '數字格式不正確' },
};

const WELL_FORMED_NUMBER = /^\d+(?:\.\d+)?$/;

function fail(reason: ExpressionIssue, token?: string): ExpressionValidation {
  return token === undefined
    ? { valid: false, reason, message: EXPRESSION_MESSAGES[reason] }
    : { valid: false, reason, message: EXPRESSION_MESSAGES[reason], token };
}

function checkTokens(merged: ExprToken[], knownFields?: ReadonlySet<string>): ExpressionValidation | null {
  for (const token of merged) {
    if (isFieldRef(token)) {
      if (knownFields && !knownFields.has(token.__vModel__)) return fail('unknownField', token.__vModel__);
    } else if (!isOperator(token) && !isParen(token) && !WELL_FORMED_NUMBER.test(token)) {
      // Anything that is not an operator or parenthesis must be an operand; '1.2.3', '.5' and stray
      // characters all fail here.
      return fail('number', token);
    }
  }
  return null;
}

// The original only compared counts of '(' and ')', so ')1+2(' passed; track depth instead.
function balanced(merged: ExprToken[]): boolean {
  let depth = 0;
  for (const token of merged) {
    if (token === '(') depth++;
    else if (token === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Checks a designer expression. Order of checks: unknown field refs (only when knownFields is given),
 * malformed numbers, parenthesis balance, emptiness, then the operand/operator alternation. Parentheses
 * are checked in place, so '(1+)2' and '1(2)' are rejected although removing them would leave '1+2'.
 */
export function validateExpression(
  tokens: readonly ExprToken[],
  knownFields?: ReadonlySet<string>,
): ExpressionValidation {
  const merged = mergeTokens(tokens);
  const tokenIssue = checkTokens(merged, knownFields);
  if (tokenIssue) return tokenIssue;
  if (!balanced(merged)) return fail('parentheses');
  if (merged.every(isParen)) return fail('empty');

  let expectOperand = true;
  for (const token of merged) {
    if (token === '(') {
      if (!expectOperand) return fail('parentheses');
    } else if (token === ')') {
      if (expectOperand) return fail('parentheses');
    } else if (isOperator(token)) {
      if (expectOperand) return fail('alternation', token);
      expectOperand = true;
    } else {
      if (!expectOperand) return fail('alternation');
      expectOperand = false;
    }
  }
  return expectOperand ? fail('alternation') : { valid: true };
}
