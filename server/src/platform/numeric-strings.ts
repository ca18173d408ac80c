import type { FuncKeywordDefinition } from 'ajv';

/**
 * Numbers that arrive as numeric strings in a JSON body (decision 064).
 *
 * The original client sends some number fields as the text of its inputs: a data source's port "3306", a
 * sort code "2", a state "1". Decision 007 keeps JSON bodies typed (no general coercion: null would become
 * 0, true 1, 12 "12"), so only this one conversion is made: a string that is a plain decimal number,
 * sent where the schema takes a number and no string, becomes that number before the field is checked,
 * and an empty text (an input left empty) becomes null where the field may be null. Every other string
 * is left as it is and refused by the field's type with the usual sentence.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The keyword an object schema carries: its properties that take a number. */
export const NUMERIC_FIELDS_KEYWORD = 'x-numeric-fields';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: unknown): string[] {
  if (!isSchema(schema)) return [];
  const { type } = schema;
  return typeof type === 'string' ? [type] : Array.isArray(type) ? (type as string[]) : [];
}

/** A schema that takes a number but never a string: the only kind a numeric string is turned for. */
export function takesOnlyNumbers(schema: unknown): boolean {
  const types = typesOf(schema);
  return types.some((t) => t === 'integer' || t === 'number') && !types.includes('string');
}

/**
 * The number a numeric string stands for. An empty text is an input left empty: null where the field may
 * be null. Anything else is returned unchanged, for the field's type to refuse.
 */
export function numberFromText(value: unknown, nullable: boolean): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '' && nullable) return null;
  return NUMERIC.test(text) ? Number(text) : value;
}

/** The keyword's value: each number field by name, true when it may be null. */
type NumericFields = Record<string, boolean>;

// It runs before `properties`, so each field is checked as the number it now is.
export const numericFieldsKeyword: FuncKeywordDefinition = {
  keyword: NUMERIC_FIELDS_KEYWORD,
  type: 'object',
  schemaType: 'object',
  modifying: true,
  before: 'properties',
  validate(fields: NumericFields, data: Record<string, unknown>) {
    for (const [name, nullable] of Object.entries(fields))
      if (name in data) data[name] = numberFromText(data[name], nullable);
    return true;
  },
};

/** A copy of a body schema in which every object with number fields carries the keyword above. */
export function withNumericStrings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNumericStrings);
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const properties = schema.properties;
  if (isSchema(properties)) {
    const numeric: NumericFields = {};
    for (const [name, sub] of Object.entries(properties))
      if (takesOnlyNumbers(sub)) numeric[name] = typesOf(sub).includes('null');
    if (Object.keys(numeric).length) copy[NUMERIC_FIELDS_KEYWORD] = numeric;
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([name, sub]) => [name, withNumericStrings(sub)]),
    );
  }
  for (const key of ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else'] as const)
    if (key in schema) copy[key] = withNumericStrings(schema[key]);
  if (isSchema(schema.additionalProperties))
    copy.additionalProperties = withNumericStrings(schema.additionalProperties);
  return copy;
}
