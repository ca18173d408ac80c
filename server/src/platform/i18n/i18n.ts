import { fieldLabels, type MessageKey, messages } from './messages.js';

export type Lang = 'zh' | 'en' | 'zhtw';
export const LANGS: readonly Lang[] = ['zh', 'en', 'zhtw'];

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

/** Accept-Language → product language: Taiwan/Hong Kong/Hant Chinese → zhtw, other Chinese → zh, English → en. */
export function langFromHeader(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((p) => p.tag && p.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return null;
}
