/**
 * Whether a SQL interface's statement changes data (数据接口, issue 15 item 11). A statement that writes
 * but is not marked "写入数据" is saved as the original product saves it and only refused when called, in
 * a read-only transaction; the form asks first and the server answers a warning. Both ask this function,
 * so they agree. It reads words, not a grammar: quoted strings, quoted names and comments are skipped,
 * each statement (split on `;`) is judged by its first word, and a WITH statement by the
 * data-changing words of its parts (PostgreSQL's `with x as (delete … returning …) select …`).
 */

/** First words of statements that change data or the schema on SQLite, PostgreSQL or MySQL. */
const WRITING_STARTS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'replace',
  'upsert',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'grant',
  'revoke',
  'comment',
  'lock',
  'call',
  'exec',
  'execute',
  'do',
  'copy',
  'load',
  'vacuum',
  'reindex',
  'attach',
  'detach',
]);

/** Words that change data inside a WITH statement; `for update` (a row lock) is not one. */
const WRITING_PARTS = new Set(['insert', 'update', 'delete', 'merge']);

/**
 * Where a quoted string, quoted name or comment that starts at `i` ends (i itself when none starts
 * there). The placeholder scanner of SQL interfaces skips the same parts.
 */
export function sqlQuotedEnd(text: string, i: number): number {
  const c = text[i];
  if (c === "'" || c === '"' || c === '`') {
    let j = i + 1;
    while (j < text.length) {
      if (text[j] === c) {
        if (text[j + 1] === c) {
          j += 2;
          continue;
        }
        return j + 1;
      }
      // MySQL's backslash escapes inside strings; harmless for the others (a backslash then a quote).
      if (text[j] === '\\' && c !== '`') j++;
      j++;
    }
    return text.length;
  }
  if (c === '-' && text[i + 1] === '-') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end + 1;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  return i;
}

/** The statements of a text, lower-cased, with quoted parts and comments as blanks. */
function bareStatements(text: string): string[] {
  let bare = '';
  let i = 0;
  while (i < text.length) {
    const end = sqlQuotedEnd(text, i);
    if (end > i) {
      bare += ' ';
      i = end;
    } else {
      bare += text[i];
      i++;
    }
  }
  return bare.toLowerCase().split(';');
}

/** The first data-changing word of one statement, or null when it only reads. */
function writingWord(statement: string): string | null {
  const words: string[] = statement.match(/[a-z_][a-z0-9_$]*/g) ?? [];
  const first = words[0];
  if (first === undefined) return null;
  if (WRITING_STARTS.has(first)) return first;
  if (first === 'select' && words.includes('into')) return 'into';
  if (first !== 'with') return null;
  for (let k = 1; k < words.length; k++) {
    const word = words[k];
    if (!WRITING_PARTS.has(word)) continue;
    // `for update`, `for no key update`: a lock taken by a read.
    if (word === 'update' && (words[k - 1] === 'for' || words[k - 1] === 'key')) continue;
    return word;
  }
  return null;
}

/**
 * The word that makes the text write (`insert`, `drop`, `into` of SELECT … INTO, …), upper-cased for a
 * message, or null when every statement only reads.
 */
export function sqlWritingWord(text: string): string | null {
  for (const statement of bareStatements(text)) {
    const word = writingWord(statement);
    if (word) return word.toUpperCase();
  }
  return null;
}

/** The statement changes data or the schema (see sqlWritingWord). */
export const sqlWrites = (text: string): boolean => sqlWritingWord(text) !== null;

/**
 * The write of a SQL interface that is not marked as one (`isWrite` 0): the word that writes, else null.
 * Static JSON and HTTP interfaces never write through the database.
 */
export function unmarkedSqlWrite(values: { dataType: number; isWrite?: number | boolean; query: string }) {
  if (values.dataType !== 1 || values.isWrite === 1 || values.isWrite === true) return null;
  return sqlWritingWord(values.query);
}
