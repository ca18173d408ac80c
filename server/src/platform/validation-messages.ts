import type { FastifySchemaValidationError } from 'fastify';
import { fieldLabel, type Lang, translate } from './i18n/i18n.js';
import type { MessageKey } from './i18n/messages.js';
import { TEXT_FAULT_MESSAGES, TEXT_KEYWORD, type TextKind } from './text-hygiene.js';

export interface FieldError {
  field: string;
  message: string;
}

const KEYWORD_MESSAGES: Record<string, MessageKey> = {
  required: 'validation.required',
  type: 'validation.type',
  pattern: 'validation.pattern',
  format: 'validation.pattern',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.minimum',
  exclusiveMaximum: 'validation.maximum',
  enum: 'validation.enum',
  const: 'validation.enum',
  minItems: 'validation.required',
};

/** Turns schema validation errors into one sentence per field, naming the field as a user knows it. */
export function fieldErrors(errors: FastifySchemaValidationError[], lang: Lang): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      error.keyword === 'required'
        ? [path, String(params.missingProperty)].filter(Boolean).join('.')
        : path || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    const key =
      error.keyword === TEXT_KEYWORD
        ? TEXT_FAULT_MESSAGES[params.kind as TextKind]
        : (KEYWORD_MESSAGES[error.keyword] ?? 'validation.unknown');
    const limit = params.limit ?? params.comparison ?? '';
    // ids.0 is reported by its list's name: users know the list, not the position.
    const last =
      field
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .pop() ?? field;
    result.push({
      field,
      message: translate(key, lang, { field: fieldLabel(last, lang), limit: String(limit) }),
    });
  }
  return result;
}
