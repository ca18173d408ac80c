import type { FormOption } from './types';

/**
 * Linkage rules: "when field X meets a condition, show, hide, require, disable, set a value or set another
 * field's options". Stored as data in formData.linkage and run by one engine on both sides (decision 068);
 * the original stored JavaScript source and evaluated it in every browser.
 *
 * Fields are named by path: the vModel on the main form, 'tableVModel.field' for a sub-table column.
 */

export const LINKAGE_OPERATORS = [
  'eq',
  'ne',
  'in',
  'notIn',
  'contains',
  'empty',
  'notEmpty',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type LinkageOperator = (typeof LINKAGE_OPERATORS)[number];

export interface LinkageCondition {
  field: string;
  op: LinkageOperator;
  /** the value compared with; a list for in / notIn; unused for empty / notEmpty */
  value?: unknown;
}

/** Effects that switch a field's state; the first of each pair turns it on. */
export const LINKAGE_SWITCHES = ['show', 'hide', 'require', 'optional', 'enable', 'disable'] as const;
export type LinkageSwitch = (typeof LINKAGE_SWITCHES)[number];

export type LinkageAction =
  | { effect: LinkageSwitch; targets: string[] }
  | { effect: 'setValue'; targets: string[]; value: unknown }
  | { effect: 'setOptions'; targets: string[]; options: FormOption[] };

export interface LinkageRule {
  id: string;
  name?: string;
  /** all conditions must hold, or any one */
  match: 'all' | 'any';
  conditions: LinkageCondition[];
  actions: LinkageAction[];
}
