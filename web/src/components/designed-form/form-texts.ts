import type { Lang } from '@app/common';
import { useTranslation } from 'react-i18next';
import enFormTexts from './form-texts.en';
import zhFormTexts, { type FormTexts } from './form-texts.zh';
import zhtwFormTexts from './form-texts.zhtw';

export type { FormTexts } from './form-texts.zh';

/**
 * The three languages sit in the renderer's own lazy chunk (a few hundred bytes each), so the form shows
 * its words at once wherever it is mounted, with no loader to wait for and no entry in the shell's texts.
 */
export const FORM_TEXTS: Record<Lang, FormTexts> = { zh: zhFormTexts, en: enFormTexts, zhtw: zhtwFormTexts };

const isLang = (value: string): value is Lang => value in FORM_TEXTS;

/** The form's words in the given language, or in the user's current one. */
export function useFormTexts(lang?: Lang): FormTexts {
  return FORM_TEXTS[useFormLang(lang)];
}

/** The user's language, for the Localized messages of common/form. */
export function useFormLang(lang?: Lang): Lang {
  const { i18n } = useTranslation();
  return lang ?? (isLang(i18n.language) ? i18n.language : 'zh');
}
