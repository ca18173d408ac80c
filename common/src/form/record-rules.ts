import type { Localized } from '../i18n';
import { isSystemFilled } from './catalogue';
import { fillTemplate, localize } from './design-messages';
import { evaluateLinkage, type FieldState, fieldState } from './linkage';
import { parseRegRule } from './reg-rule';
import type { FormData } from './types';
import { subTables, type ValueField, valueFields } from './walk';

/**
 * The rules a record must meet to be saved: required (as linkage leaves it), regular expressions, number
 * ranges, text length and upload counts, on the main form and in every sub-table row. The renderer shows
 * them under the fields and the server refuses a record that breaks one, even if the browser was bypassed.
 * A hidden field is not checked: the user cannot see or fill it.
 */

export interface RecordProblem {
  /** vModel on the main form, 'table.field' in a sub-table */
  path: string;
  /** the sub-table row, counted from 0 */
  row?: number;
  message: Localized;
}

const MESSAGES = {
  required: { zh: '{label}不能为空', en: '{label} is required', zhtw: '{label}不能為空' },
  chooseOne: {
    zh: '请至少选择一个{label}',
    en: 'Choose at least one {label}',
    zhtw: '請至少選擇一個{label}',
  },
  pattern: {
    zh: '{label}格式不正确',
    en: '{label} is not in the expected format',
    zhtw: '{label}格式不正確',
  },
  number: { zh: '{label}必须是数字', en: '{label} must be a number', zhtw: '{label}必須是數字' },
  min: {
    zh: '{label}不能小于{limit}',
    en: '{label} cannot be less than {limit}',
    zhtw: '{label}不能小於{limit}',
  },
  max: {
    zh: '{label}不能大于{limit}',
    en: '{label} cannot be more than {limit}',
    zhtw: '{label}不能大於{limit}',
  },
  length: {
    zh: '{label}最多{limit}个字符',
    en: '{label} takes at most {limit} characters',
    zhtw: '{label}最多{limit}個字符',
  },
  files: {
    zh: '{label}最多上传{limit}个文件',
    en: '{label} takes at most {limit} files',
    zhtw: '{label}最多上傳{limit}個文件',
  },
  rows: { zh: '{label}必须是行的列表', en: '{label} must be a list of rows', zhtw: '{label}必須是行的列表' },
} satisfies Record<string, Localized>;

/** The sub-table rule of SPEC §5: null, undefined, empty text and an empty list are all empty. */
export const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const MULTIPLE = new Set(['checkbox', 'uploadFz', 'uploadImg', 'cascader', 'address']);

const finite = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** The problems of one value against its control's rules; empty when it may be saved. */
function valueProblems(field: ValueField, value: unknown, state: FieldState): Localized[] {
  const { control } = field;
  const config = control.__config__;
  const label = config.label;
  const say = (texts: Localized, limit?: unknown) => localize(texts, { label, limit: String(limit ?? '') });
  if (state.hidden || isSystemFilled(config.jnpfKey) || config.jnpfKey === 'calculate') return [];
  if (isEmptyValue(value)) {
    if (!state.required) return [];
    return [
      say(MULTIPLE.has(config.jnpfKey) || control.multiple === true ? MESSAGES.chooseOne : MESSAGES.required),
    ];
  }
  const problems: Localized[] = [];
  if (typeof value === 'string') {
    for (const rule of config.regList ?? []) {
      const regex = parseRegRule(rule.pattern);
      if (regex && !regex.test(value)) {
        const custom = typeof rule.message === 'string' && rule.message.trim();
        problems.push(custom ? { zh: custom, en: custom, zhtw: custom } : say(MESSAGES.pattern));
      }
    }
    const maxLength = finite(control.maxlength);
    if (maxLength !== null && [...value].length > maxLength) problems.push(say(MESSAGES.length, maxLength));
  }
  if (config.jnpfKey === 'numInput' || config.jnpfKey === 'slider' || config.jnpfKey === 'rate') {
    const n = finite(value);
    const min = finite(control.min);
    const max = finite(control.max);
    if (n === null && !Array.isArray(value)) problems.push(say(MESSAGES.number));
    else if (n !== null && min !== null && n < min) problems.push(say(MESSAGES.min, min));
    else if (n !== null && max !== null && n > max) problems.push(say(MESSAGES.max, max));
  }
  const limit = finite(control.limit);
  if (
    (config.jnpfKey === 'uploadFz' || config.jnpfKey === 'uploadImg') &&
    limit !== null &&
    Array.isArray(value) &&
    value.length > limit
  )
    problems.push(say(MESSAGES.files, limit));
  return problems;
}

/** Checks a record against its form; rules follow the linkage state the record's own values give. */
export function checkRecord(
  form: Pick<FormData, 'fields' | 'linkage'>,
  values: Record<string, unknown>,
): RecordProblem[] {
  const state = evaluateLinkage(form.fields, form.linkage, values);
  const problems: RecordProblem[] = [];
  for (const table of subTables(form.fields)) {
    const rows = values[table.__vModel__ ?? ''];
    if (rows !== undefined && rows !== null && !Array.isArray(rows))
      problems.push({
        path: table.__vModel__ ?? '',
        message: localize(MESSAGES.rows, { label: table.__config__.label }),
      });
  }
  for (const field of valueFields(form.fields)) {
    if (field.subTable) continue;
    for (const message of valueProblems(field, values[field.vModel], state.fields[field.path]))
      problems.push({ path: field.path, message });
  }
  for (const column of valueFields(form.fields).filter((field) => field.subTable)) {
    const rows = values[column.subTable!.__vModel__!];
    if (!Array.isArray(rows)) continue;
    rows.forEach((raw, row) => {
      const cell =
        raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[column.vModel] : undefined;
      for (const message of valueProblems(column, cell, fieldState(state, column.path, row)!))
        problems.push({ path: column.path, row, message });
    });
  }
  return problems;
}

/** One line per problem, for a toast or an envelope message: 'Row 2 of 明细: 数量不能为空'. */
export function describeProblem(problem: RecordProblem, lang: keyof Localized, tableLabel?: string): string {
  if (problem.row === undefined) return problem.message[lang];
  const where = { zh: '{table}第{row}行：', en: '{table} row {row}: ', zhtw: '{table}第{row}行：' }[lang];
  return fillTemplate(where, { table: tableLabel ?? '', row: problem.row + 1 }) + problem.message[lang];
}
