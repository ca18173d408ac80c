import { type Lang, PATTERNS } from '@app/common';
import { useTranslation } from 'react-i18next';

/**
 * A form rule checking a name or code against the shared PATTERNS, with the pattern's message in the
 * current language. Empty values are left to the required rule; `keep` (the stored value) always passes.
 */
export function usePatternRule() {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (name: 'fullName' | 'enCode', keep?: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || value.trim() === keep || PATTERNS[name].test(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(PATTERNS[name].message[lang])),
  });
}
