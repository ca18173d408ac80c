import type { Lang } from '@app/common';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings } from '../stores/settings';
import en from './locales/en';
import zh from './locales/zh';
import zhtw from './locales/zhtw';

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en', zhtw: 'zh-tw' };
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

function applyLanguage(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

const initial = useSettings.getState().language;

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en }, zhtw: { translation: zhtw } },
  lng: initial,
  fallbackLng: 'zh',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLanguage(initial);

/** Switches the UI language and remembers it (jnpf_language). */
export async function changeLanguage(lang: Lang): Promise<void> {
  useSettings.getState().set('language', lang);
  applyLanguage(lang);
  await i18n.changeLanguage(lang);
}

export default i18n;
