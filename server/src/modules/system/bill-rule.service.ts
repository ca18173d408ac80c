import {
  BILL_DATE_FORMATS,
  BILL_DIGIT_MAX,
  BILL_DIGIT_MIN,
  BILL_PREFIX,
  type BillDateFormat,
  type BillRuleFields,
  type BillRuleOption,
  type BillRuleRow,
  billDatePart,
  billExample,
  type Lang,
  type Paged,
} from '@app/common';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ActiveSession } from '../../platform/auth/session.service.js';
import { type PageQuery, paginationOf } from '../../platform/envelope.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { checkNameAndCode, duplicate, fieldError, text } from '../../platform/field-checks.js';
import { type MessageParams, translate } from '../../platform/i18n/i18n.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import { newId } from '../../platform/ids.js';
import { keepAbsent } from '../../platform/partial-update.js';
import { contains } from '../../platform/query.js';
import type { AppServices } from '../../platform/services.js';

/**
 * Numbering rules, 单据规则 (server-facts §3, client-facts §5.4 and §11). A rule issues
 * prefix + date part + serial; the counter is kept in the rule's row and moved by one conditional
 * UPDATE … RETURNING per number, so concurrent callers never receive the same number on SQLite (one
 * statement is atomic) nor on PostgreSQL (the row lock serialises the updates, each sees the previous
 * one's result). See docs/decisions/ for the choices (first number = start number, restart rules).
 */

const COLUMNS = [
  'id',
  'fullName',
  'enCode',
  'prefix',
  'dateFormat',
  'digit',
  'startNumber',
  'thisNumber',
  'thisDate',
  'outputNumber',
  'description',
  'sortCode',
  'enabledMark',
  'creatorTime',
  'lastModifyTime',
] as const;

type Stored = {
  id: string;
  fullName: string;
  enCode: string;
  prefix: string | null;
  dateFormat: string;
  digit: number;
  startNumber: number;
  thisNumber: number | null;
  thisDate: string | null;
  outputNumber: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
};

const asFormat = (value: string): BillDateFormat =>
  (BILL_DATE_FORMATS as readonly string[]).includes(value) ? (value as BillDateFormat) : 'no';

function rowOf(r: Stored, now: number): BillRuleRow {
  const fields = {
    fullName: r.fullName,
    enCode: r.enCode,
    prefix: r.prefix,
    dateFormat: asFormat(r.dateFormat),
    digit: Number(r.digit),
    startNumber: String(r.startNumber),
    description: r.description,
    sortCode: Number(r.sortCode),
    enabledMark: (Number(r.enabledMark) === 1 ? 1 : 0) as 0 | 1,
  };
  return {
    id: r.id,
    ...fields,
    example: billExample(fields, now),
    outputNumber: r.outputNumber,
    creatorTime: Number(r.creatorTime),
    lastModifyTime: r.lastModifyTime === null ? null : Number(r.lastModifyTime),
  };
}

const live = (db: Db) => db.selectFrom('baseBillRule').where('deleteMark', 'is', null);

/** GET BillRule: paged, keyword in the name or code, in sort order. */
export async function listBillRules(services: AppServices, query: PageQuery): Promise<Paged<BillRuleRow>> {
  const pageSize = query.pageSize ?? 20;
  const currentPage = query.currentPage ?? 1;
  let base = live(services.db);
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
  const now = services.clock.now();
  return {
    list: rows.map((r) => rowOf(r, now)),
    pagination: paginationOf({ currentPage, pageSize }, Number(total)),
  };
}

async function liveRow(db: Db, id: string): Promise<Stored> {
  const row = await live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('billRule.notFound');
  return row;
}

export async function billRuleInfo(services: AppServices, id: string): Promise<BillRuleRow> {
  return rowOf(await liveRow(services.db, id), services.clock.now());
}

