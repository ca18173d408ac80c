import { describe, expect, it } from 'vitest';
import { newControl } from './catalogue';
import { conditionHolds, evaluateLinkage, fieldState } from './linkage';
import type { LinkageRule } from './linkage-types';
import type { FormControl } from './types';
import { validateLinkage } from './validate-linkage';

/** A leave form: type (select), days (number), reason (text), and a sub-table of items (kind, amount, note). */
function leaveForm(): FormControl[] {
  const type = newControl('select', 101);
  type.__vModel__ = 'type';
  const days = newControl('numInput', 102);
  days.__vModel__ = 'days';
  const reason = newControl('comInput', 103);
  reason.__vModel__ = 'reason';
  reason.__config__.noShow = true;
  const items = newControl('table', 104);
  items.__vModel__ = 'items';
  const kind = newControl('select', 105);
  kind.__vModel__ = 'kind';
  const amount = newControl('numInput', 106);
  amount.__vModel__ = 'amount';
  const note = newControl('comInput', 107);
  note.__vModel__ = 'note';
  items.__config__.children = [kind, amount, note];
  return [type, days, reason, items];
}

const rule = (id: string, partial: Partial<LinkageRule>): LinkageRule => ({
  id,
  match: 'all',
  conditions: [],
  actions: [],
  ...partial,
});

describe('the linkage engine', () => {
  it('shows and requires a field when another meets a condition, and back when it does not', () => {
    const rules = [
      rule('sick', {
        conditions: [{ field: 'type', op: 'eq', value: '2' }],
        actions: [
          { effect: 'show', targets: ['reason'] },
          { effect: 'require', targets: ['reason'] },
        ],
      }),
    ];
    expect(evaluateLinkage(leaveForm(), rules, { type: '1' }).fields.reason).toEqual({
      hidden: true,
      required: false,
      disabled: false,
    });
    expect(evaluateLinkage(leaveForm(), rules, { type: '2' }).fields.reason).toMatchObject({
      hidden: false,
      required: true,
    });
  });

  it('lets later rules override earlier ones, and matches any or all conditions', () => {
    const rules = [
      rule('a', {
        conditions: [{ field: 'days', op: 'gt', value: 3 }],
        actions: [{ effect: 'disable', targets: ['type'] }],
      }),
      rule('b', {
        match: 'any',
        conditions: [
          { field: 'days', op: 'ge', value: 10 },
          { field: 'type', op: 'in', value: ['9'] },
        ],
        actions: [{ effect: 'enable', targets: ['type'] }],
      }),
    ];
    expect(evaluateLinkage(leaveForm(), rules, { days: 5 }).fields.type.disabled).toBe(true);
    expect(evaluateLinkage(leaveForm(), rules, { days: '12' }).fields.type.disabled).toBe(false);
    expect(evaluateLinkage(leaveForm(), rules, { days: 5, type: '9' }).fields.type.disabled).toBe(false);
  });

  it('sets values and options while a rule holds, for the renderer to apply when it starts holding', () => {
    const options = [{ id: 'x', fullName: 'X' }];
    const rules = [
      rule('long', {
        conditions: [{ field: 'days', op: 'gt', value: 5 }],
        actions: [
          { effect: 'setValue', targets: ['reason'], value: '长假' },
          { effect: 'setOptions', targets: ['type'], options },
        ],
      }),
    ];
    const state = evaluateLinkage(leaveForm(), rules, { days: 6 });
    expect(state.assignments).toEqual([{ ruleId: 'long', path: 'reason', value: '长假' }]);
    expect(state.fields.type.options).toEqual(options);
    expect(evaluateLinkage(leaveForm(), rules, { days: 1 }).assignments).toEqual([]);
  });

  it('runs a rule reading a sub-table column once per row, changing that row only', () => {
    const rules = [
      rule('other', {
        conditions: [{ field: 'items.kind', op: 'eq', value: 'other' }],
        actions: [
          { effect: 'require', targets: ['items.note'] },
          { effect: 'setValue', targets: ['items.amount'], value: 0 },
        ],
      }),
    ];
    const state = evaluateLinkage(leaveForm(), rules, { items: [{ kind: 'meal' }, { kind: 'other' }, null] });
    expect(state.rows.items.map((row) => row.note.required)).toEqual([false, true, false]);
    expect(fieldState(state, 'items.note', 1)?.required).toBe(true);
    expect(fieldState(state, 'items.note')?.required).toBe(false);
    expect(state.assignments).toEqual([{ ruleId: 'other', path: 'items.amount', row: 1, value: 0 }]);
  });

  it('changes a whole column from a form-wide rule', () => {
    const rules = [
      rule('r', {
        conditions: [{ field: 'type', op: 'notEmpty' }],
        actions: [{ effect: 'hide', targets: ['items.note'] }],
      }),
    ];
    const state = evaluateLinkage(leaveForm(), rules, { type: '1', items: [{}, {}] });
    expect(state.rows.items.every((row) => row.note.hidden)).toBe(true);
  });

  it('never throws on a rule that names missing fields or compares odd values', () => {
    const rules = [
      rule('ghost', {
        conditions: [{ field: 'gone', op: 'eq', value: 1 }],
        actions: [{ effect: 'hide', targets: ['type'] }],
      }),
      rule('odd', {
        conditions: [{ field: 'days', op: 'gt', value: 'abc' }],
        actions: [{ effect: 'hide', targets: ['nowhere'] }],
      }),
    ];
    const state = evaluateLinkage(leaveForm(), rules, { days: { weird: true }, items: 'not rows' });
    expect(state.fields.type.hidden).toBe(false);
    expect(state.rows.items).toEqual([]);
  });

  it('compares as the designer means: text and numbers alike, lists by membership', () => {
    expect(conditionHolds({ field: 'f', op: 'eq', value: 1 }, '1')).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'eq', value: '' }, '')).toBe(false);
    expect(conditionHolds({ field: 'f', op: 'contains', value: 'b' }, ['a', 'b'])).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'contains', value: 'u2' }, 'u1,u2')).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'contains', value: '请假' }, '事假请假单')).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'empty' }, [])).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'notIn', value: ['1', '2'] }, '3')).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'le', value: '5' }, 5)).toBe(true);
    expect(conditionHolds({ field: 'f', op: 'lt', value: 5 }, null)).toBe(false);
  });
});

