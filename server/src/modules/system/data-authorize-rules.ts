import { CONDITION_OPS, type DataFieldInput, type DataSchemeInput, type Lang, type Logic } from '@app/common';
import { badRequest } from '../../platform/errors.js';
import { fieldError, text } from '../../platform/field-checks.js';
import { type CatalogueField, checkConditions, describeConditions } from './data-condition.js';

/**
 * The save rules of a menu's data-permission fields and schemes that need no database, shared by their
 * screens and the menu import, so a field or scheme is the same whichever way it arrives. Field names are
 * column identifiers, so they follow a strict pattern; the SQL itself is only ever built from the list's
 * own column map (platform/auth/data-permission.ts).
 */

const FIELD_CODE = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const SCHEME_CODE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** A field's stored values, or a refusal naming what is wrong. */
export function fieldValues(input: DataFieldInput, lang: Lang) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!FIELD_CODE.test(enCode)) throw fieldError('enCode', 'dataAuthorize.fieldPattern', lang);
  const symbols = (input.conditionSymbol ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (symbols.length === 0) throw fieldError('conditionSymbol', 'validation.required', lang);
  const unknown = symbols.find((s) => !(CONDITION_OPS as readonly string[]).includes(s));
  if (unknown) throw badRequest('dataAuthorize.unknownSymbol', { symbol: unknown });
  return {
    fullName,
    enCode,
    type: input.type ?? 'string',
    conditionSymbol: [...new Set(symbols)].join(','),
    conditionText: text(input.conditionText),
    bindTable: text(input.bindTable),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
}

/**
 * A scheme's stored values: its conditions checked against `catalogue` (the menu's enabled fields) and
 * described in the saver's language; or a refusal naming what is wrong.
 */
export function schemeValues(input: DataSchemeInput, catalogue: CatalogueField[], lang: Lang) {
  const fullName = input.fullName.trim();
  const enCode = input.enCode.trim();
  if (!fullName) throw fieldError('fullName', 'validation.required', lang);
  if (!enCode) throw fieldError('enCode', 'validation.required', lang);
  if (!SCHEME_CODE.test(enCode)) throw fieldError('enCode', 'moduleItem.codePattern', lang);
  const matchLogic: Logic = input.matchLogic ?? 'and';
  const allData = input.allData ?? 0;
  let conditionJson: string | null = null;
  let conditionText: string | null = null;
  if (allData !== 1) {
    if (!input.conditionJson?.trim()) throw badRequest('dataAuthorize.conditionsRequired');
    const groups = checkConditions(input.conditionJson, catalogue);
    conditionJson = JSON.stringify(groups);
    conditionText = describeConditions(groups, matchLogic, catalogue, lang);
  }
  return {
    fullName,
    enCode,
    matchLogic,
    allData,
    conditionJson,
    conditionText,
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: text(input.description),
  };
}
