import type { FuncKeywordDefinition } from 'ajv';
import type { MessageKey } from './i18n/messages.js';

/**
 * Text hygiene for every string a route's schema accepts (decision 053).
 *
 * A single-line text (a name, code, title, account, id, keyword...) refuses every control character
 * (NUL, tab and line breaks included), the Unicode line and paragraph separators, bidirectional
 * embeddings, overrides, isolates and marks (U+202E shows "txt.exe" as "exe.txt"), zero-width and other
 * invisible format characters, the byte-order mark, Hangul fillers, tag characters and lone surrogates.
 * Zero-width joiner and non-joiner and the variation selectors stay: emoji and several scripts need them.
 *
 * A multi-line text (descriptions, SQL, JSON, notice bodies) keeps tabs and line breaks but still
 * refuses NUL (PostgreSQL cannot store it) and lone surrogates (they are not text in any encoding).
 */
const NOT_IN_A_LINE =
  /[\p{Cc}\p{Cs}\u00AD\u061C\u115F\u1160\u17B4\u17B5\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]|\u034F/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is refused
const NOT_IN_A_TEXT = /[\u0000\p{Cs}]/u;

export type TextKind = 'line' | 'multiline';

/** The schema keyword: `'x-text': 'line' | 'multiline'`. A schema may set it to override the rule below. */
export const TEXT_KEYWORD = 'x-text';

/** Fields whose texts are written in a text area at any length: descriptions. */
const MULTILINE_FIELDS = new Set(['description', 'sysDescription']);
/** Longer texts than this are documents (SQL, JSON, GeoJSON, address lists, notice bodies). */
const LINE_MAX = 1000;

export function isCleanText(value: string, kind: TextKind): boolean {
  return !(kind === 'line' ? NOT_IN_A_LINE : NOT_IN_A_TEXT).test(value);
}

export const TEXT_FAULT_MESSAGES: Record<TextKind, MessageKey> = {
  line: 'validation.invisibleChars',
  multiline: 'validation.invalidChars',
};

export const textKeyword: FuncKeywordDefinition = {
  keyword: TEXT_KEYWORD,
  type: 'string',
  schemaType: 'string',
  errors: true,
  validate: function check(kind: TextKind, value: string) {
    if (isCleanText(value, kind)) return true;
    (check as { errors?: unknown[] }).errors = [
      { keyword: TEXT_KEYWORD, message: `must be clean ${kind} text`, params: { kind } },
    ];
    return false;
  },
};

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function acceptsString(schema: Schema): boolean {
  const { type } = schema;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** The kind of text a string schema holds: a line unless it is a description or a long document. */
export function textKindOf(field: string | undefined, schema: Schema): TextKind {
  if (field !== undefined && MULTILINE_FIELDS.has(field)) return 'multiline';
  const max = schema.maxLength;
  return typeof max === 'number' && max <= LINE_MAX ? 'line' : 'multiline';
}

/**
 * A copy of a route schema in which every string (not a fixed choice of values) carries the text
 * keyword. Subschemas inside `not` are left alone: the keyword there would turn into its opposite.
 */
export function withTextHygiene(schema: unknown, field?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withTextHygiene(item, field));
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  if (acceptsString(schema) && !('enum' in schema) && !('const' in schema) && !(TEXT_KEYWORD in schema))
    copy[TEXT_KEYWORD] = textKindOf(field, schema);
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs'] as const) {
    const map = schema[key];
    if (!isSchema(map)) continue;
    copy[key] = Object.fromEntries(
      Object.entries(map).map(([name, sub]) => [
        name,
        withTextHygiene(sub, key === 'properties' ? name : undefined),
      ]),
    );
  }
  for (const key of ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else'] as const)
    if (key in schema) copy[key] = withTextHygiene(schema[key], field);
  if (isSchema(schema.additionalProperties))
    copy.additionalProperties = withTextHygiene(schema.additionalProperties, undefined);
  return copy;
}
