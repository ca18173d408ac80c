import {
  type FormControl,
  type LinkageAction,
  type LinkageOperator,
  type LinkageRule,
  validateFormDesign,
} from '@app/common/form';

/** Pure helpers of the linkage-rules editor: new rules and actions, and what each operator needs typed. */

export const LINKAGE_EFFECTS = [
  'show',
  'hide',
  'require',
  'optional',
  'enable',
  'disable',
  'setValue',
  'setOptions',
] as const;
export type LinkageEffect = (typeof LINKAGE_EFFECTS)[number];

/** What the value box of a condition takes: nothing, one value, a number, or a list (in / not in). */
export function operandKind(op: LinkageOperator): 'none' | 'value' | 'number' | 'list' {
  if (op === 'empty' || op === 'notEmpty') return 'none';
  if (op === 'in' || op === 'notIn') return 'list';
  if (op === 'gt' || op === 'ge' || op === 'lt' || op === 'le') return 'number';
  return 'value';
}

/** The value a condition keeps when its operator changes: what still fits, else an empty start. */
export function operandFor(op: LinkageOperator, previous: unknown): unknown {
  const kind = operandKind(op);
  if (kind === 'none') return undefined;
  if (kind === 'list')
    return Array.isArray(previous) ? previous : previous === undefined || previous === '' ? [] : [previous];
  const single = Array.isArray(previous) ? previous[0] : previous;
  if (kind === 'number')
    return Number.isFinite(Number(single)) && single !== '' && single !== undefined
      ? Number(single)
      : undefined;
  return single ?? '';
}

/** An id no rule of the form has yet: rule1, rule2… */
export function nextRuleId(rules: readonly LinkageRule[]): string {
  const ids = new Set(rules.map((rule) => rule.id));
  let n = rules.length + 1;
  while (ids.has(`rule${n}`)) n++;
  return `rule${n}`;
}

export function newRule(rules: readonly LinkageRule[], name: string): LinkageRule {
  return {
    id: nextRuleId(rules),
    name,
    match: 'all',
    conditions: [{ field: '', op: 'eq', value: '' }],
    actions: [{ effect: 'show', targets: [] }],
  };
}

/** An action with its effect changed: targets kept, the value or options the new effect needs added. */
export function withEffect(action: LinkageAction, effect: LinkageEffect): LinkageAction {
  if (effect === 'setValue')
    return { effect, targets: action.targets, value: action.effect === 'setValue' ? action.value : '' };
  if (effect === 'setOptions')
    return { effect, targets: action.targets, options: action.effect === 'setOptions' ? action.options : [] };
  return { effect, targets: action.targets };
}

/**
 * The save-rule messages of one rule, for the editor to show beside it: common's save rules over the form
 * holding just this rule, keeping the linkage ones (the engine's validateLinkage behind them).
 */
export function ruleIssues(fields: FormControl[], rule: LinkageRule) {
  return validateFormDesign({ idGlobal: 0, fields, linkage: [rule] }).filter(
    (issue) => issue.rule === 'linkage',
  );
}
