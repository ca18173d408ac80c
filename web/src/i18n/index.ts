import type { Lang } from '@app/common';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../stores/settings';
import type { Messages } from './locales/zh';
import zh from './locales/zh';

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

/** zh is built in (the default and the fallback); the others are chunks fetched when chosen. */
const LOADERS: Record<Exclude<Lang, 'zh'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en'),
  zhtw: () => import('./locales/zhtw'),
};

const initial = useSettings.getState().language;

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh } },
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyDocumentLanguage(lang: Lang) {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/** Makes a language's texts available (fetching its chunk once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'zh' || i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: messages } = await LOADERS[lang]();
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
}

/** The saved (or detected) language, ready before the first render. */
export async function initLanguage(): Promise<void> {
  await loadLanguage(initial);
  await i18n.changeLanguage(initial);
  applyDocumentLanguage(initial);
}

/** Switches the UI language and remembers it (jnpf_language). */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  useSettings.getState().set('language', lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

export default i18n;
