import { SYSTEM_FORM_SCHEMAS } from '@app/common/flow';
import { checkRecord, describeProblem, type FormData } from '@app/common/form';
import type { RequestContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import type { RunVersion } from './flow-graphs.js';

/**
 * The form a request fills (FlowFormInfo): a designed form's snapshot taken at release, or a system form's
 * schema (common/src/flow/system-forms, versioned with the code). Values are checked with the rules the
 * renderer shows (common's checkRecord) when a request is submitted; a draft may be incomplete.
 */

export interface FlowFormInfo {
  formType: number;
  formId: string;
  formData: FormData | null;
  formTables: unknown;
}

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function flowForm(version: RunVersion): FlowFormInfo {
  const formData =
    version.formType === 1
      ? (SYSTEM_FORM_SCHEMAS[version.formId] ?? null)
      : (parse(version.formData) as FormData | null);
  return {
    formType: version.formType,
    formId: version.formId,
    formData,
    formTables: parse(version.formTables),
  };
}

/** Refuses (400, the first problem as the message, every problem in data.errors) values the form rejects. */
export function checkFlowValues(
  ctx: RequestContext,
  form: FlowFormInfo,
  values: Record<string, unknown>,
): void {
  if (!form.formData) return;
  const problems = checkRecord(form.formData, values);
  if (!problems.length) return;
  const errors = problems.map((problem) => ({
    field: problem.path,
    ...(problem.row === undefined ? {} : { row: problem.row }),
    message: describeProblem(problem, ctx.lang),
  }));
  throw badRequest('workflowRun.refused', { detail: errors[0].message }, { errors });
}

/** A form's values as sent: a plain object (JSON text accepted, as the original's clients send it). */
export function sentValues(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}
