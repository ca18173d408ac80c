import { addControl, emptyFormData, type FormData } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import { newRule, nextRuleId, operandFor, operandKind, ruleIssues, withEffect } from './linkage-edit';

describe('linkage editor helpers', () => {
  it('ask for the value each operator needs', () => {
    expect(operandKind('empty')).toBe('none');
    expect(operandKind('in')).toBe('list');
    expect(operandKind('ge')).toBe('number');
    expect(operandKind('eq')).toBe('value');
    expect(operandFor('in', '1')).toEqual(['1']);
    expect(operandFor('eq', ['1', '2'])).toBe('1');
    expect(operandFor('gt', '3')).toBe(3);
    expect(operandFor('gt', 'x')).toBeUndefined();
    expect(operandFor('notEmpty', 'x')).toBeUndefined();
  });

  it('number new rules after the ones there are', () => {
    expect(nextRuleId([])).toBe('rule1');
    const first = newRule([], '规则');
    expect(nextRuleId([first, { ...first, id: 'rule2' }])).toBe('rule3');
  });

  it('keep targets and add what a new effect needs', () => {
    const action = { effect: 'show' as const, targets: ['a'] };
    expect(withEffect(action, 'setValue')).toEqual({ effect: 'setValue', targets: ['a'], value: '' });
    expect(withEffect(action, 'setOptions')).toEqual({ effect: 'setOptions', targets: ['a'], options: [] });
    expect(withEffect({ effect: 'setValue', targets: ['a'], value: 1 }, 'hide')).toEqual({
      effect: 'hide',
      targets: ['a'],
    });
  });

  it('report a new rule as incomplete until its fields are chosen (common validateLinkage)', () => {
    let form: FormData = emptyFormData();
    form = addControl(form, 'select', { parent: null, index: 0 });
    form = addControl(form, 'comInput', { parent: null, index: 1 });
    const rule = newRule([], 'r');
    expect(ruleIssues(form.fields, rule).length).toBeGreaterThan(0);
    rule.conditions[0] = { field: 'selectField101', op: 'eq', value: '1' };
    rule.actions[0] = { effect: 'hide', targets: ['comInputField102'] };
    expect(ruleIssues(form.fields, rule)).toEqual([]);
  });
});
