import { LANGS, type Lang, langFromAcceptLanguage } from '@app/common';

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/**
 * The UI language: the saved choice, else the first supported browser language (zh-TW / zh-HK /
 * zh-Hant give zhtw, other zh gives zh, en gives en), else zh.
 */
export function detectLanguage(saved: unknown, browserLanguages: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  return langFromAcceptLanguage(browserLanguages.join(',')) ?? 'zh';
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}
