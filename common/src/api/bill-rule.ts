/**
 * Numbering rules, 单据规则 (client-facts §5.4 Bill rules and §11, server-facts §3): what
 * /api/system/BillRule sends and answers, and the number a rule produces, shared by the server (which
 * issues numbers) and the web (which previews the first one while the rule is typed in).
 */
import { formatDate } from '../format/date';

export const BILL_DATE_FORMATS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/**
 * Serial widths allowed. 15 digits keep every serial an exact JavaScript number and a PostgreSQL
 * bigint; wider serials are never needed for document numbers.
 */
export const BILL_DIGIT_MIN = 1;
export const BILL_DIGIT_MAX = 15;
/** Letters, digits and - _ / . # (at most 20), or nothing. */
export const BILL_PREFIX = /^[A-Za-z0-9_\-/.#]{0,20}$/;
export const BILL_PREFIX_MAX = 20;

/** What POST/PUT BillRule send. */
export interface BillRuleFields {
  fullName: string;
  enCode: string;
  prefix: string | null;
  dateFormat: BillDateFormat;
  digit: number;
  /** digits only; the serial of the first number issued (and after each date change) */
  startNumber: string;
  description: string | null;
  sortCode: number;
  enabledMark: 0 | 1;
}

/** One row of GET BillRule and GET BillRule/{id}. */
export interface BillRuleRow extends BillRuleFields {
  id: string;
  /** the first number the rule issues, as it would look today */
  example: string;
  /** the last number issued; null while none was */
  outputNumber: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** GET BillRule/Selector: the enabled rules, for the billRule control. */
export interface BillRuleOption {
  enCode: string;
  fullName: string;
}

/** The date part of a number issued at `now` (local time); '' for 'no'. */
export function billDatePart(dateFormat: string, now: number | Date): string {
  if (dateFormat === 'no' || !(BILL_DATE_FORMATS as readonly string[]).includes(dateFormat)) return '';
  return formatDate(now, dateFormat);
}

/** `serial` left-padded with zeros to `digit` characters (a longer serial is kept whole). */
export function padSerial(serial: number | string, digit: number): string {
  return String(serial).padStart(Math.max(0, digit), '0');
}

/** True when the serial needs more than `digit` characters. */
export function serialOverflows(serial: number | string, digit: number): boolean {
  return String(Number(serial)).length > digit;
}

/**
 * The number a rule issues for `serial` at `now`: prefix + date part (none for 'no') + the serial
 * left-padded to `digit`. With the start number as serial this is the example (流水范例) the form shows.
 */
export function billNumber(
  rule: { prefix?: string | null; dateFormat: string; digit: number },
  serial: number | string,
  now: number | Date,
): string {
  return `${rule.prefix ?? ''}${billDatePart(rule.dateFormat, now)}${padSerial(serial, rule.digit)}`;
}

/** The example (流水范例): the first number the rule would issue now, or '' while the form is incomplete. */
export function billExample(
  rule: {
    prefix?: string | null;
    dateFormat?: string | null;
    digit?: number | null;
    startNumber?: string | null;
  },
  now: number | Date,
): string {
  const digit = Number(rule.digit);
  if (!Number.isInteger(digit) || digit < BILL_DIGIT_MIN || digit > BILL_DIGIT_MAX) return '';
  const start = rule.startNumber?.trim() ?? '';
  if (!/^\d*$/.test(start)) return '';
  return billNumber(
    { prefix: rule.prefix, dateFormat: rule.dateFormat ?? 'no', digit },
    Number(start || 0),
    now,
  );
}

/** The counter of a rule as stored: the last serial issued and the date part it was issued under. */
export interface BillCounter {
  prefix?: string | null;
  dateFormat: string;
  digit: number;
  startNumber: string | number;
  thisNumber: number | null;
  thisDate: string | null;
}

/**
 * The number the rule would issue next at `now`, without issuing it (生成单号's preview): the serial
 * starts again at the start number when nothing was issued yet or the date part changed, else it goes up
 * by one, as the issuing statement does (server bill-number.service.ts). null when the serial no longer
 * fits its digits: the rule issues nothing more.
 */
export function nextBillNumber(rule: BillCounter, now: number | Date): string | null {
  const part = billDatePart(rule.dateFormat, now);
  const restart = rule.thisNumber === null || rule.thisDate === null || rule.thisDate !== part;
  const serial = restart ? Number(rule.startNumber) : Number(rule.thisNumber) + 1;
  if (serialOverflows(serial, rule.digit)) return null;
  return billNumber(rule, serial, now);
}

/** GET BillRule/{id}/Actions/Preview. */
export interface BillNumberPreview {
  /** the next number, not issued; null when the rule's serial is exhausted */
  next: string | null;
  /** the last number issued; null while none was */
  last: string | null;
}
