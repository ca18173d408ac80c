/** A reference to a numeric form field; 'table.field' refers to a sub-table column. */
export interface FieldRef {
  __vModel__: string;
  label: string;
}

/** One designer token: a single character ('0'-'9', '.', operator, parenthesis) or a field reference. */
export type ExprToken = string | FieldRef;

export const OPERATORS = ['+', '-', '×', '÷'] as const;
export type Operator = (typeof OPERATORS)[number];

const NUMBER_CHARS = /^[\d.]+$/;

export function isFieldRef(token: ExprToken): token is FieldRef {
  return typeof token === 'object' && token !== null && typeof token.__vModel__ === 'string';
}

export function isOperator(token: ExprToken): token is Operator {
  return typeof token === 'string' && (OPERATORS as readonly string[]).includes(token);
}

export function isParen(token: ExprToken): token is '(' | ')' {
  return token === '(' || token === ')';
}

function isNumberChars(token: ExprToken | undefined): token is string {
  return typeof token === 'string' && NUMBER_CHARS.test(token);
}

/**
 * Joins runs of digit and '.' tokens into one number token ('1','2','.','5' → '12.5'). The result is not
 * checked here: '1.2.3' stays one malformed token so validation can report it.
 */
export function mergeTokens(tokens: readonly ExprToken[]): ExprToken[] {
  const merged: ExprToken[] = [];
  for (const token of tokens) {
    const last = merged.length - 1;
    if (isNumberChars(token) && isNumberChars(merged[last])) merged[last] = merged[last] + token;
    else merged.push(token);
  }
  return merged;
}
