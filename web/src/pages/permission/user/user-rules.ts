import { type Lang, PATTERNS, type PatternName } from '@app/common';

/** Null when an optional value is empty or follows the named rule of SPEC §5, else the rule's message. */
export function patternProblem(name: PatternName, value: unknown, lang: Lang): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const rule = PATTERNS[name];
  return rule.test(value.trim()) ? null : rule.message[lang];
}

/** An antd form rule from a named pattern. */
export const patternRule = (name: PatternName, lang: Lang) => ({
  validator: (_: unknown, value: unknown) => {
    const problem = patternProblem(name, value, lang);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});
