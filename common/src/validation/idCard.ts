// GB 11643-1999: the 18th character is a mod-11 checksum over the first 17 digits.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

// Area (first digit non-zero), year (first digit non-zero), month 01-12, day 01-31, sequence, check char.
// The original's `[0|1|2]\d` day class also accepted '|' and day 00; month `0\d` accepted 00.
const SHAPE = /^[1-9]\d{5}[1-9]\d{3}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[0-9Xx]$/;

/** The check character for the first 17 digits of an 18-character ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** True for a well-formed 18-character PRC resident ID whose check character matches (x or X). */
export function isValidIdCard(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase();
}
