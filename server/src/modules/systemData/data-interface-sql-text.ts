import { sqlQuotedEnd } from '@app/common';

/**
 * The placeholders of a SQL interface's text: `{name}` request parameters and `@user`-style system
 * variables. Both become bound parameters of the dialect ('?' or '$n'); nothing a caller sends is ever
 * spliced into the text. Quoted strings, quoted identifiers and comments are left alone, so a literal
 * '{x}' or an e-mail address in a string stays what it is.
 */

export type SqlDialect = 'sqlite' | 'postgres' | 'mysql';

export type SqlToken =
  | { kind: 'text'; text: string }
  /** `{name}`; inList: written as `in ({name})`, so a comma-separated value becomes several parameters */
  | { kind: 'param'; name: string; inList: boolean }
  | { kind: 'system'; name: SystemVariable; inList: boolean };

export type SystemVariable =
  | 'user'
  | 'organize'
  | 'department'
  | 'position'
  | 'postion'
  | 'organizeAndSub'
  /** what a picker's user typed in its search box (Action/List), null elsewhere */
  | 'keyword';

// Longest first, so @organizeAndSub is not read as @organize followed by text.
const SYSTEM = /^@(organizeAndSub|organize|department|position|postion|user|keyword)(?![A-Za-z0-9_])/;
const PARAM = /^\{([A-Za-z_][A-Za-z0-9_]{0,49})\}/;
const IN_LIST = /\bin\s*\(\s*$/i;

/** Splits the text into plain parts and placeholders. */
export function scanSql(text: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
  };
  // Only the text since the previous placeholder counts: `in (` must lead straight to this one.
  const inListHere = () => IN_LIST.test(plain);
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const skipTo = sqlQuotedEnd(text, i);
    if (skipTo > i) {
      plain += text.slice(i, skipTo);
      i = skipTo;
      continue;
    }
    if (c === '{') {
      const m = PARAM.exec(text.slice(i, i + 52));
      if (m) {
        const inList = inListHere();
        flush();
        tokens.push({ kind: 'param', name: m[1], inList });
        i += m[0].length;
        continue;
      }
    }
    if (c === '@' && text[i - 1] !== '@') {
      const m = SYSTEM.exec(text.slice(i, i + 20));
      if (m) {
        const inList = inListHere();
        flush();
        tokens.push({ kind: 'system', name: m[1] as SystemVariable, inList });
        i += m[0].length;
        continue;
      }
    }
    plain += c;
    i++;
  }
  flush();
  return tokens;
}

/** The request parameters a text names, in order of first use. */
export function paramNames(tokens: SqlToken[]): string[] {
  const names: string[] = [];
  for (const t of tokens) if (t.kind === 'param' && !names.includes(t.name)) names.push(t.name);
  return names;
}

/** Whether the text reads the caller's variables (@user, @organize…), which cost a lookup. */
export function usesCaller(tokens: SqlToken[]): boolean {
  return tokens.some((t) => t.kind === 'system' && t.name !== 'keyword');
}

export function usesKeyword(tokens: SqlToken[]): boolean {
  return tokens.some((t) => t.kind === 'system' && t.name === 'keyword');
}

export type BoundValue = string | number | null;

export interface BoundSql {
  text: string;
  parameters: BoundValue[];
}

/**
 * The statement with placeholders of the dialect and the values in order. A value of a list
 * placeholder (`in ({ids})`, `@organizeAndSub`) is split on commas into one parameter each; an empty
 * list binds a single null, so `in (null)` matches nothing instead of failing.
 */
export function bindSql(
  tokens: SqlToken[],
  dialect: SqlDialect,
  params: Record<string, BoundValue>,
  system: Record<SystemVariable, BoundValue | BoundValue[]>,
  firstIndex = 1,
): BoundSql {
  const parameters: BoundValue[] = [];
  // System variables are ids (text): typed on PostgreSQL, which cannot guess a type in `@user is null`.
  let typed = false;
  const mark = () =>
    dialect === 'postgres' ? `$${firstIndex + parameters.length - 1}${typed ? '::text' : ''}` : '?';
  let text = '';
  for (const t of tokens) {
    if (t.kind === 'text') {
      text += t.text;
      continue;
    }
    const raw = t.kind === 'param' ? (params[t.name] ?? null) : system[t.name];
    typed = t.kind === 'system';
    const list = Array.isArray(raw) || t.inList || (t.kind === 'system' && t.name === 'organizeAndSub');
    if (!list) {
      parameters.push(raw as BoundValue);
      text += mark();
      continue;
    }
    const values = Array.isArray(raw)
      ? raw
      : raw === null
        ? []
        : String(raw)
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean);
    const marks: string[] = [];
    for (const v of values.length > 0 ? values : [null]) {
      parameters.push(v);
      marks.push(mark());
    }
    text += marks.join(',');
  }
  return { text, parameters };
}

/** The text without trailing semicolons and blanks, so it can stand inside `select … from (…) t`. */
export function withoutTrailingSemicolons(text: string): string {
  return text.replace(/[\s;]+$/, '');
}