describe('the save rules of linkage', () => {
  const details = (rules: unknown[]) =>
    validateLinkage(leaveForm(), rules as LinkageRule[]).map((issue) => issue.message.zh);

  it('accepts well-formed rules', () => {
    expect(
      details([
        rule('a', {
          conditions: [{ field: 'type', op: 'eq', value: '2' }],
          actions: [{ effect: 'show', targets: ['reason'] }],
        }),
        rule('b', {
          conditions: [{ field: 'items.kind', op: 'in', value: ['x'] }],
          actions: [{ effect: 'hide', targets: ['items.note'] }],
        }),
      ]),
    ).toEqual([]);
  });

  it('names the rule and what is wrong with it', () => {
    expect(
      details([
        rule('a', {
          name: '病假',
          conditions: [{ field: 'gone', op: 'eq', value: 1 }],
          actions: [{ effect: 'hide', targets: ['type'] }],
        }),
      ]),
    ).toEqual(['联动规则【病假】：字段【gone】不存在']);
    expect(details([rule('a', {})])).toEqual(['联动规则【a】：至少要有一个条件和一个动作']);
    expect(
      details([
        rule('a', {
          conditions: [{ field: 'days', op: 'gt', value: 'x' }],
          actions: [{ effect: 'explode', targets: ['type'] } as never],
        }),
      ]),
    ).toEqual(['联动规则【a】：条件【days】的比较值不正确', '联动规则【a】：不支持的动作【explode】']);
  });

  it('keeps a rule reading a sub-table to that sub-table', () => {
    expect(
      details([
        rule('a', {
          conditions: [{ field: 'items.kind', op: 'eq', value: 'x' }],
          actions: [{ effect: 'hide', targets: ['reason'] }],
        }),
      ]),
    ).toEqual(['联动规则【a】：条件引用子表时，只能控制同一子表的字段（【reason】不是）']);
  });

  it('refuses setting system-filled or calculated fields, options on a field without any, and reused ids', () => {
    const form = leaveForm();
    const creator = newControl('createUser', 120);
    form.push(creator);
    const issues = validateLinkage(form, [
      rule('a', {
        conditions: [{ field: 'days', op: 'notEmpty' }],
        actions: [{ effect: 'setValue', targets: ['createUserField120'], value: 'x' }],
      }),
      rule('a', {
        conditions: [{ field: 'days', op: 'notEmpty' }],
        actions: [{ effect: 'setOptions', targets: ['days'], options: [] }],
      }),
    ]).map((issue) => issue.message.en);
    expect(issues).toEqual([
      'Linkage rule "a": the field "createUserField120" cannot be set',
      'Linkage rule "a": the field "days" has no options',
      'Linkage rule "a": the rule id is used twice',
    ]);
  });
});