/** GET BillRule/Selector: enabled rules for the billRule control (its value is the code). */
export async function billRuleSelector(db: Db): Promise<{ list: BillRuleOption[] }> {
  const list = await live(db)
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
  services: AppServices,
  session: ActiveSession,
  input: BillRuleInput,
  lang: Lang,
  counterless: { enabledMark?: number } = {},
): Promise<{ id: string }> {
  const values = { ...billRuleValues(input, lang), ...counterless };
  await checkFree(services.db, values, lang);
  const id = newId();
  try {
    await services.db
      .insertInto('baseBillRule')
      .values({ ...values, id, creatorTime: services.clock.now(), creatorUserId: session.user.id })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
  return { id };
}

/** PUT BillRule/{id}: the counter is kept; the next number continues from the last one issued. */
export async function updateBillRule(
  services: AppServices,
  session: ActiveSession,
  id: string,
  input: BillRuleInput,
  lang: Lang,
): Promise<void> {
  const current = await liveRow(services.db, id);
  const whole = keepAbsent(input, current, [
    'prefix',
    'dateFormat',
    'description',
    'sortCode',
    'enabledMark',
  ]);
  const values = billRuleValues(whole, lang, current.fullName !== String(input.fullName ?? '').trim());
  await checkFree(services.db, values, lang, id);
  try {
    await services.db
      .updateTable('baseBillRule')
      .set({ ...values, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
      .where('id', '=', id)
      .where('deleteMark', 'is', null)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('enCode', lang);
    throw error;
  }
}

/** DELETE BillRule/{id}: refused once the rule issued a number (documents may carry it). */
export async function deleteBillRule(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<void> {
  const result = await services.db
    .updateTable('baseBillRule')
    .set({ deleteMark: 1, deleteTime: services.clock.now(), deleteUserId: session.user.id })
    .where('id', '=', id)
    .where('deleteMark', 'is', null)
    .where('outputNumber', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const row = await liveRow(services.db, id);
  throw badRequest('billRule.inUse', { number: row.outputNumber ?? '' });
}

export async function toggleBillRule(
  services: AppServices,
  session: ActiveSession,
  id: string,
): Promise<{ enabledMark: number }> {
  const row = await liveRow(services.db, id);
  const enabledMark = Number(row.enabledMark) === 1 ? 0 : 1;
  await services.db
    .updateTable('baseBillRule')
    .set({ enabledMark, lastModifyTime: services.clock.now(), lastModifyUserId: session.user.id })
    .where('id', '=', id)
    .execute();
  return { enabledMark };
}

// ---------------------------------------------------------------- issuing numbers

// Placeholders the statement is built with once; each call puts its own values in their places.
const SLOT = {
  day: '\u0000bill:yyyyMMdd',
  month: '\u0000bill:yyyyMM',
  year: '\u0000bill:yyyy',
  code: '\u0000bill:enCode',
} as const;

/** The date part for the row's own format, chosen inside the statement (a rule edited meanwhile is read as it is then). */
const datePartSql = () =>
  sql<string>`(case ${sql.ref('dateFormat')} when 'yyyyMMdd' then ${SLOT.day} when 'yyyyMM' then ${SLOT.month} when 'yyyy' then ${SLOT.year} else '' end)`;

/**
 * The issuing statement. The serial restarts at the start number when the date part differs from the
 * last number's (never for 'no', whose part is always ''), otherwise it goes up by one; the row is only
 * changed when the rule is live, enabled and the new serial still fits its digits.
 */
function issueStatement(
  db: Db,
  dialect: AppServices['dialect'],
): CompiledQuery<{ outputNumber: string | null }> {
  const part = datePartSql();
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
    .where('enCode', '=', SLOT.code)
    .where('deleteMark', 'is', null)
    .where('enabledMark', '=', 1)
    .where(sql<boolean>`length(cast(${serial} as text)) <= ${sql.ref('digit')}`)
    .returning('outputNumber')
    .compile();
}

// Built once per database: building the statement cost more than running it (bench: BillNumber).
const statements = new WeakMap<Db, CompiledQuery<{ outputNumber: string | null }>>();

/**
 * GET BillRule/BillNumber/{enCode}: issues the next number. One UPDATE … RETURNING moves the counter and
 * answers the number, so no two callers get the same one: SQLite runs the statement alone, PostgreSQL
 * makes a concurrent update wait for the row and evaluates it again on the row it left.
 */
export async function issueBillNumber(services: AppServices, enCode: string): Promise<string> {
  const { db } = services;
  let statement = statements.get(db);
  if (!statement) {
    statement = issueStatement(db, services.dialect);
    statements.set(db, statement);
  }
  for (let attempt = 0; ; attempt++) {
    const now = services.clock.now();
    const values: Record<string, string> = {
      [SLOT.day]: billDatePart('yyyyMMdd', now),
      [SLOT.month]: billDatePart('yyyyMM', now),
      [SLOT.year]: billDatePart('yyyy', now),
      [SLOT.code]: enCode,
    };
    const parameters = statement.parameters.map((p) =>
      typeof p === 'string' && p in values ? values[p] : p,
    );
    const issued = (await db.executeQuery<{ outputNumber: string | null }>({ ...statement, parameters }))
      .rows[0];
    if (issued?.outputNumber) return issued.outputNumber;

    // Nothing issued: say why.
    const rule = await live(db).select(COLUMNS).where('enCode', '=', enCode).executeTakeFirst();
    if (!rule) throw notFound('billRule.codeNotFound', { code: enCode });
    if (Number(rule.enabledMark) !== 1) throw badRequest('billRule.disabled', { name: rule.fullName });
    const digit = Number(rule.digit);
    const restart = rule.thisNumber === null || rule.thisDate !== billDatePart(rule.dateFormat, now);
    const next = restart ? Number(rule.startNumber) : Number(rule.thisNumber) + 1;
    // The rule changed between the two statements (enabled again, more digits): try again.
    if (String(next).length <= digit && attempt < 3) continue;
    throw badRequest('billRule.exhausted', {
      name: rule.fullName,
      digit: String(digit),
      max: '9'.repeat(digit),
    });
  }
}

// ---------------------------------------------------------------- export and import

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
export async function exportBillRule(services: AppServices, id: string): Promise<BillRuleFile> {
  const r = rowOf(await liveRow(services.db, id), services.clock.now());
  return {
    format: BILL_RULE_FILE_FORMAT,
    version: BILL_RULE_FILE_VERSION,
    exportedAt: services.clock.now(),
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
export async function importBillRule(
  services: AppServices,
  session: ActiveSession,
  input: BillRuleInput,
  lang: Lang,
): Promise<{ id: string }> {
  return createBillRule(services, session, input, lang, { enabledMark: 0 });
}
