import type { Lang } from '@app/common';

/** The web app's own text of a key in each language (its locale files, not the server's entries). */
const LOADERS: Record<Lang, () => Promise<unknown>[]> = {
  zh: () => [import('../../../i18n/locales/zh'), import('../../../i18n/locales/zh.pages')],
  en: () => [import('../../../i18n/locales/en'), import('../../../i18n/locales/en.pages')],
  zhtw: () => [import('../../../i18n/locales/zhtw'), import('../../../i18n/locales/zhtw.pages')],
};

function lookUp(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

export type BuiltInTexts = Record<Lang, string | null>;

/** null when no language has a built-in text for the key. */
export async function builtInTexts(key: string): Promise<BuiltInTexts | null> {
  const result = { zh: null, en: null, zhtw: null } as BuiltInTexts;
  for (const lang of Object.keys(LOADERS) as Lang[]) {
    const modules = (await Promise.all(LOADERS[lang]())) as { default: unknown }[];
    for (const m of modules) result[lang] ??= lookUp(m.default, key);
  }
  return result.zh || result.en || result.zhtw ? result : null;
}
