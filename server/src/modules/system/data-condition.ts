import {
  CONDITION_OPS,
  type ConditionGroup,
  type ConditionItem,
  type ConditionOp,
  type DataFieldType,
  isPlaceholder,
  type Lang,
  type Logic,
  PLACEHOLDER_OPS,
} from '@app/common';
import { badRequest } from '../../platform/errors.js';

/**
 * Checks the conditionJson of a data scheme against its menu's field catalogue, and writes the
 * readable description (conditionText) shown in lists. Nothing here touches SQL: the checked groups
 * are compiled per request by platform/auth/data-permission.ts.
 */

export const MAX_GROUPS = 20;
export const MAX_ITEMS = 20;
const MAX_VALUE = 200;

export interface CatalogueField {
  enCode: string;
  fullName: string;
  type: DataFieldType;
  conditionSymbol: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** A literal value's parts (In takes a comma list), each valid for the field's type. */
export function literalParts(op: ConditionOp, value: string): string[] {
  return op === 'In'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [value];
}

function validLiteral(type: DataFieldType, part: string): boolean {
  if (type === 'int') return INTEGER.test(part) && Number.isSafeInteger(Number(part));
  if (type === 'double') return NUMBER.test(part) && Number.isFinite(Number(part));
  if (type === 'datetime') return INTEGER.test(part) || !Number.isNaN(Date.parse(part));
  return true;
}

const isLogic = (v: unknown): v is Logic => v === 'and' || v === 'or';

/** Parses and checks conditionJson; the answer is the normalised groups to store. */
export function checkConditions(json: string, fields: CatalogueField[]): ConditionGroup[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest('dataAuthorize.conditionsInvalid');
  }
  if (!Array.isArray(parsed)) throw badRequest('dataAuthorize.conditionsInvalid');
  if (parsed.length === 0) throw badRequest('dataAuthorize.conditionsRequired');
  if (parsed.length > MAX_GROUPS) throw badRequest('dataAuthorize.tooMany', { limit: MAX_GROUPS });
  const byCode = new Map(fields.map((f) => [f.enCode, f]));
  return parsed.map((group: unknown, g): ConditionGroup => {
    const { logic, groups } = (group ?? {}) as { logic?: unknown; groups?: unknown };
    if (!isLogic(logic) || !Array.isArray(groups) || groups.length === 0)
      throw badRequest('dataAuthorize.conditionsInvalid');
    if (groups.length > MAX_ITEMS) throw badRequest('dataAuthorize.tooMany', { limit: MAX_ITEMS });
    return {
      logic,
      groups: groups.map((raw: unknown, i): ConditionItem => {
        const item = (raw ?? {}) as Record<string, unknown>;
        const where = { group: g + 1, item: i + 1 };
        const field = typeof item.field === 'string' ? byCode.get(item.field) : undefined;
        if (!field)
          throw badRequest('dataAuthorize.conditionField', { ...where, field: String(item.field ?? '') });
        const op = item.op as ConditionOp;
        const offered = field.conditionSymbol.split(',');
        if (!CONDITION_OPS.includes(op) || !offered.includes(op))
          throw badRequest('dataAuthorize.conditionOp', { field: field.fullName, op: String(item.op ?? '') });
        const value = typeof item.value === 'string' ? item.value.trim() : String(item.value ?? '').trim();
        if (!value || value.length > MAX_VALUE)
          throw badRequest('dataAuthorize.conditionValue', {
            field: field.fullName,
            value,
            type: field.type,
          });
        if (value.startsWith('@')) {
          if (!isPlaceholder(value)) throw badRequest('dataAuthorize.unknownPlaceholder', { value });
          if (!PLACEHOLDER_OPS.includes(op)) throw badRequest('dataAuthorize.placeholderOp', { value });
        } else if (!literalParts(op, value).every((part) => validLiteral(field.type, part))) {
          throw badRequest('dataAuthorize.conditionValue', {
            field: field.fullName,
            value,
            type: field.type,
          });
        }
        const id = typeof item.id === 'string' && item.id.length <= 50 ? item.id : undefined;
        return { ...(id ? { id } : {}), field: field.enCode, type: field.type, op, value };
      }),
    };
  });
}

const WORDS = {
  zh: {
    and: ' 且 ',
    or: ' 或 ',
    ops: {
      Equal: '等于',
      NotEqual: '不等于',
      GreaterThan: '大于',
      GreaterThanOrEqual: '大于等于',
      LessThan: '小于',
      LessThanOrEqual: '小于等于',
      Contains: '包含',
      In: '属于',
    },
    values: {
      '@userId': '当前用户',
      '@userAraSubordinates': '当前用户及下属',
      '@organizeId': '当前组织',
      '@organizationAndSuborganization': '当前组织及子组织',
    },
  },
  en: {
    and: ' AND ',
    or: ' OR ',
    ops: {
      Equal: 'equals',
      NotEqual: 'does not equal',
      GreaterThan: 'is greater than',
      GreaterThanOrEqual: 'is at least',
      LessThan: 'is less than',
      LessThanOrEqual: 'is at most',
      Contains: 'contains',
      In: 'is one of',
    },
    values: {
      '@userId': 'the current user',
      '@userAraSubordinates': 'the current user and subordinates',
      '@organizeId': 'the current organisation',
      '@organizationAndSuborganization': 'the current organisation and its sub-organisations',
    },
  },
  zhtw: {
    and: ' 且 ',
    or: ' 或 ',
    ops: {
      Equal: '等於',
      NotEqual: '不等於',
      GreaterThan: '大於',
      GreaterThanOrEqual: '大於等於',
      LessThan: '小於',
      LessThanOrEqual: '小於等於',
      Contains: '包含',
      In: '屬於',
    },
    values: {
      '@userId': '目前使用者',
      '@userAraSubordinates': '目前使用者及下屬',
      '@organizeId': '目前組織',
      '@organizationAndSuborganization': '目前組織及子組織',
    },
  },
} as const;

/** 【组织 等于 当前组织及子组织 且 创建人 等于 当前用户】 或 【…】 */
export function describeConditions(
  groups: ConditionGroup[],
  matchLogic: Logic,
  fields: CatalogueField[],
  lang: Lang,
): string {
  const words = WORDS[lang];
  const names = new Map(fields.map((f) => [f.enCode, f.fullName]));
  return groups
    .map((group) => {
      const items = group.groups.map((item) => {
        const value = isPlaceholder(item.value) ? words.values[item.value] : item.value;
        return `${names.get(item.field) ?? item.field} ${words.ops[item.op]} ${value}`;
      });
      return `【${items.join(words[group.logic])}】`;
    })
    .join(words[matchLogic]);
}
