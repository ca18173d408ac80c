import { hasOptionSource, isSystemFilled } from './catalogue';
import { DESIGN_DETAILS, DESIGN_MESSAGES, type DesignDetail, localize } from './design-messages';
import { LINKAGE_OPERATORS, LINKAGE_SWITCHES, type LinkageAction, type LinkageRule } from './linkage-types';
import type { FormControl, FormOption } from './types';
import type { DesignIssue } from './validate-design';
import { type ValueField, valueFields } from './walk';

/**
 * Save rules of linkage: every field a rule reads or changes exists, operators and actions are known, and a
 * rule that reads a sub-table column changes only columns of that sub-table (the engine's row scope).
 */

const NEEDS_LIST = new Set(['in', 'notIn']);
const NEEDS_NUMBER = new Set(['gt', 'ge', 'lt', 'le']);
const NEEDS_NOTHING = new Set(['empty', 'notEmpty']);

function valueFits(op: string, value: unknown): boolean {
  if (NEEDS_NOTHING.has(op)) return true;
  if (NEEDS_LIST.has(op)) return Array.isArray(value) && value.length > 0;
  if (NEEDS_NUMBER.has(op)) return value !== '' && value !== null && Number.isFinite(Number(value));
  return value !== undefined && (typeof value !== 'object' || value === null);
}

const optionsFit = (options: unknown): options is FormOption[] =>
  Array.isArray(options) &&
  options.every((o) => o && typeof o === 'object' && typeof o.fullName === 'string' && o.id !== undefined);

function actionProblem(
  action: LinkageAction,
  target: ValueField,
): [DesignDetail, Record<string, string>] | null {
  const key = target.control.__config__.jnpfKey;
  if (action.effect === 'setValue' && (isSystemFilled(key) || key === 'calculate' || key === 'table'))
    return ['notSettable', { field: target.path }];
  if (action.effect === 'setOptions' && (!hasOptionSource(key) || !optionsFit(action.options)))
    return ['noOptions', { field: target.path }];
  return null;
}

function ruleProblems(
  rule: LinkageRule,
  byPath: ReadonlyMap<string, ValueField>,
): [DesignDetail, Record<string, string>][] {
  const problems: [DesignDetail, Record<string, string>][] = [];
  if (
    !Array.isArray(rule.conditions) ||
    !Array.isArray(rule.actions) ||
    !rule.conditions.length ||
    !rule.actions.length
  )
    return [['noConditions', {}]];
  const tables = new Set<string>();
  for (const condition of rule.conditions) {
    const field = byPath.get(condition?.field);
    if (!field) problems.push(['unknownField', { field: String(condition?.field) }]);
    else if (field.subTable) tables.add(field.subTable.__vModel__ ?? '');
    if (!(LINKAGE_OPERATORS as readonly string[]).includes(condition?.op))
      problems.push(['badOperator', { op: String(condition?.op) }]);
    else if (!valueFits(condition.op, condition.value))
      problems.push(['badValue', { field: String(condition.field) }]);
  }
  if (tables.size > 1) problems.push(['twoTables', {}]);
  const [rowTable] = [...tables];
  for (const action of rule.actions) {
    const known =
      (LINKAGE_SWITCHES as readonly string[]).includes(action?.effect) ||
      action?.effect === 'setValue' ||
      action?.effect === 'setOptions';
    if (!known || !Array.isArray(action.targets) || !action.targets.length) {
      problems.push(['badAction', { effect: String(action?.effect) }]);
      continue;
    }
    for (const path of action.targets) {
      const target = byPath.get(path);
      if (!target) problems.push(['unknownField', { field: String(path) }]);
      else if (rowTable !== undefined && target.subTable?.__vModel__ !== rowTable)
        problems.push(['rowTarget', { field: path }]);
      else {
        const problem = actionProblem(action, target);
        if (problem) problems.push(problem);
      }
    }
  }
  return problems;
}

export function validateLinkage(
  fields: readonly FormControl[],
  rules: readonly LinkageRule[] | undefined,
): DesignIssue[] {
  if (!rules?.length) return [];
  const byPath = new Map(valueFields(fields).map((field) => [field.path, field]));
  const ids = new Set<string>();
  const issues: DesignIssue[] = [];
  rules.forEach((rule, index) => {
    const name = rule?.name || rule?.id || String(index + 1);
    const problems =
      rule && typeof rule === 'object'
        ? ruleProblems(rule, byPath)
        : [['noConditions', {}] as [DesignDetail, Record<string, string>]];
    if (typeof rule?.id !== 'string' || ids.has(rule.id)) problems.push(['duplicateRule', {}]);
    ids.add(rule?.id);
    for (const [detail, params] of problems)
      issues.push({
        rule: 'linkage',
        message: localize(DESIGN_MESSAGES.linkage, {
          name,
          detail: localize(DESIGN_DETAILS[detail], params),
        }),
      });
  });
  return issues;
}
