import type { Lang } from '@app/common';
import { fillTemplate } from '@app/common/form';
import { useTranslation } from 'react-i18next';
import enDesigner from './designer.en.texts';
import zhDesigner, { type DesignerTexts } from './designer.zh.texts';
import zhtwDesigner from './designer.zhtw.texts';

export type { DesignerTexts } from './designer.zh.texts';

/**
 * The three languages sit in the designer's own lazy chunk (as the renderer's do), so the designer shows
 * its words wherever it is mounted, with no loader to wait for and no entry in the shell's texts.
 */
export const DESIGNER_TEXTS: Record<Lang, DesignerTexts> = {
  zh: zhDesigner.designer,
  en: enDesigner.designer,
  zhtw: zhtwDesigner.designer,
};

const isLang = (value: string): value is Lang => value in DESIGNER_TEXTS;

/** The designer's language: the one it was given, else the user's. */
export function useDesignerLang(lang?: Lang): Lang {
  const { i18n } = useTranslation();
  return lang ?? (isLang(i18n.language) ? i18n.language : 'zh');
}

/** Fills {name} places of a text. */
export const say = fillTemplate;
