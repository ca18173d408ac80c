/**
 * Rounds half away from zero at a decimal place, working on the decimal text rather than the binary
 * value so that 1.005 → 1.01 as a person would expect (toFixed gives 1.00). Never returns -0.
 */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  const [mantissa, exp = '0'] = String(Math.abs(n)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exp) + decimals}`));
  const [m2, e2 = '0'] = String(shifted).split('e');
  const result = Math.sign(n) * Number(`${m2}e${Number(e2) - decimals}`);
  return result || 0;
}
