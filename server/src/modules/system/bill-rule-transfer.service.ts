import type { BillDateFormat, BillRuleFields, BillRuleRow, Lang } from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { readResource } from '../../platform/resource/resource-read.js';
import { createResource } from '../../platform/resource/resource-write.js';
import { billRuleResource } from './bill-rule.resource.js';
import { type BillRuleInput, billRuleValues } from './bill-rule.service.js';

/**
 * Export and import of one numbering rule: a versioned JSON file with the rule's settings; the counter
 * stays behind, and an imported rule starts disabled with a fresh counter.
 */

export const BILL_RULE_FILE_FORMAT = 'jnpf-billrule';
export const BILL_RULE_FILE_VERSION = 1;
export const BILL_RULE_FILE_MAX_BYTES = 64 * 1024;

export interface BillRuleFile {
  format: typeof BILL_RULE_FILE_FORMAT;
  version: typeof BILL_RULE_FILE_VERSION;
  exportedAt: number;
  rule: BillRuleFields;
}

/** GET BillRule/{id}/Action/Export: the rule's settings; the counter stays behind. */
export async function exportBillRule(ctx: RequestContext, id: string): Promise<BillRuleFile> {
  const r = (await readResource(ctx, billRuleResource, id)) as unknown as BillRuleRow;
  return {
    format: BILL_RULE_FILE_FORMAT,
    version: BILL_RULE_FILE_VERSION,
    exportedAt: ctx.clock.now(),
    rule: {
      fullName: r.fullName,
      enCode: r.enCode,
      prefix: r.prefix,
      dateFormat: r.dateFormat,
      digit: r.digit,
      startNumber: r.startNumber,
      description: r.description,
      sortCode: r.sortCode,
      enabledMark: r.enabledMark,
    },
  };
}

/** Reads an exported file; every check of the form applies before anything is written. */
export function parseBillRuleFile(bytes: Buffer, lang: Lang): BillRuleInput {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('billRule.notJson');
  }
  const file = doc as Partial<BillRuleFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.format !== BILL_RULE_FILE_FORMAT ||
    file.version !== BILL_RULE_FILE_VERSION ||
    !file.rule ||
    typeof file.rule !== 'object'
  )
    throw badRequest('billRule.notJson');
  const r = file.rule as unknown as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const optStr = (v: unknown) => (typeof v === 'string' ? v : null);
  const input: BillRuleInput = {
    fullName: str(r.fullName).slice(0, 100),
    enCode: str(r.enCode).slice(0, 50),
    prefix: optStr(r.prefix),
    dateFormat: str(r.dateFormat) as BillDateFormat,
    digit: typeof r.digit === 'number' ? r.digit : Number.NaN,
    startNumber: str(r.startNumber),
    description: optStr(r.description)?.slice(0, 500) ?? null,
    sortCode:
      typeof r.sortCode === 'number' &&
      Number.isInteger(r.sortCode) &&
      r.sortCode >= 0 &&
      r.sortCode <= 999999
        ? r.sortCode
        : 0,
  };
  billRuleValues(input, lang);
  return input;
}

/** POST BillRule/Action/Import: a new rule with a fresh counter, disabled until an administrator enables it. */
export async function importBillRule(ctx: RequestContext, input: BillRuleInput): Promise<{ id: string }> {
  return createResource(ctx, billRuleResource, { ...input, enabledMark: 0 });
}
