import { type Lang, PATTERNS } from '@app/common';
import { sql } from 'kysely';
import { AppError } from '../errors.js';
import { fieldLabel, translate } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/messages.js';
import { isUniqueViolation } from '../unique-violation.js';
import type { BodyField, Field, Resource } from './define-resource.js';
import type { AnyDb, Label, Row } from './resource.types.js';
import { liveRows, ref } from './resource-query.js';

/**
 * The checks a declaration states, run on every create, update and imported row in the same order: per
 * field (declaration order) not blank and its SPEC §5 rule, then the tree, then (after the resource's own
 * check hook) the unique values. Each refusal names its field in data.errors, in the caller's language.
 */

/** A label in the caller's language: a field-label key, texts, or the field's own label. */
export function labelText(label: Label | undefined, name: string, lang: Lang): string {
  if (label === undefined) return fieldLabel(name, lang);
  return typeof label === 'string' ? fieldLabel(label, lang) : label[lang];
}

export const fieldLabelOf = (field: BodyField, lang: Lang) => labelText(field.spec.label, field.name, lang);

/** A refusal of one field: {field} is its declared label; data names it for forms (field and errors). */
export function refuseField(
  field: BodyField,
  key: MessageKey,
  lang: Lang,
  status = 400,
  params: Record<string, string | number> = {},
): AppError {
  const all = { field: fieldLabelOf(field, lang), ...params };
  return new AppError(status, status, key, all, {
    field: field.name,
    errors: [{ field: field.name, message: translate(key, lang, all) }],
  });
}

/** The body's values as they are stored: texts trimmed, an empty optional text null. */
export function normalised(resource: Resource, input: Row): Row {
  const values: Row = {};
  for (const field of resource.body) {
    let value = input[field.name];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      value = value.trim();
      if (value === '' && field.spec.emptyAsNull) value = null;
    }
    values[field.name] = value;
  }
  return values;
}

/** Not blank and the field's rule; a rule marked patternOnChange leaves an unchanged stored value alone. */
export function checkFields(resource: Resource, values: Row, current: Row | null, lang: Lang): void {
  for (const field of resource.body) {
    const value = values[field.name];
    const { notBlank, pattern, patternOnChange } = field.spec;
    if (notBlank && (value === undefined || value === null || value === ''))
      throw refuseField(field, 'validation.required', lang);
    if (pattern && typeof value === 'string') {
      const unchanged = patternOnChange && current !== null && current[field.name] === value;
      if (!unchanged && !PATTERNS[pattern].test(value))
        throw refuseField(field, `pattern.${pattern}` as MessageKey, lang);
    }
  }
}

// Parent chains longer than this are no tree any screen draws; the walk stops instead of looping.
const TREE_DEPTH_MAX = 1000;

/** The parent exists (or is the root) and is neither the record itself nor below it. */
export async function checkTree(
  db: AnyDb,
  resource: Resource,
  values: Row,
  selfId: string | null,
  lang: Lang,
): Promise<void> {
  const tree = resource.tree;
  if (!tree) return;
  const field = resource.fields.get(tree.parent) as Field;
  const idField = resource.fields.get('id') as Field;
  let parentId = values[tree.parent];
  if (parentId === undefined || parentId === null || parentId === tree.root) return;
  for (let depth = 0; depth < TREE_DEPTH_MAX; depth++) {
    if (parentId === selfId) throw refuseField(field, 'resource.parentCycle', lang);
    const parent = await liveRows(db, resource)
      .select(ref(field).as('parentId'))
      .where(ref(idField), '=', parentId)
      .executeTakeFirst();
    if (!parent) {
      if (depth === 0) throw refuseField(field, 'resource.parentNotFound', lang);
      return;
    }
    parentId = parent.parentId;
    if (parentId === null || parentId === tree.root) return;
  }
}

/**
 * The first unique rule another row already holds these values of, if any: live rows by default; with
 * `deletedToo`, soft-deleted rows as well (a unique index knows nothing of the delete mark).
 */
export async function takenRule(
  db: AnyDb,
  resource: Resource,
  values: Row,
  selfId: string | null,
  deletedToo = false,
): Promise<Field | null> {
  for (const rule of resource.unique ?? []) {
    const fields = rule.fields.map((name) => resource.fields.get(name) as Field);
    if (fields.some((f) => values[f.name] === undefined || values[f.name] === null)) continue;
    const rows = deletedToo
      ? db.selectFrom(`${resource.table} as ${resource.alias}`)
      : liveRows(db, resource);
    let same = rows.select(sql<number>`1`.as('one'));
    for (const f of fields) same = same.where(ref(f), '=', values[f.name]);
    if (selfId !== null) same = same.where(sql.ref(resource.idRef), '!=', selfId);
    if (await same.limit(1).executeTakeFirst()) return fields[0] as Field;
  }
  return null;
}

/** 409 naming the field when another live row holds the same unique values (validation.duplicate). */
export async function checkUnique(
  db: AnyDb,
  resource: Resource,
  values: Row,
  selfId: string | null,
  lang: Lang,
): Promise<void> {
  const taken = await takenRule(db, resource, values, selfId);
  if (taken) throw refuseField(taken, 'validation.duplicate', lang, 409);
}

/**
 * A write the unique index refused although checkUnique let it pass: another request wrote the same value
 * in between, or a soft-deleted row still holds it in the index. Answers the same 409 as the check, naming
 * the first rule whose values another row (deleted ones too) now holds; when no declared rule explains the
 * refusal (an index the declaration does not state), the platform's generic 409 answers as before.
 */
export async function writeOrDuplicate<T>(
  db: AnyDb,
  resource: Resource,
  values: Row,
  selfId: string | null,
  lang: Lang,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenRule(db, resource, values, selfId, true);
    throw taken ? refuseField(taken, 'validation.duplicate', lang, 409) : error;
  }
}
