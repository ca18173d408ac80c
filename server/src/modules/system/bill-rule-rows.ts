import { BILL_DATE_FORMATS, type BillDateFormat, type BillRuleRow, billExample } from '@app/common';
import type { Db } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';

/** A numbering rule's row as stored and as the screens read it (example number included). */

export const COLUMNS = [
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

export type Stored = {
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

export function rowOf(r: Stored, now: number): BillRuleRow {
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

/** The live (not deleted) rules. */
export const live = (db: Db) => db.selectFrom('baseBillRule').where('deleteMark', 'is', null);

/** The live rule, or 404. */
export async function liveRow(db: Db, id: string): Promise<Stored> {
  const row = await live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('billRule.notFound');
  return row;
}
