import { roundTo } from '../format/round';
import { type ExprToken, type FieldRef, isFieldRef, isOperator, mergeTokens, type Operator } from './tokens';
import { validateExpression } from './validateExpression';

/** The sub-table row being computed, so 'table.field' refs read that row instead of the column sum. */
export interface RowContext {
  tableVModel: string;
  row: Record<string, unknown>;
}

const PRECEDENCE: Record<Operator, number> = { '+': 1, '-': 1, '×': 2, '÷': 2 };

/**
 * Shunting-yard conversion of a merged, valid infix token list to reverse Polish notation.
 * Operators are left-associative, so an equal-precedence operator on the stack is popped first.
 */
export function toRpn(merged: readonly ExprToken[]): ExprToken[] {
  const output: ExprToken[] = [];
  const stack: ExprToken[] = [];
  for (const token of merged) {
    if (token === '(') stack.push(token);
    else if (token === ')') {
      while (stack.length && stack[stack.length - 1] !== '(') output.push(stack.pop()!);
      stack.pop();
    } else if (isOperator(token)) {
      while (stack.length) {
        const top = stack[stack.length - 1];
        if (!isOperator(top) || PRECEDENCE[top] < PRECEDENCE[token]) break;
        output.push(stack.pop()!);
      }
      stack.push(token);
    } else output.push(token);
  }
  while (stack.length) output.push(stack.pop()!);
  return output;
}

/** Field values may be numbers or numeric text; anything else (empty, missing, text) counts as 0. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

function resolveField(ref: FieldRef, values: Record<string, unknown>, rowContext?: RowContext): number {
  const key = ref.__vModel__;
  const dot = key.indexOf('.');
  if (dot > 0) {
    const table = key.slice(0, dot);
    const field = key.slice(dot + 1);
    if (rowContext?.tableVModel === table) return toNumber(rowContext.row[field]);
    const rows = values[table];
    if (Array.isArray(rows)) {
      return rows.reduce<number>(
        (sum, row) => sum + (row && typeof row === 'object' ? toNumber(row[field]) : 0),
        0,
      );
    }
  }
  return toNumber(values[key]);
}

function apply(op: Operator, a: number, b: number): number {
  if (op === '+') return a + b;
  if (op === '-') return a - b;
  if (op === '×') return a * b;
  return a / b;
}

/**
 * Evaluates a designer expression against form values. An invalid expression, a division by zero or any
 * other non-numeric result gives 0, as the calculate control shows. The result is rounded to 10 decimal
 * places to drop binary noise (0.1 + 0.2 → 0.3). Never uses eval.
 */
export function evaluateExpression(
  tokens: readonly ExprToken[],
  values: Record<string, unknown>,
  rowContext?: RowContext,
): number {
  if (!validateExpression(tokens).valid) return 0;
  const stack: number[] = [];
  for (const token of toRpn(mergeTokens(tokens))) {
    if (isFieldRef(token)) stack.push(resolveField(token, values, rowContext));
    else if (isOperator(token)) {
      const b = stack.pop()!;
      const a = stack.pop()!;
      stack.push(apply(token, a, b));
    } else stack.push(Number(token));
  }
  const result = stack[0];
  return Number.isFinite(result) ? roundTo(result, 10) : 0;
}
