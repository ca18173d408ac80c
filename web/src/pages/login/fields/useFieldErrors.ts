import { useState } from 'react';

/** A field's rule: the message when the (trimmed) value is wrong, else null. */
export type Rule = (value: string) => string | null;

/**
 * Validation of a small form: each field's first failing rule gives its message. A message goes away as
 * soon as the user edits that field.
 */
export function useFieldErrors<K extends string>(rules: Record<K, Rule[]>) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  /** Checks the given fields (all by default); true when they pass. */
  const validate = (values: Record<K, string>, only?: K[]): boolean => {
    const next: Partial<Record<K, string>> = only ? { ...errors } : {};
    let ok = true;
    for (const key of only ?? (Object.keys(rules) as K[])) {
      const message = rules[key].map((rule) => rule(values[key] ?? '')).find(Boolean) ?? undefined;
      next[key] = message;
      if (message) ok = false;
    }
    setErrors(next);
    return ok;
  };

  const clear = (key: K) =>
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));

  return { errors, validate, clear };
}

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() ? null : message;

export const matches =
  (pattern: { test(value: string): boolean }, message: string): Rule =>
  (value) =>
    !value.trim() || pattern.test(value.trim()) ? null : message;
