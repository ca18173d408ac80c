import type { Lang } from '@app/common';

/**
 * The runtime's texts of a language, a chunk per language fetched with the administration texts (one file
 * per language, as the areas' texts: decision 057).
 */
const LOADERS: Record<Lang, () => Promise<{ default: object }>> = {
  zh: () => import('./resource.zh.texts'),
  en: () => import('./resource.en.texts'),
  zhtw: () => import('./resource.zhtw.texts'),
};

export const resourceTexts = (lang: Lang) => LOADERS[lang]();
