/** The three UI languages the product ships; order matches the language switcher. */
export const LANGS = ['zh', 'en', 'zhtw'] as const;

export type Lang = (typeof LANGS)[number];

/** One user-facing text in every UI language, so callers never fall back to a missing translation. */
export type Localized = Record<Lang, string>;
