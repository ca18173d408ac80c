import { IDENTIFIER_PATTERN } from '@app/common';
import { badRequest } from '../../../platform/errors.js';
import { isCleanText } from '../../../platform/text-hygiene.js';

// Words at least one of SQLite, PostgreSQL and MySQL reserves: a table or column named so would need
// quoting everywhere it is used by hand-written SQL (data interfaces), so the designer refuses them.
const RESERVED = new Set(
  `add all alter analyze and any as asc between both by call cascade case cast check collate column constraint
  create cross current_date current_time current_timestamp current_user database default delete desc distinct
  drop else end except exists false fetch for foreign from full grant group having if in index inner insert
  intersect interval into is join key keys leading left like limit lock natural not null offset on or order
  outer over partition primary procedure range references rename replace restrict returning revoke right row
  rows schema select session_user set show table then to trailing trigger true union unique update usage
  user using values view when where window with`
    .split(/\s+/)
    .filter(Boolean),
);

export function isReservedWord(name: string): boolean {
  return RESERVED.has(name.toLowerCase());
}

/**
 * A table or column name the designer may use: the strict pattern, not a reserved word. Every name
 * that reaches DDL passes here, so nothing from the request is spliced into SQL unchecked.
 */
export function checkIdentifier(name: unknown, what: 'table' | 'field'): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!IDENTIFIER_PATTERN.test(text))
    throw badRequest(what === 'table' ? 'dataModel.badTableName' : 'dataModel.badFieldName', {
      name: text.slice(0, 80),
    });
  if (isReservedWord(text)) throw badRequest('dataModel.reservedWord', { name: text });
  return text;
}

/** Descriptions go into COMMENT literals: one line without control or invisible characters, at most 200. */
export function checkComment(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > 200 || !isCleanText(text, 'line')) throw badRequest('dataModel.badComment');
  return text;
}
