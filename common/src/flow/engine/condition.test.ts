import { describe, expect, it } from 'vitest';
import type { FlowCondition } from '../types';
import { conditionRowHolds, conditionsHold } from './condition';

const row = (
  field: string,
  symbol: FlowCondition['symbol'],
  filedValue: unknown,
  extra: Partial<FlowCondition> = {},
) => ({ field, symbol, filedValue, logic: '&&', ...extra }) as FlowCondition;

describe('condition evaluation over form data', () => {
  it('compares numbers as numbers, whatever their text', () => {
    expect(conditionRowHolds(row('days', '>', '3'), { days: 10 })).toBe(true);
    expect(conditionRowHolds(row('days', '>', '3'), { days: '10' })).toBe(true);
    expect(conditionRowHolds(row('days', '<=', 3), { days: '3.0' })).toBe(true);
    expect(conditionRowHolds(row('days', '==', '3'), { days: 3 })).toBe(true);
    expect(conditionRowHolds(row('days', '>=', 'x'), { days: 3 })).toBe(false);
  });

  it('compares dates as times: stored timestamps against date texts', () => {
    const day = Date.parse('2026-03-01T00:00:00Z');
    const date = { jnpfKey: 'date' };
    expect(conditionRowHolds(row('start', '>', '2026-02-28', date), { start: day })).toBe(true);
    expect(conditionRowHolds(row('start', '<', '2026-02-28', date), { start: day })).toBe(false);
    expect(conditionRowHolds(row('start', '>=', '2026-03-01'), { start: '2026-03-01' })).toBe(true);
  });

  it('matches text exactly, like and notLike by substring', () => {
    expect(conditionRowHolds(row('reason', '==', '病假'), { reason: '病假' })).toBe(true);
    expect(conditionRowHolds(row('reason', 'like', '假'), { reason: '病假' })).toBe(true);
    expect(conditionRowHolds(row('reason', 'notLike', '假'), { reason: '出差' })).toBe(true);
    expect(conditionRowHolds(row('reason', '<>', '病假'), { reason: '事假' })).toBe(true);
    expect(conditionRowHolds(row('reason', '!=', '病假'), { reason: '病假' })).toBe(false);
  });

  it('reads multi-select and picker fields as lists of ids, matched by id or name', () => {
    const names = { u1: '张三', u2: '李四' };
    const user = { jnpfKey: 'userSelect' };
    expect(conditionRowHolds(row('who', '==', '张三', user), { who: 'u1' }, { names })).toBe(true);
    expect(conditionRowHolds(row('who', 'in', 'u2,u3', user), { who: 'u1,u2' })).toBe(true);
    expect(conditionRowHolds(row('who', 'notIn', ['u3'], user), { who: 'u1,u2' })).toBe(true);
    expect(conditionRowHolds(row('tags', '==', ['a', 'b']), { tags: ['b', 'a'] })).toBe(true);
    expect(conditionRowHolds(row('tags', '==', ['a']), { tags: ['b', 'a'] })).toBe(false);
    expect(conditionRowHolds(row('tags', 'like', 'b'), { tags: ['abc'] })).toBe(true);
    expect(conditionRowHolds(row('tags', '>', 1), { tags: [1, 2] })).toBe(false);
  });

  it('makes a missing value false, except for the negative symbols', () => {
    for (const symbol of ['==', '>', '>=', '<', '<=', 'like', 'in'] as const)
      expect(conditionRowHolds(row('gone', symbol, '1'), {})).toBe(false);
    for (const symbol of ['!=', '<>', 'notLike', 'notIn'] as const)
      expect(conditionRowHolds(row('gone', symbol, '1'), { gone: null })).toBe(true);
  });

  it('reads a sub-table column as the list of its rows', () => {
    const values = { items: [{ amount: 5 }, { amount: 700 }] };
    expect(conditionRowHolds(row('items.amount', 'in', '700'), values)).toBe(true);
  });

  it('joins rows with && before ||, and holds no rows false', () => {
    const rows = [
      row('a', '==', 1, { logic: '&&' }),
      row('b', '==', 1, { logic: '||' }),
      row('c', '==', 1, { logic: '&&' }),
    ];
    expect(conditionsHold(rows, { a: 1, b: 1 })).toBe(true);
    expect(conditionsHold(rows, { a: 1, c: 1 })).toBe(true);
    expect(conditionsHold(rows, { a: 1 })).toBe(false);
    expect(conditionsHold([], { a: 1 })).toBe(false);
  });

  it('never runs text as code and never throws on odd rows', () => {
    const evil = row('a', '==', '1; globalThis.hacked = true');
    expect(conditionsHold([evil, null as never, { symbol: '??' } as never], { a: 1 })).toBe(false);
    expect((globalThis as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
