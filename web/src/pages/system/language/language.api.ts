/** A 多语言 entry as the list and the form read it (GET /api/system/Language). */
export interface LanguageRow {
  id: string;
  key: string;
  zh: string;
  en: string | null;
  zhtw: string | null;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** Same rule as the server: dotted parts of letters, digits, dashes or underscores. */
export const LANGUAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
