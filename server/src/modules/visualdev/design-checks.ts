import type { Lang } from '@app/common';
import {
  type ColumnData,
  type DesignType,
  type FormData,
  type FormTable,
  normaliseDesign,
  validateColumnData,
  validateFormDesign,
} from '@app/common/form';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-checks.js';
import type { Row } from '../../platform/resource/resource.types.js';

/**
 * A design's JSON parts (client-facts §7.1 stores them as strings) checked with the rules the designer
 * shows (common/src/form): a design that breaks one is refused naming the control and the rule, every
 * issue listed in data.errors. What is stored is the normalised design (decision 068: no scripts).
 */

const JSON_FIELDS = ['tables', 'formData', 'columnData', 'flowTemplateJson'] as const;

function parsed(values: Row, field: (typeof JSON_FIELDS)[number], lang: Lang): unknown {
  const text = values[field];
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError(field, 'visualdev.badJson', lang);
  }
}

interface Issue {
  message: Record<Lang, string>;
  formId?: number;
  rule: string;
}

function refuse(field: string, issues: readonly Issue[], lang: Lang): AppError {
  const errors = issues.map((issue) => ({
    field,
    message: issue.message[lang],
    rule: issue.rule,
    ...(issue.formId === undefined ? {} : { formId: issue.formId }),
  }));
  return new AppError(400, 400, 'visualdev.invalidDesign', { detail: errors[0].message }, { errors });
}

/** The design's parts as they will be stored; throws naming the first broken rule. */
export function checkedDesign(values: Row, type: DesignType, lang: Lang): Row {
  const tables = parsed(values, 'tables', lang) ?? [];
  if (!Array.isArray(tables)) throw fieldError('tables', 'visualdev.badJson', lang);
  const form = parsed(values, 'formData', lang) as FormData | undefined;
  const columns = parsed(values, 'columnData', lang) as ColumnData | undefined;
  parsed(values, 'flowTemplateJson', lang);
  if (form === undefined) return {};
  const formIssues = validateFormDesign(form, { type, tables: tables as FormTable[] });
  if (formIssues.length) throw refuse('formData', formIssues, lang);
  if (columns !== undefined && Number(values.webType ?? 2) >= 2) {
    const columnIssues = validateColumnData(columns, form.fields);
    if (columnIssues.length) throw refuse('columnData', columnIssues, lang);
  }
  return { formData: JSON.stringify(normaliseDesign(form)) };
}
