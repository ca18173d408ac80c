import { LANGS, type Lang, langFromAcceptLanguage } from '@app/common';
import { fieldLabelTexts, type MessageKey, textsOf } from './messages.js';

export type { Lang };

export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const text: string = textsOf(key)[lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function fieldLabel(field: string, lang: Lang): string {
  return fieldLabelTexts(field)?.[lang] ?? field;
}

export function asLang(value: unknown): Lang | null {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : null;
}

/** The caller's language: the X-Language header, else Accept-Language, else zh. */
export function langOfHeaders(headers: Record<string, string | string[] | undefined>): Lang {
  const accept = headers['accept-language'];
  return (
    asLang(headers['x-language']) ??
    langFromAcceptLanguage(typeof accept === 'string' ? accept : undefined) ??
    'zh'
  );
}
