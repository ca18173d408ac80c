import { roundTo } from './round';

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

function groupDigits(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Thousands separators on the integer part; the decimals are kept as given. Numeric strings are grouped
 * as text so long values keep every digit. Returns '' for non-numeric input.
 */
export function thousands(n: number | string): string {
  if (typeof n === 'number' && !Number.isFinite(n)) return '';
  const text = typeof n === 'number' ? String(n) : n.trim();
  // Numbers JS prints in exponent form (|n| ≥ 1e21 or tiny) have no digit groups to separate.
  if (typeof n === 'number' && text.includes('e')) return text;
  if (!PLAIN_NUMBER.test(text)) return '';
  const negative = text.startsWith('-');
  const [intPart, decimals] = (negative ? text.slice(1) : text).split('.');
  const grouped = groupDigits(intPart) + (decimals === undefined ? '' : `.${decimals}`);
  return negative ? `-${grouped}` : grouped;
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/**
 * Shortens with k, M, G, T, P, E at powers of 1000 and strips trailing zeros (1500 → '1.5k', 1e18 → '1E').
 * Below 1000 the number is returned unchanged; non-finite input gives ''. A value that rounds up to the next unit uses that unit
 * (999999 → '1M', not '1000k').
 */
export function abbreviate(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return '';
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  for (let i = 0; i < SI.length; i++) {
    if (abs < SI[i].value) continue;
    const bigger = SI[i - 1];
    const scaled = roundTo(abs / SI[i].value, digits);
    if (bigger && scaled >= 1000)
      return `${sign}${stripZeros(roundTo(abs / bigger.value, digits), digits)}${bigger.symbol}`;
    return `${sign}${stripZeros(scaled, digits)}${SI[i].symbol}`;
  }
  return String(n);
}

function stripZeros(n: number, digits: number): string {
  return n.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

/** '$1,234.50'; the sign goes before the symbol ('-$5.00'); a value that rounds to zero has no sign. */
export function currency(n: number, symbol = '$', decimals = 2): string {
  if (!Number.isFinite(n)) return '';
  const rounded = roundTo(n, decimals);
  const body = thousands(Math.abs(rounded).toFixed(decimals));
  return `${rounded < 0 ? '-' : ''}${symbol}${body}`;
}

/** Binary file size units, as used by the upload controls' size limits. */
export const FILE_UNITS = { KB: 1024, MB: 1048576, GB: 1073741824 } as const;

export type FileUnit = keyof typeof FILE_UNITS;

/** Default upload limit when a control sets none. */
export const DEFAULT_UPLOAD_LIMIT: { size: number; unit: FileUnit } = { size: 2, unit: 'MB' };

export function sizeLimitBytes(size: number, unit: FileUnit): number {
  return size * FILE_UNITS[unit];
}

/** Strictly below the limit: a file exactly at the limit is rejected, as the product's upload check does. */
export function isWithinSizeLimit(
  bytes: number,
  size = DEFAULT_UPLOAD_LIMIT.size,
  unit: FileUnit = DEFAULT_UPLOAD_LIMIT.unit,
): boolean {
  return bytes < sizeLimitBytes(size, unit);
}

const SIZE_STEPS: FileUnit[] = ['KB', 'MB', 'GB'];

/**
 * '512 B' below 1 KB, else two decimals in the largest fitting unit ('1.50 KB', '2.00 MB'); a value that
 * would print as 1024.00 moves up a unit. Returns '' for negative or non-finite input.
 */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < FILE_UNITS.KB) return `${Math.round(bytes)} B`;
  let i = SIZE_STEPS.length - 1;
  while (i > 0 && bytes < FILE_UNITS[SIZE_STEPS[i]]) i--;
  let text = (bytes / FILE_UNITS[SIZE_STEPS[i]]).toFixed(2);
  if (Number(text) >= 1024 && i < SIZE_STEPS.length - 1)
    text = (bytes / FILE_UNITS[SIZE_STEPS[++i]]).toFixed(2);
  return `${text} ${SIZE_STEPS[i]}`;
}
