import { isFieldRef } from '../calc/tokens';
import { validateExpression } from '../calc/validateExpression';
import type { Localized } from '../i18n';
import {
  allowedInSubTable,
  catalogueEntry,
  hasOptionSource,
  holdsValue,
  isNumeric,
  isSubTable,
  parseChildColumnVModel,
} from './catalogue';
import {
  DESIGN_DETAILS,
  DESIGN_MESSAGES,
  type DesignRule,
  localize,
  type MessageParam,
} from './design-messages';
import { parseRegRule } from './reg-rule';
import type { DesignType, FormControl, FormData, FormOption, FormTable } from './types';
import { validateLinkage } from './validate-linkage';
import { structureIssue, validateTables } from './validate-tables';
import { childLists, type ValueField, valueFields, walkControls } from './walk';

/**
 * The save rules of a design (client-facts §7.3, §7.5, §7.6), checked the same way in the designer and on
 * the server. Each issue names the control (formId, label) and the rule, with its message.
 */

export interface DesignIssue {
  rule: DesignRule;
  message: Localized;
  formId?: number;
}

export interface DesignContext {
  /** the visualdev type: 3, 4 and 5 need tables */
  type?: DesignType;
  tables?: readonly FormTable[];
}

type Report = (rule: DesignRule, control: FormControl | null, params?: Record<string, MessageParam>) => void;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function optionsValid(options: unknown): boolean {
  if (!Array.isArray(options)) return false;
  const ids = new Set<string>();
  for (const option of options as FormOption[]) {
    if (!option || typeof option !== 'object' || blank(String(option.id ?? '')) || blank(option.fullName))
      return false;
    if (ids.has(String(option.id))) return false;
    ids.add(String(option.id));
    if (option.children !== undefined && !optionsValid(option.children)) return false;
  }
  return true;
}

function checkOptionSource(control: FormControl, report: Report): void {
  const config = control.__config__;
  if (config.dataType === 'dictionary') {
    if (blank(config.dictionaryType)) report('dictionary', control);
  } else if (config.dataType === 'dynamic') {
    if (blank(config.propsUrl)) report('dataInterface', control);
  } else {
    const options = control.__slot__?.options ?? control.options;
    if (!optionsValid(options ?? [])) report('options', control);
  }
}

function checkReferences(control: FormControl, all: readonly ValueField[], report: Report): void {
  const key = control.__config__.jnpfKey;
  if (key === 'billRule' && blank(control.__config__.rule)) report('billRule', control);
  if (key === 'relationForm' && (blank(control.modelId) || blank(control.relationField)))
    report('relationForm', control);
  if (
    key === 'popupSelect' &&
    (blank(control.interfaceId) || blank(control.propsValue) || blank(control.relationField))
  )
    report('popupSelect', control);
  if (key === 'relationFlow' && blank(control.flowId)) report('relationFlow', control);
  if (key === 'relationFormAttr' || key === 'relationFlowAttr') {
    const source = key === 'relationFormAttr' ? 'relationForm' : 'relationFlow';
    const related = all.some(
      (f) => f.vModel === control.relationField && f.control.__config__.jnpfKey === source,
    );
    if (!related || blank(control.showField)) report('relationAttr', control);
  }
}

function checkExpression(control: FormControl, numericPaths: ReadonlySet<string>, report: Report): void {
  const tokens = Array.isArray(control.expression) ? control.expression : [];
  const result = validateExpression(tokens, numericPaths);
  if (!result.valid) {
    report('expression', control, { detail: result.message });
    return;
  }
  const own = control.__vModel__;
  if (tokens.some((token) => isFieldRef(token) && token.__vModel__.split('.').pop() === own))
    report('expression', control, { detail: DESIGN_DETAILS.selfReference });
}

