import { DESIGN_DETAILS, DESIGN_MESSAGES, type DesignDetail, localize } from './design-messages';
import type { FormTable } from './types';
import type { DesignIssue } from './validate-design';

/** The shape checks that come before any rule: is this a design at all, and are its tables coherent. */

const detailIssue = (
  rule: 'structure' | 'tables',
  detail: DesignDetail,
  params: Record<string, string | number> = {},
) => ({
  rule,
  message: localize(DESIGN_MESSAGES[rule], { detail: localize(DESIGN_DETAILS[detail], params) }),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function controlBroken(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.__config__)) return true;
  const config = value.__config__;
  if (typeof config.jnpfKey !== 'string' || typeof config.label !== 'string') return true;
  if (typeof config.formId !== 'number' || !Number.isFinite(config.formId)) return true;
  if (config.layout !== 'colFormItem' && config.layout !== 'rowFormItem') return true;
  if (value.__vModel__ !== undefined && typeof value.__vModel__ !== 'string') return true;
  if (config.regList !== undefined && !Array.isArray(config.regList)) return true;
  const children = config.children;
  if (children === undefined) return false;
  if (!Array.isArray(children)) return true;
  if (config.jnpfKey === 'tab' || config.jnpfKey === 'collapse') {
    return children.some(
      (pane) =>
        !isObject(pane) || !isObject(pane.__config__) || firstBroken(pane.__config__.children) !== null,
    );
  }
  return firstBroken(children) !== null;
}

/** The position of the first item that is not a well-formed control, or null. */
function firstBroken(list: unknown): number | null {
  if (!Array.isArray(list)) return -1;
  const index = list.findIndex(controlBroken);
  return index < 0 ? null : index;
}

/** A design that is not even shaped like one; null when the shape is sound. */
export function structureIssue(form: unknown): DesignIssue | null {
  if (!isObject(form) || !Array.isArray(form.fields)) return detailIssue('structure', 'notArray');
  const broken = firstBroken(form.fields);
  if (broken !== null) return detailIssue('structure', 'notControl', { index: broken + 1 });
  if (form.linkage !== undefined && !Array.isArray(form.linkage)) return detailIssue('structure', 'notArray');
  return null;
}

/** One main table, each table once, every child linked to the main table by key and foreign key. */
export function validateTables(tables: readonly FormTable[]): DesignIssue[] {
  if (tables.length === 0) return [];
  const issues: DesignIssue[] = [];
  const mains = tables.filter((table) => table.typeId === '1');
  if (mains.length !== 1) issues.push(detailIssue('tables', 'oneMain'));
  const seen = new Set<string>();
  for (const table of tables) {
    if (seen.has(table.table)) issues.push(detailIssue('tables', 'duplicateTable', { table: table.table }));
    seen.add(table.table);
    const linked = table.relationTable === mains[0]?.table && !!table.relationField && !!table.tableField;
    if (table.typeId === '0' && !linked)
      issues.push(detailIssue('tables', 'childLink', { table: table.table }));
  }
  return issues;
}
