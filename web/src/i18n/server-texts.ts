import type { Lang } from '@app/common';
import type { i18n as I18n } from 'i18next';

/**
 * 多语言: the server's translation entries (flat {dotted key: text}) laid over the web app's own texts.
 * Fetched once per language with a plain fetch (no antd, no session: the sign-in page uses it too),
 * never awaited by the first paint; applied when it arrives and again after any built-in bundle of the
 * same language is loaded later (the page texts), so the server's word always wins.
 */

const RESOURCES = '/api/system/Language/Resources/';
const received = new Map<Lang, Record<string, unknown>>();
const pending = new Map<Lang, Promise<void>>();

/** {'a.b': 'x', 'a.c': 'y'} → {a: {b: 'x', c: 'y'}}; a key that collides with a branch is skipped. */
export function nestTexts(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    if (typeof text !== 'string' || !text) continue;
    const parts = key.split('.');
    if (parts.some((p) => !p || p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root;
    let ok = true;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next !== 'object') {
        ok = false;
        break;
      }
      node = node[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1];
    if (ok && typeof node[last] !== 'object') node[last] = text;
  }
  return root;
}

/** Lays the received entries of a language over what i18next holds (deep, overwriting). */
export function applyServerTexts(i18n: I18n, lang: Lang): boolean {
  const nested = received.get(lang);
  if (!nested || Object.keys(nested).length === 0) return false;
  i18n.addResourceBundle(lang, 'translation', nested, true, true);
  return true;
}

/** Fetches a language's entries once and applies them; failures leave the built-in texts alone. */
export function loadServerTexts(i18n: I18n, lang: Lang, fetcher: typeof fetch = fetch): Promise<void> {
  const known = pending.get(lang);
  if (known) return known;
  const job = (async () => {
    try {
      const response = await fetcher(`${RESOURCES}${lang}`, {
        headers: { 'X-Language': lang, Accept: 'application/json' },
        credentials: 'omit',
      });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as { code?: number; data?: Record<string, unknown> };
      if (answer.code !== 200 || !answer.data || typeof answer.data !== 'object') throw new Error('answer');
      received.set(lang, nestTexts(answer.data));
      // Re-render with the new texts: i18next tells react-i18next on a language change.
      if (applyServerTexts(i18n, lang) && i18n.language === lang) await i18n.changeLanguage(lang);
    } catch {
      pending.delete(lang);
    }
  })();
  pending.set(lang, job);
  return job;
}

/** Forgets what was fetched (the 多语言 screen after a change; tests). */
export function forgetServerTexts(): void {
  received.clear();
  pending.clear();
}
