import type { Lang } from '@app/common';
import { fillTemplate } from '@app/common/form';
import { useTranslation } from 'react-i18next';
import zhDesigner, { type DesignerTexts } from './designer.zh.texts';

export type { DesignerTexts } from './designer.zh.texts';

const isLang = (value: unknown): value is Lang => value === 'zh' || value === 'en' || value === 'zhtw';

/** The designer's language: the one it was given, else the user's. */
export function useDesignerLang(lang?: Lang): Lang {
  const { i18n } = useTranslation();
  return lang ?? (isLang(i18n?.language) ? i18n.language : 'zh');
}

/**
 * The designer's words in a language. They are registered with the 在线开发 area's texts
 * (onlineDev.<lang>.texts.ts spreads designer.<lang>.texts), which every menu page loads for the user's
 * language, so the designer's chunk carries none of them; zh, the fallback the shell always loads, stands
 * in while another language is not there.
 */
export function useDesignerTexts(lang: Lang): DesignerTexts {
  const { i18n } = useTranslation();
  const loaded =
    typeof i18n?.getResource === 'function' ? i18n.getResource(lang, 'translation', 'designer') : undefined;
  return (loaded as DesignerTexts | undefined) ?? zhDesigner.designer;
}

/** Fills {name} places of a text. */
export const say = fillTemplate;
