import { type Lang, PATTERNS } from '@app/common';
import { AppError } from './errors.js';
import { fieldLabel, translate } from './i18n/i18n.js';
import type { MessageKey } from './i18n/messages.js';

/** Refusals that name one field of a form (data.errors), and the name and code rules every form shares. */

/** A refusal of one field, answered 400 with the field named in `data.errors`. */
export function fieldError(field: string, key: MessageKey, lang: Lang, status = 400): AppError {
  const params = { field: fieldLabel(field, lang) };
  return new AppError(status, status, key, params, {
    errors: [{ field, message: translate(key, lang, params) }],
  });
}

/** The value is already used by another live row: 409 naming the field. */
export const duplicate = (field: string, lang: Lang) => fieldError(field, 'validation.duplicate', lang, 409);

/** Trims text fields; an empty optional text becomes null. */
export const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Required name and code, checked against SPEC §5's name and code rules. */
export function checkNameAndCode(fullName: string, enCode: string, lang: Lang, nameChanged = true): void {
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (nameChanged && !PATTERNS.fullName.test(fullName))
    throw fieldError('fullName', 'pattern.fullName', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!PATTERNS.enCode.test(enCode)) throw fieldError('enCode', 'pattern.enCode', lang);
}

/**
 * A field that holds a JSON object (a menu's or a company's propertyJson), sent as the object or as its
 * text: the object, {} when it is empty, else the field's refusal (`key`).
 */
export function jsonObjectField(
  value: string | object | null | undefined,
  field: string,
  key: MessageKey,
  lang: Lang,
): Record<string, unknown> {
  if (value == null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError(field, key, lang);
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError(field, key, lang);
  return parsed as Record<string, unknown>;
}
