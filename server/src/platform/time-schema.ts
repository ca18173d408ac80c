/** The last millisecond of the year 9999. */
export const LATEST_EPOCH_MS = 253_402_300_799_999;

/**
 * An epoch-ms time in a query or a body, from 1970 to the year 9999. A larger number is no date, and
 * one like 99999999999999999999 fits no database integer: bounded here it is a 400, not a 500 from
 * PostgreSQL ("value out of range for type bigint").
 */
export const epochMsSchema = (description?: string) => ({
  type: 'integer',
  minimum: 0,
  maximum: LATEST_EPOCH_MS,
  ...(description ? { description } : {}),
});
