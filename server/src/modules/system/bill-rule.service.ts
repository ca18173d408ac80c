import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX,
  type BillRuleFields,
  type BillRuleOption,
  type Lang,
} from '@app/common';
import type { RequestContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { checkNameAndCode, fieldError, text } from '../../platform/field-checks.js';
import { type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';

/**
 * Numbering rules, 单据规则 (server-facts §3, client-facts §5.4 and §11): the rules of a rule's settings and
 * the picker. The administration runs on the resource runtime (bill-rule.resource.ts); numbers are issued
 * by bill-number.service.ts; a rule is exported and imported by bill-rule-transfer.service.ts. See
 * docs/decisions/ for the choices (first number = start number, restart rules).
 */

/** GET BillRule/Selector: enabled rules for the billRule control (its value is the code). */
export async function billRuleSelector(ctx: RequestContext): Promise<{ list: BillRuleOption[] }> {
  const list = await ctx.services.db
    .selectFrom('baseBillRule')
    .select(['enCode', 'fullName'])
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  return { list };
}

export type BillRuleInput = Partial<BillRuleFields> &
  Pick<BillRuleFields, 'fullName' | 'enCode' | 'digit' | 'startNumber'>;

/** A 400 naming the field, with parameters of its own. */
function refuse(field: string, key: MessageKey, params: MessageParams, lang: Lang): AppError {
  return new AppError(400, 400, key, params, { errors: [{ field, message: translate(key, lang, params) }] });
}

/** The rule's stored values, or a refusal naming the field. Shared by the form and the import. */
export function billRuleValues(input: BillRuleInput, lang: Lang, nameChanged = true) {
  const fullName = String(input.fullName ?? '').trim();
  const enCode = String(input.enCode ?? '').trim();
  checkNameAndCode(fullName, enCode, lang, nameChanged);
  const prefix = text(input.prefix);
  if (prefix !== null && !BILL_PREFIX.test(prefix))
    throw fieldError('prefix', 'billRule.prefixPattern', lang);
  const dateFormat = input.dateFormat ?? 'no';
  if (!(BILL_DATE_FORMATS as readonly string[]).includes(dateFormat))
    throw fieldError('dateFormat', 'validation.type', lang);
  const digit = input.digit;
  if (!Number.isInteger(digit) || digit < BILL_DIGIT_MIN || digit > BILL_DIGIT_MAX) {
    const params = { min: String(BILL_DIGIT_MIN), max: String(BILL_DIGIT_MAX) };
    throw refuse('digit', 'billRule.digitRange', params, lang);
  }
  const start = String(input.startNumber ?? '').trim();
  if (!start) throw fieldError('startNumber', 'validation.required', lang);
  if (!/^\d+$/.test(start)) throw fieldError('startNumber', 'billRule.startDigits', lang);
  const startNumber = Number(start);
  if (String(startNumber).length > digit)
    throw refuse('startNumber', 'billRule.startTooLong', { digit: String(digit) }, lang);
  return {
    fullName,
    enCode,
    prefix,
    dateFormat,
    digit,
    startNumber,
    description: text(input.description),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
  };
}
