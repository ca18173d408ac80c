import { formatDate, LANGS, type Lang } from '@app/common';
import { badRequest } from '../errors.js';
import type { Field, Resource } from './define-resource.js';
import type { Row } from './resource.types.js';
import { fieldLabelOf, labelText } from './resource-checks.js';
import type { CellValue } from './xlsx-reader.js';

/**
 * An import sheet's columns and cells: which fields a template offers, how a header names a field (its
 * label in any of the three languages, or the field's name), and how a cell becomes a body value.
 */

/** The fields an import writes: the body's, except those declared excel: false. */
export const importColumns = (resource: Resource): Field[] =>
  resource.writable.filter((f) => f.spec.excel !== false);

const optionsOf = (field: Field) =>
  (field.spec.options ?? []).map((o) => (typeof o === 'object' ? o : { value: o, label: String(o) }));

/** The template's header (required columns marked *) and each column's allowed values. */
export function templateColumns(resource: Resource, lang: Lang) {
  return importColumns(resource).map((field) => ({
    header: `${fieldLabelOf(field, lang)}${field.spec.required ? ' *' : ''}`,
    width: field.type === 'text' ? 40 : 20,
    choices: optionsOf(field)
      .filter((o) => o.value !== '')
      .map((o) => labelText(o.label, String(o.value), lang)),
  }));
}

/** A header or a label as compared: without the required mark, spaces and case. */
const comparable = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

/**
 * The field of each header cell. A header no field answers to, a column given twice, or a required
 * column missing refuses the whole file (400 naming the columns): such a sheet was made for something else.
 */
export function matchColumns(resource: Resource, header: readonly string[], lang: Lang): (Field | null)[] {
  const names = new Map<string, Field>();
  for (const field of importColumns(resource)) {
    names.set(comparable(field.name), field);
    for (const language of LANGS) names.set(comparable(fieldLabelOf(field, language)), field);
  }
  const unknown: string[] = [];
  const seen = new Set<Field>();
  const columns = header.map((text) => {
    if (text === '') return null;
    const field = names.get(comparable(text));
    if (!field || seen.has(field)) unknown.push(text);
    else seen.add(field);
    return field ?? null;
  });
  if (unknown.length)
    throw badRequest('resource.import.unknownColumns', { columns: unknown.slice(0, 10).join(', ') });
  const missing = importColumns(resource).filter((f) => f.spec.required && !seen.has(f));
  if (missing.length)
    throw badRequest('resource.import.missingColumns', {
      columns: missing.map((f) => fieldLabelOf(f, lang)).join(', '),
    });
  return columns;
}

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** A cell as the body would carry the field's value; what cannot be read is left for the schema to refuse. */
export function cellInput(field: Field, cell: CellValue): unknown {
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
  const options = optionsOf(field);
  if (options.length) {
    const text = comparable(cell instanceof Date ? '' : String(cell));
    const option = options.find(
      (o) =>
        comparable(String(o.value)) === text ||
        LANGS.some((l) => comparable(labelText(o.label, '', l)) === text),
    );
    if (option) return option.value;
  }
  if (field.type === 'string' || field.type === 'text') {
    if (cell instanceof Date) return formatDate(cell, 'yyyy-MM-dd HH:mm:ss');
    return String(cell);
  }
  if (field.type === 'time' && cell instanceof Date) return cell.getTime();
  if (typeof cell === 'string' && NUMBER_TEXT.test(cell.trim())) return Number(cell.trim());
  if (typeof cell === 'string' && field.type === 'time' && !Number.isNaN(Date.parse(cell)))
    return Date.parse(cell);
  return cell instanceof Date ? cell.getTime() : cell;
}

/** The body of one sheet row: each matched column's cell, read for its field. */
export function rowInput(columns: readonly (Field | null)[], cells: readonly CellValue[]): Row {
  const input: Row = {};
  columns.forEach((field, i) => {
    if (!field) return;
    const value = cellInput(field, cells[i] ?? null);
    if (value !== undefined) input[field.name] = value;
  });
  return input;
}
