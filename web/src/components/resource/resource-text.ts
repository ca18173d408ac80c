import type { Lang } from '@app/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceText } from './resource.types';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text to show: a key translated when the app knows it (else the string itself, so a designed table's
 * plain labels pass through), a key with values, or the entry of the current language (zh when it has none).
 */
export function resolveText(
  text: ResourceText | undefined,
  lang: Lang,
  translate: Translate,
  exists: (key: string) => boolean,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return exists(text) ? translate(text) : text;
  if ('key' in text && typeof text.key === 'string') return translate(text.key, text.values);
  const byLang = text as Partial<Record<Lang, string>>;
  return byLang[lang] ?? byLang.zh ?? Object.values(byLang)[0] ?? '';
}

/** resolveText bound to the current language. */
export function useResourceText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return useCallback(
    (text: ResourceText | undefined) =>
      resolveText(
        text,
        lang,
        // The keys come from descriptions at run time, not from the typed dictionary.
        (key, values) => (t as unknown as Translate)(key, values),
        (key) => i18n.exists(key),
      ),
    [t, i18n, lang],
  );
}
