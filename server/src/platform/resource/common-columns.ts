import { STATE_OPTIONS } from './define-resource.js';
import type { ResourceColumn } from './resource.types.js';

/**
 * Columns most admin tables carry, declared once (db/migrations/base-columns.ts names them): a name and a
 * code under SPEC §5's rules, a description, a sort code and the enabled state. A resource spreads one and
 * changes what differs (`{ ...nameColumn(50), label: … }`).
 */

/** The record's name: required, not blank, the name rule (checked when changed: older names stay editable). */
export const nameColumn = (maxLength = 100): ResourceColumn => ({
  column: 'full_name',
  type: 'string',
  required: true,
  maxLength,
  notBlank: true,
  pattern: 'fullName',
  patternOnChange: true,
  searchable: true,
});

/** The record's code: required, not blank, the code rule. */
export const codeColumn = (maxLength = 50): ResourceColumn => ({
  column: 'en_code',
  type: 'string',
  required: true,
  maxLength,
  notBlank: true,
  pattern: 'enCode',
  searchable: true,
});

/** A text area of at most 500 characters; empty is stored as null. */
export const DESCRIPTION_COLUMN: ResourceColumn = {
  column: 'description',
  type: 'text',
  nullable: true,
  maxLength: 500,
  emptyAsNull: true,
};

export const SORT_CODE_COLUMN: ResourceColumn = {
  column: 'sort_code',
  type: 'integer',
  minimum: 0,
  maximum: 999999,
  default: 0,
};

/** enabledMark: 1 enabled (the default), 0 disabled; the state switch flips it. */
export const STATE_COLUMN: ResourceColumn = {
  column: 'enabled_mark',
  type: 'integer',
  options: STATE_OPTIONS,
  default: 1,
};
