/**
 * Row-level data permission (reference/server-facts.md §1, §5): per menu, a catalogue of fields its
 * schemes may filter on, and schemes made of condition groups. A scheme granted to a role, position
 * or user becomes a SQL condition on that menu's list.
 */

export const DATA_FIELD_TYPES = ['string', 'int', 'double', 'datetime'] as const;
export type DataFieldType = (typeof DATA_FIELD_TYPES)[number];

export const CONDITION_OPS = [
  'Equal',
  'NotEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
  'LessThan',
  'LessThanOrEqual',
  'Contains',
  'In',
] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** Values a condition may compare with instead of literal text; each is filled in per user. */
export const CONDITION_PLACEHOLDERS = [
  '@userId',
  '@userAraSubordinates',
  '@organizeId',
  '@organizationAndSuborganization',
] as const;
export type ConditionPlaceholder = (typeof CONDITION_PLACEHOLDERS)[number];

/** A placeholder compares by equality only: Equal (is / is one of) or NotEqual. */
export const PLACEHOLDER_OPS: readonly ConditionOp[] = ['Equal', 'NotEqual'];

export const isPlaceholder = (value: string): value is ConditionPlaceholder =>
  (CONDITION_PLACEHOLDERS as readonly string[]).includes(value);

export type Logic = 'and' | 'or';

export interface ConditionItem {
  id?: string;
  /** a field enCode of the menu's catalogue */
  field: string;
  type: DataFieldType;
  op: ConditionOp;
  /** literal text (a comma list for In), or a placeholder */
  value: string;
}

/** One group: its items joined by `logic`. A scheme's groups are joined by the scheme's matchLogic. */
export interface ConditionGroup {
  logic: Logic;
  groups: ConditionItem[];
}

export interface DataFieldInput {
  moduleId?: string;
  fullName: string;
  enCode: string;
  type?: DataFieldType;
  /** comma list of CONDITION_OPS */
  conditionSymbol?: string;
  /** a default value or placeholder offered when the field is picked */
  conditionText?: string | null;
  bindTable?: string | null;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

export interface DataField extends Required<Omit<DataFieldInput, 'moduleId'>> {
  id: string;
  moduleId: string;
  creatorTime: number;
}

export interface DataSchemeInput {
  moduleId?: string;
  fullName: string;
  enCode: string;
  /** JSON text of ConditionGroup[] (as the original product sends it) */
  conditionJson?: string | null;
  matchLogic?: Logic;
  /** 1 = every row, no condition */
  allData?: number;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

export interface DataScheme {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  conditionJson: string | null;
  /** readable description of the conditions, made on save */
  conditionText: string | null;
  matchLogic: Logic;
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** The groups of a stored conditionJson; nothing when it is empty or not a list. */
export function storedConditions(json: string | null | undefined): ConditionGroup[] {
  try {
    const parsed = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
