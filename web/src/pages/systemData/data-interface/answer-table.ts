/** How the test dialog shows an interface's answer: a table when it is a list of objects, else JSON. */

export type AnswerRow = Record<string, unknown>;

/** A list whose items are all plain objects (rows); anything else is shown as JSON. */
export const isRows = (value: unknown): value is AnswerRow[] =>
  Array.isArray(value) && value.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));

/** The columns: every key of the first 50 rows, in the order they first appear. */
export function answerColumns(rows: AnswerRow[]): string[] {
  const keys: string[] = [];
  for (const row of rows.slice(0, 50))
    for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/** One cell as text: nested values as JSON, nothing for null. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
