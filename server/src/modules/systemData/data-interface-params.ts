import {
  DATA_INTERFACE_PARAM_TYPES,
  type DataInterfaceParam,
  type DataInterfaceParamType,
  type Lang,
} from '@app/common';
import { AppError } from '../../platform/errors.js';
import { fieldLabel, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { BoundValue } from './data-interface-sql-text.js';

/** Request parameters (server-facts §4, JB v6 parameter handling): declared, typed, defaulted, checked. */

export const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
export const PARAM_VALUE_MAX = 4000;
export const PARAMS_MAX = 50;

/** A 400 naming the parameter, in the field list the forms show. */
function refuse(field: string, key: MessageKey, lang: Lang, extra: Record<string, string | number> = {}) {
  const params = { field, ...extra };
  return new AppError(400, 400, key, params, {
    errors: [{ field, message: translate(key, lang, params) }],
  });
}

const INT = /^[-+]?\d{1,15}$/;
const DECIMAL = /^[-+]?(\d{1,20}(\.\d{0,10})?|\.\d{1,10})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in server time, from epoch ms or a date text; null when it is neither. */
export function normalDatetime(text: string): string | null {
  const value = text.trim();
  const date = /^\d{10,13}$/.test(value)
    ? new Date(Number(value.length === 10 ? `${value}000` : value))
    : /^\d{4}-\d{1,2}-\d{1,2}([ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value)
      ? new Date(value.includes('T') || value.length <= 10 ? value : value.replace(' ', 'T'))
      : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    const local = new Date(y, m - 1, d);
    if (local.getMonth() !== m - 1) return null;
    return `${y}-${pad(m)}-${pad(d)} 00:00:00`;
  }
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** One value as its type says, or a refusal naming the parameter. */
export function typedValue(
  field: string,
  type: DataInterfaceParamType,
  text: string,
  lang: Lang,
): BoundValue {
  if (text.length > PARAM_VALUE_MAX)
    throw refuse(field, 'dataInterface.paramTooLong', lang, { limit: PARAM_VALUE_MAX });
  const value = text.trim();
  switch (type) {
    case 'int':
      if (!INT.test(value)) throw refuse(field, 'dataInterface.paramInt', lang);
      return Number(value);
    case 'decimal':
      if (!DECIMAL.test(value)) throw refuse(field, 'dataInterface.paramDecimal', lang);
      return Number(value);
    case 'datetime': {
      const normal = normalDatetime(value);
      if (normal === null) throw refuse(field, 'dataInterface.paramDatetime', lang);
      return normal;
    }
    default:
      return text;
  }
}

/**
 * The values a call binds: each declared parameter from `given` (a query string or a task's settings),
 * else its default; blank counts as missing. Required ones without a value are refused ('X不能为空').
 * Values the interface does not declare are ignored.
 */
export function paramValues(
  spec: DataInterfaceParam[],
  given: Record<string, unknown>,
  lang: Lang,
): Record<string, BoundValue> {
  const out: Record<string, BoundValue> = {};
  for (const p of spec) {
    const raw = given[p.field];
    const first = Array.isArray(raw) ? raw[0] : raw;
    let text = first === undefined || first === null ? '' : String(first);
    if (text.trim() === '' && p.defaultValue !== null && p.defaultValue !== '') text = p.defaultValue;
    if (text.trim() === '') {
      if (p.required === 1) throw refuse(p.field, 'dataInterface.paramRequired', lang);
      out[p.field] = null;
      continue;
    }
    out[p.field] = typedValue(p.field, p.dataType, text, lang);
  }
  return out;
}

/** The parameter list of a form or a file, checked: names, types, duplicates, defaults of their type. */
export function checkedParams(input: unknown, lang: Lang): DataInterfaceParam[] {
  if (input === undefined || input === null) return [];
  const fieldErr = (key: MessageKey, params: Record<string, string | number>) =>
    new AppError(400, 400, key, params, {
      errors: [{ field: 'requestParameters', message: translate(key, lang, params) }],
    });
  if (!Array.isArray(input) || input.length > PARAMS_MAX)
    throw fieldErr('validation.type', { field: fieldLabel('requestParameters', lang) });
  const out: DataInterfaceParam[] = [];
  for (const item of input as Record<string, unknown>[]) {
    const field = String(item?.field ?? '').trim();
    if (!PARAM_NAME.test(field)) throw fieldErr('dataInterface.paramName', { name: field });
    if (out.some((p) => p.field === field)) throw fieldErr('dataInterface.paramTwice', { name: field });
    const dataType = (
      (DATA_INTERFACE_PARAM_TYPES as readonly string[]).includes(String(item.dataType))
        ? item.dataType
        : 'varchar'
    ) as DataInterfaceParamType;
    const defaultText =
      item.defaultValue === undefined || item.defaultValue === null ? '' : String(item.defaultValue);
    if (defaultText.trim() !== '') typedValue(field, dataType, defaultText, lang);
    const description = String(item.description ?? '')
      .trim()
      .slice(0, 200);
    out.push({
      field,
      dataType,
      required: Number(item.required) === 1 || item.required === true ? 1 : 0,
      defaultValue: defaultText.trim() === '' ? null : defaultText,
      description: description || null,
    });
  }
  return out;
}
