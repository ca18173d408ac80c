import { type BillNumberPreview, billDatePart, nextBillNumber } from '@app/common';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { RequestContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type BoundValue, shapedRows } from '../../platform/resource/shaped-statements.js';

/**
 * Issuing numbers of a numbering rule (server-facts §3, client-facts §11): the counter is kept in the rule's
 * row and moved by one conditional UPDATE … RETURNING per number, so concurrent callers never receive the
 * same number on SQLite (one statement is atomic) nor on PostgreSQL (the row lock serialises the updates,
 * each sees the previous one's result).
 */

// The values each call binds, in this order, where the statement's builder placed them (shaped-statements.ts).
const DAY = 0;
const MONTH = 1;
const YEAR = 2;
const CODE = 3;

/** The date part for the row's own format, chosen inside the statement (a rule edited meanwhile is read as it is then). */
const datePartSql = (value: BoundValue) =>
  sql<string>`(case ${sql.ref('dateFormat')} when 'yyyyMMdd' then ${value(DAY)} when 'yyyyMM' then ${value(MONTH)} when 'yyyy' then ${value(YEAR)} else '' end)`;

/**
 * The issuing statement. The serial restarts at the start number when the date part differs from the
 * last number's (never for 'no', whose part is always ''), otherwise it goes up by one; the row is only
 * changed when the rule is live, enabled and the new serial still fits its digits.
 */
function issueStatement(db: Db, dialect: Dialect, value: BoundValue) {
  const part = datePartSql(value);
  const serial = sql<number>`(case when ${sql.ref('thisNumber')} is null or ${sql.ref('thisDate')} is null or ${sql.ref('thisDate')} <> ${part} then ${sql.ref('startNumber')} else ${sql.ref('thisNumber')} + 1 end)`;
  const padded =
    dialect === 'postgres'
      ? sql<string>`lpad(cast(${serial} as text), cast(${sql.ref('digit')} as integer), '0')`
      : sql<string>`substr('000000000000000' || ${serial}, -${sql.ref('digit')})`;
  return db
    .updateTable('baseBillRule')
    .set({
      thisNumber: serial,
      thisDate: part,
      outputNumber: sql<string>`coalesce(${sql.ref('prefix')}, '') || ${part} || ${padded}`,
    })
    .where('enCode', '=', value(CODE) as string)
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .where(sql<boolean>`length(cast(${serial} as text)) <= ${sql.ref('digit')}`)
    .returning('outputNumber');
}

/**
 * GET BillRule/BillNumber/{enCode}: issues the next number. One UPDATE … RETURNING moves the counter and
 * answers the number, so no two callers get the same one: SQLite runs the statement alone, PostgreSQL
 * makes a concurrent update wait for the row and evaluates it again on the row it left.
 */
export async function issueBillNumber(ctx: RequestContext, enCode: string): Promise<string> {
  const { db, dialect } = ctx.services;
  for (let attempt = 0; ; attempt++) {
    const now = ctx.clock.now();
    // Built once per database: building the statement cost more than running it (bench: BillNumber).
    const [issued] = await shapedRows<{ outputNumber: string | null }>(
      db,
      'bill number issue',
      [billDatePart('yyyyMMdd', now), billDatePart('yyyyMM', now), billDatePart('yyyy', now), enCode],
      (value) => issueStatement(db, dialect, value),
    );
    if (issued?.outputNumber) return issued.outputNumber;

    // Nothing issued: say why.
    const rule = await db
      .selectFrom('baseBillRule')
      .select(['fullName', 'enabledMark', 'digit', 'startNumber', 'thisNumber', 'thisDate', 'dateFormat'])
      .where('enCode', '=', enCode)
      .where('deleteMark', 'is', null)
      .executeTakeFirst();
    if (!rule) throw notFound('billRule.codeNotFound', { code: enCode });
    if (Number(rule.enabledMark) !== 1) throw badRequest('billRule.disabled', { name: rule.fullName });
    const digit = Number(rule.digit);
    const next = nextBillNumber(
      { ...rule, digit, thisNumber: rule.thisNumber === null ? null : Number(rule.thisNumber) },
      now,
    );
    // The rule changed between the two statements (enabled again, more digits): try again.
    if (next !== null && attempt < 3) continue;
    throw badRequest('billRule.exhausted', {
      name: rule.fullName,
      digit: String(digit),
      max: '9'.repeat(digit),
    });
  }
}

/** A live rule's counter, or 404 as the rule's other record routes answer. */
async function counterOf(ctx: RequestContext, id: string) {
  const rule = await ctx.services.db
    .selectFrom('baseBillRule')
    .select([
      'enCode',
      'prefix',
      'dateFormat',
      'digit',
      'startNumber',
      'thisNumber',
      'thisDate',
      'outputNumber',
    ])
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .executeTakeFirst();
  if (!rule) throw notFound('billRule.notFound');
  return rule;
}

/** GET BillRule/{id}/Actions/Preview (生成单号): the number the rule would issue now, and the last one; nothing moves. */
export async function previewBillNumber(ctx: RequestContext, id: string): Promise<BillNumberPreview> {
  const rule = await counterOf(ctx, id);
  const next = nextBillNumber(
    {
      prefix: rule.prefix,
      dateFormat: rule.dateFormat,
      digit: Number(rule.digit),
      startNumber: rule.startNumber,
      thisNumber: rule.thisNumber === null ? null : Number(rule.thisNumber),
      thisDate: rule.thisDate,
    },
    ctx.clock.now(),
  );
  return { next, last: rule.outputNumber };
}

/** POST BillRule/{id}/Actions/Issue: issues one number of the rule, as forms do (behind btn_issue). */
export async function issueBillNumberOf(ctx: RequestContext, id: string): Promise<string> {
  return issueBillNumber(ctx, (await counterOf(ctx, id)).enCode);
}
