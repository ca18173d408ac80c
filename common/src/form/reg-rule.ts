/**
 * A control's regular-expression rule is stored as '/body/flags' text (client-facts §7.3). The original
 * eval'd it; here it is parsed into a RegExp, so stored text is never run as code. A bare body without
 * slashes is accepted too, as designs typed by hand often have it.
 */
const SLASHED = /^\/(.+)\/([dgimsuvy]*)$/s;

export function parseRegRule(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string' || pattern.trim() === '') return null;
  const slashed = SLASHED.exec(pattern.trim());
  try {
    // 'g' and 'y' would make test() stateful between calls; a rule tests whole values, so drop them.
    return slashed ? new RegExp(slashed[1], slashed[2].replace(/[gy]/g, '')) : new RegExp(pattern);
  } catch {
    return null;
  }
}
