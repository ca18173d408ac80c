import type { Lang } from '@app/common';
import { useSettings } from '../../stores/settings';
import enFormTexts from './form-texts.en';
import zhFormTexts, { type FormTexts } from './form-texts.zh';
import zhtwFormTexts from './form-texts.zhtw';

export type { FormTexts } from './form-texts.zh';

/**
 * The three languages sit in the renderer's own lazy chunk (a few hundred bytes each), so the form shows
 * its words at once wherever it is mounted, with no loader to wait for and no entry in the shell's texts.
 */
export const FORM_TEXTS: Record<Lang, FormTexts> = { zh: zhFormTexts, en: enFormTexts, zhtw: zhtwFormTexts };

/** The form's words in the given language, or in the user's current one. */
export function useFormTexts(lang?: Lang): FormTexts {
  return FORM_TEXTS[useFormLang(lang)];
}

/**
 * The user's language, for the Localized messages of common/form: the settings store's (what
 * changeLanguage sets), read with a selector because every field asks and useTranslation per field
 * costs more than the field itself on a form of two hundred.
 */
export function useFormLang(lang?: Lang): Lang {
  const current = useSettings((settings) => settings.language);
  return lang ?? current ?? 'zh';
}
