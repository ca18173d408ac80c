import { LANGS, type Lang } from '@app/common';
import { fieldLabels, type MessageKey, messages } from './messages.js';

export type { Lang };

export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const text: string = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function fieldLabel(field: string, lang: Lang): string {
  return fieldLabels[field]?.[lang] ?? field;
}

export function asLang(value: unknown): Lang | null {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : null;
}
