import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX,
  type BillRuleFields,
  type BillRuleOption,
  type BillRuleRow,
  type Lang,
  type Paged,
} from '@app/common';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import { COLUMNS, live, liveRow, rowOf } from './bill-rule-rows.js';

/**
 * Numbering rules, 单据规则 (server-facts §3, client-facts §5.4 and §11): the rules' administration. A rule
 * issues prefix + date part + serial (bill-number.service.ts issues them; bill-rule-transfer.service.ts
 * exports and imports a rule). See docs/decisions/ for the choices (first number = start number, restart
 * rules).
 */

/** GET BillRule: paged, keyword in the name or code, in sort order. */
export async function listBillRules(ctx: RequestContext, query: PageQuery): Promise<Paged<BillRuleRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = live(ctx.services.db);
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword)
    base = base.where((eb) =>
      eb.or([
        contains(sql`lower(${eb.ref('fullName')})`, keyword),
        contains(sql`lower(${eb.ref('enCode')})`, keyword),
      ]),
    );
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .select(COLUMNS)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const now = ctx.clock.now();
  return {
    list: rows.map((r) => rowOf(r, now)),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

export async function billRuleInfo(ctx: RequestContext, id: string): Promise<BillRuleRow> {
  return rowOf(await liveRow(ctx.services.db, id), ctx.clock.now());
}

/** GET BillRule/Selector: enabled rules for the billRule control (its value is the code). */
export async function billRuleSelector(ctx: RequestContext): Promise<{ list: BillRuleOption[] }> {
  const list = await live(ctx.services.db)
    .select(['enCode', 'fullName'])
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

/** Refuses a code or a name another live rule uses (409 naming the field). */
async function checkFree(db: Db, values: { enCode: string; fullName: string }, lang: Lang, selfId = '') {
  const taken = await live(db)
    .select(['enCode', 'fullName'])
    .where('id', '!=', selfId)
    .where((eb) => eb.or([eb('enCode', '=', values.enCode), eb('fullName', '=', values.fullName)]))
    .execute();
  if (taken.some((r) => r.enCode === values.enCode)) throw duplicate('enCode', lang);
  if (taken.length > 0) throw duplicate('fullName', lang);
}

/** SQLite and PostgreSQL unique-index violations (the live-code index: two creations in a race). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export async function createBillRule(
  ctx: RequestContext,
  input: BillRuleInput,
  counterless: { enabledMark?: number } = {},
): Promise<{ id: string }> {
  const { db } = ctx.services;
  const values = { ...billRuleValues(input, ctx.lang), ...counterless };
  await checkFree(db, values, ctx.lang);
  const id = newId();
  try {
    await db
      .insertInto('baseBillRule')
      .values({ ...values, id, creatorTime: ctx.clock.now(), creatorUserId: ctx.user.id })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', ctx.lang);
    throw error;
  }
  return { id };
}

/** PUT BillRule/{id}: the counter is kept; the next number continues from the last one issued. */
export async function updateBillRule(ctx: RequestContext, id: string, input: BillRuleInput): Promise<void> {
  const { db } = ctx.services;
  const { lang } = ctx;
  const current = await liveRow(db, id);
  const whole = keepAbsent(input, current, [
    'prefix',
    'dateFormat',
    'description',
    'sortCode',
    'enabledMark',
  ]);
  const values = billRuleValues(whole, lang, current.fullName !== String(input.fullName ?? '').trim());
  await checkFree(db, values, lang, id);
  try {
    await db
      .updateTable('baseBillRule')
      .set({ ...values, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.user.id })
      .where('id', '=', id)
      .where('deleteMark', 'is', null)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
}

/** DELETE BillRule/{id}: refused once the rule issued a number (documents may carry it). */
export async function deleteBillRule(ctx: RequestContext, id: string): Promise<void> {
  const { db } = ctx.services;
  const result = await db
    .updateTable('baseBillRule')
    .set({ deleteMark: 1, deleteTime: ctx.clock.now(), deleteUserId: ctx.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .where('outputNumber', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const row = await liveRow(db, id);
  throw badRequest('billRule.inUse', { number: row.outputNumber ?? '' });
}

export async function toggleBillRule(ctx: RequestContext, id: string): Promise<{ enabledMark: number }> {
  const { db } = ctx.services;
  const row = await liveRow(db, id);
  const enabledMark = Number(row.enabledMark) === 1 ? 0 : 1;
  await db
    .updateTable('baseBillRule')
    .set({ enabledMark, lastModifyTime: ctx.clock.now(), lastModifyUserId: ctx.user.id })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
}
