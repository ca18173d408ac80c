/**
 * A value still free for a copy (imports with renaming, decision 027): `value<suffix>`, `value<suffix>2`, …,
 * the first that `taken` says is free and that fits in `max` characters; null when none does.
 */
export async function freeValue(
  value: string,
  max: number,
  suffix: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string | null> {
  for (let n = 1; n < 1000; n++) {
    const candidate = `${value}${suffix}${n === 1 ? '' : n}`;
    if (candidate.length > max) return null;
    if (!(await taken(candidate))) return candidate;
  }
  return null;
}
