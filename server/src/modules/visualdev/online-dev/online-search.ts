import type { LiveModel } from './online-model.js';
import { jsonObject } from './online-values.js';

/**
 * The list query of a released design (server-facts §7 GetListResult, client-facts §7.7): `json` holds the
 * search values by vModel. Each value is read by its field's search type: 3 a range ([from, to]; a date's
 * `to` takes the whole day), 2 fuzzy (contains), 1 equal; a multiple choice or a checkbox is fuzzy, as the
 * original's. The tree on the left adds its node as an equal value of treeRelation. Keys that are no
 * searchable field of the live form are ignored; values never become SQL text.
 */

export interface OnlineListBody {
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
  keyword?: string;
  json?: string | Record<string, unknown> | null;
  menuId?: string;
}

export type SearchOp = 'eq' | 'contains' | 'gte' | 'lte';

export interface SearchCondition {
  vModel: string;
  op: SearchOp;
  value: string | number;
}

const DAY_MS = 86_400_000;
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);
const NUMBER_KEYS = new Set(['numInput', 'calculate']);

const jsonOf = (json: OnlineListBody['json']): Record<string, unknown> =>
  json === undefined || json === null || json === '' ? {} : jsonObject(json, 'onlineDev.badSearch');

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function scalar(value: unknown): string | number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim().slice(0, 200);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

function number(value: unknown): number | null {
  if (empty(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export type SearchKind = 'eq' | 'contains' | 'range';

/** How a field is searched by the live list: its search type read per control, or not at all (null). */
export function searchKind(model: LiveModel, vModel: string): SearchKind | null {
  const field = model.fields.get(vModel);
  if (!field) return null;
  const item = (model.columns.searchList ?? []).find((i) => i?.__vModel__ === vModel);
  const tree = model.columns.type === 2 && model.columns.treeRelation === vModel;
  if (!item && !tree) return null;
  const searchType = item ? Number(item.searchType) || 1 : 1;
  const key = field.control.__config__.jnpfKey;
  if (item && (searchType === 3 || DATE_KEYS.has(key) || NUMBER_KEYS.has(key))) return 'range';
  if (searchType === 2 || field.control.multiple === true || key === 'checkbox') return 'contains';
  return 'eq';
}

/** The search conditions of a list request; a bad `json` is a 400. */
export function searchConditions(model: LiveModel, json: OnlineListBody['json']): SearchCondition[] {
  const conditions: SearchCondition[] = [];
  for (const [vModel, raw] of Object.entries(jsonOf(json))) {
    const kind = searchKind(model, vModel);
    if (!kind || empty(raw)) continue;
    const key = model.fields.get(vModel)?.control.__config__.jnpfKey ?? '';
    if (kind === 'range') {
      const [from, to] = Array.isArray(raw) ? raw : [raw, raw];
      if (DATE_KEYS.has(key) || NUMBER_KEYS.has(key)) {
        const low = number(from);
        const high = number(to);
        if (low !== null) conditions.push({ vModel, op: 'gte', value: low });
        if (high !== null)
          conditions.push({ vModel, op: 'lte', value: DATE_KEYS.has(key) ? high + DAY_MS - 1 : high });
      } else {
        const low = scalar(from);
        const high = scalar(to);
        if (low !== null) conditions.push({ vModel, op: 'gte', value: String(low) });
        if (high !== null) conditions.push({ vModel, op: 'lte', value: String(high) });
      }
      continue;
    }
    const value = scalar(Array.isArray(raw) ? raw.join(',') : raw);
    if (value === null) continue;
    conditions.push({ vModel, op: kind, value: kind === 'contains' ? String(value) : value });
  }
  return conditions;
}
