import type { Lang } from '@app/common';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resourceTexts } from '../components/resource/resource-texts-loader';
import { useSettings } from '../stores/settings';
import type { Messages } from './locales/zh';
import zh from './locales/zh';
import type { PageMessages } from './locales/zh.pages';
import { applyServerTexts, loadServerTexts } from './server-texts';

/** The BCP 47 tag of each UI language: the page's lang attribute, and Intl's formats. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

/**
 * zh's first-screen texts are built in (the default and the fallback); other languages, and the texts of
 * the screens inside the shell, are chunks fetched when needed (docs/decisions/013).
 */
const LOADERS: Record<Exclude<Lang, 'zh'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en'),
  zhtw: () => import('./locales/zhtw'),
};
const PAGE_LOADERS: Record<Lang, () => Promise<{ default: PageMessages }>> = {
  zh: () => import('./locales/zh.pages'),
  en: () => import('./locales/en.pages'),
  zhtw: () => import('./locales/zhtw.pages'),
};
const pagesLoaded = new Set<Lang>();
let pagesWanted = false;
const adminLoaded = new Set<Lang>();
let adminWanted = false;

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

/** Makes a language's texts available (fetching its chunks once): the page texts too once any screen has asked. */
export async function loadLanguage(lang: Lang): Promise<void> {
  const core =
    lang === 'zh' || i18n.hasResourceBundle(lang, 'translation')
      ? null
      : LOADERS[lang]().then(({ default: messages }) => {
          i18n.addResourceBundle(lang, 'translation', messages, true, true);
          applyServerTexts(i18n, lang);
        });
  await Promise.all([
    core,
    pagesWanted ? loadPageTexts(lang) : null,
    adminWanted ? loadAdminTexts(lang) : null,
  ]);
}

/** The texts of the screens inside the shell, for a language (the antd providers route waits for them). */
export async function loadPageTexts(lang: Lang = useSettings.getState().language): Promise<void> {
  pagesWanted = true;
  if (pagesLoaded.has(lang)) return;
  const { default: messages } = await PAGE_LOADERS[lang]();
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
  applyServerTexts(i18n, lang);
  pagesLoaded.add(lang);
  // Keys missing in a language fall back to zh, so zh's page texts come along.
  if (lang !== 'zh') await loadPageTexts('zh');
}

/**
 * The texts of the administration screens (menu pages), fetched with the first of them (router.tsx): every
 * area's chunk for the language at once, since a screen may use words another area owns (docs/decisions/057).
 */
export async function loadAdminTexts(lang: Lang = useSettings.getState().language): Promise<void> {
  adminWanted = true;
  if (adminLoaded.has(lang)) return;
  // The registry is a chunk fetched once a session exists (router.tsx), not part of the login route.
  const { areas } = await import('../pages/registry');
  const bundles = await Promise.all([...areas.map((area) => area.texts[lang]()), resourceTexts(lang)]);
  for (const { default: messages } of bundles)
    i18n.addResourceBundle(lang, 'translation', messages, true, true);
  applyServerTexts(i18n, lang);
  adminLoaded.add(lang);
  if (lang !== 'zh') await loadAdminTexts('zh');
}

/** The saved (or detected) language, ready before the first render. */
export async function initLanguage(): Promise<void> {
  await loadLanguage(initial);
  await i18n.changeLanguage(initial);
  applyDocumentLanguage(initial);
  // The server's own entries (多语言) arrive after the first paint and are laid over these.
  void loadServerTexts(i18n, initial);
}

/** Switches the UI language and remembers it (jnpf_language). */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  useSettings.getState().set('language', lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
  void loadServerTexts(i18n, lang);
}

export default i18n;