function checkBinding(
  control: FormControl,
  subTable: FormControl | null,
  tables: readonly FormTable[],
  report: Report,
) {
  const vModel = control.__vModel__;
  if (blank(vModel)) return report('needField', control);
  const columnsOf = (name: string | undefined) => tables.find((t) => t.table === name)?.fields;
  const check = (table: string, field: string) => {
    const columns = columnsOf(table);
    if (columns && !columns.some((column) => column.field === field))
      report('unknownColumn', control, { field, table });
  };
  if (subTable) return check(String(subTable.__config__.tableName ?? ''), vModel!);
  const child = parseChildColumnVModel(vModel!);
  const main = tables.find((t) => t.typeId === '1');
  if (child && !tables.some((t) => t.typeId === '0' && t.table === child.table))
    report('unboundTable', control, { table: child.table });
  else if (child) check(child.table, child.field);
  else if (main) check(main.table, vModel!);
}

/** Checks a design; an empty list means it may be saved. */
export function validateFormDesign(form: unknown, context: DesignContext = {}): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const report: Report = (rule, control, params = {}) => {
    const label = control?.__config__.label ?? '';
    const issue: DesignIssue = { rule, message: localize(DESIGN_MESSAGES[rule], { label, ...params }) };
    if (control) issue.formId = control.__config__.formId;
    issues.push(issue);
  };
  const broken = structureIssue(form);
  if (broken) return [broken];
  const design = form as FormData;
  const tables = context.tables ?? [];
  issues.push(...validateTables(tables));
  if ((context.type === 3 || context.type === 4 || context.type === 5) && tables.length === 0)
    report('needTable', null);

  const all = valueFields(design.fields);
  const numericPaths = new Set(all.filter((f) => isNumeric(f.control.__config__.jnpfKey)).map((f) => f.path));
  const formIds = new Set<number>();
  const scopes = new Map<string, Set<string>>();
  const usedChildTables = new Set<string>();
  for (const { control, subTable } of walkControls(design.fields)) {
    const config = control.__config__;
    const entry = catalogueEntry(config.jnpfKey);
    if (!entry) {
      report('unknownControl', control, { key: config.jnpfKey });
      continue;
    }
    if (formIds.has(config.formId)) report('duplicateFormId', control, { formId: config.formId });
    formIds.add(config.formId);
    if (
      config.span !== undefined &&
      !(Number.isInteger(config.span) && config.span >= 1 && config.span <= 24)
    )
      report('span', control);
    for (const rule of config.regList ?? [])
      if (!parseRegRule(rule.pattern)) report('regex', control, { pattern: String(rule.pattern) });
    if (subTable && !allowedInSubTable(config.jnpfKey)) report('notInSubTable', control);
    const lists = childLists(control);
    if (entry.layout === 'rowFormItem' && (lists.length === 0 || lists.some((list) => list.length === 0)))
      report('emptyContainer', control);
    if (isSubTable(control) && tables.length) {
      const table = String(config.tableName ?? '');
      if (!table) report('needField', control);
      else if (!tables.some((t) => t.typeId === '0' && t.table === table))
        report('unboundTable', control, { table });
      else if (usedChildTables.has(table)) report('subTableInUse', control, { table });
      usedChildTables.add(table);
    }
    const valued = (holdsValue(config.jnpfKey) && entry.layout === 'colFormItem') || isSubTable(control);
    if (valued && tables.length && !isSubTable(control)) checkBinding(control, subTable, tables, report);
    if (valued && !blank(control.__vModel__)) {
      const scope = subTable?.__vModel__ ?? '';
      const seen = scopes.get(scope) ?? new Set<string>();
      if (seen.has(control.__vModel__!)) report('duplicateField', control, { field: control.__vModel__! });
      seen.add(control.__vModel__!);
      scopes.set(scope, seen);
    } else if (valued && !tables.length) report('needField', control);
    if (hasOptionSource(config.jnpfKey)) checkOptionSource(control, report);
    checkReferences(control, all, report);
    if (config.jnpfKey === 'calculate') checkExpression(control, numericPaths, report);
  }
  issues.push(...validateLinkage(design.fields, design.linkage));
  return issues;
}
