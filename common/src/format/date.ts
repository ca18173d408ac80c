const MS_DATE = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export type DateInput = Date | number | string | null | undefined;

// Ten integer digits cover 2001-09-09 .. 2286-11-20 as seconds; as ms they would fall in early 1970,
// which no real record carries, so such values are read as seconds.
function fromNumber(n: number): Date {
  const isSeconds = String(Math.trunc(Math.abs(n))).length === 10;
  return new Date(isSeconds ? n * 1000 : n);
}

/** Reads a Date, epoch ms, epoch seconds (10 digits), numeric text, '/Date(ms)/' or ISO text; null if invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = fromNumber(value);
  else {
    const text = value.trim();
    if (text === '') return null;
    const wrapped = MS_DATE.exec(text);
    if (wrapped) date = new Date(Number(wrapped[1]));
    else if (NUMERIC.test(text)) date = fromNumber(Number(text));
    else date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

// Longest tokens first so 'MM' is not read as two 'M's.
const TOKENS = /yyyy|MM|dd|HH|mm|ss|M|d|H|m|s/g;

/**
 * Formats in local time. Tokens: yyyy, MM, dd, HH, mm, ss (zero-padded) and M, d, H, m, s (unpadded);
 * any other text is copied. Returns '' when the value is empty or not a valid date.
 */
export function formatDate(value: DateInput, pattern = 'yyyy-MM-dd HH:mm'): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, number> = {
    M: date.getMonth() + 1,
    d: date.getDate(),
    H: date.getHours(),
    m: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(TOKENS, (token) => {
    if (token === 'yyyy') return String(date.getFullYear()).padStart(4, '0');
    const n = parts[token[0]];
    return token.length === 2 ? pad(n) : String(n);
  });
}
