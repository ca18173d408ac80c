import ExcelJS from 'exceljs';
import { badRequest, tooLarge } from '../errors.js';
import { checkZip } from './zip-guard.js';

/** The first sheet of an uploaded .xlsx: its header texts and its non-empty data rows with their numbers. */
export interface SheetRows {
  header: string[];
  rows: { number: number; cells: CellValue[] }[];
}

export type CellValue = string | number | boolean | Date | null;

/** What a cell holds, as a plain value: rich text joined, a formula's result, a link's text. */
export function plainValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value as CellValue;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainValue(value.text);
  // An error cell (#N/A, #DIV/0!) holds no value.
  return null;
}

/**
 * What a workbook may hold once inflated: a sheet of the most rows an import takes, with wide rows of long
 * texts, stays well under it; a zip that inflates to more is refused before the reader holds it.
 */
export const INFLATED_MAX_BYTES = 200 * 1024 * 1024;

const isEmpty = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Reads the workbook: anything that is not an .xlsx (a renamed file, a cut-off upload) is a 400, never a
 * 500; one that inflates past INFLATED_MAX_BYTES a 413; a sheet of more than `maxRows` data rows is
 * refused before any row is checked.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<SheetRows> {
  const zip = checkZip(bytes, INFLATED_MAX_BYTES);
  if (zip === 'notZip') throw badRequest('resource.import.badFile');
  if (zip === 'tooLarge') throw tooLarge('resource.import.inflatedTooLarge');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('resource.import.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('resource.import.badFile');
  const headerRow = sheet.getRow(1);
  const header: string[] = [];
  for (let i = 1; i <= headerRow.cellCount; i++) {
    const value = plainValue(headerRow.getCell(i).value);
    header.push(value === null ? '' : String(value).trim());
  }
  while (header.length && header[header.length - 1] === '') header.pop();
  if (header.length === 0) throw badRequest('resource.import.noHeader');
  const rows: SheetRows['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const cells = header.map((_, i) => plainValue(row.getCell(i + 1).value));
    if (cells.every(isEmpty)) return;
    if (rows.length >= maxRows) tooMany = true;
    else rows.push({ number, cells });
  });
  if (tooMany) throw badRequest('resource.import.tooManyRows', { max: maxRows });
  if (rows.length === 0) throw badRequest('resource.import.empty');
  return { header, rows };
}
