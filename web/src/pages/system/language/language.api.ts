import type { Paged } from '@app/common';
import { http } from '../../../app/request';

/** The calls of 多语言. */
const LANGUAGE = '/api/system/Language';

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

export type LanguageFields = Pick<LanguageRow, 'key' | 'zh' | 'en' | 'zhtw' | 'description'>;

export interface LanguageParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const fetchLanguages = (params: LanguageParams, signal?: AbortSignal) =>
  http.get<Paged<LanguageRow>>(LANGUAGE, { ...params }, { signal });

export const fetchLanguage = (id: string) => http.get<LanguageRow>(`${LANGUAGE}/${id}`);

export const saveLanguage = (id: string | null, fields: LanguageFields) =>
  id ? http.put<null>(`${LANGUAGE}/${id}`, fields) : http.post<{ id: string }>(LANGUAGE, fields);

export const deleteLanguage = (id: string) => http.delete<null>(`${LANGUAGE}/${id}`);

/** Same rule as the server: dotted parts of letters, digits, dashes or underscores. */
export const LANGUAGE_KEY = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;
