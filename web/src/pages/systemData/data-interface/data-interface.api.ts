import type {
  DataInterfaceLogRow,
  DataInterfaceResponse,
  DataInterfaceRow,
  DictionaryOption,
  Paged,
} from '@app/common';
import { uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** The calls of 数据接口 beyond its list and records (client-facts §5.5 Data interface; data-interface.resource.tsx). */
const BASE = '/api/system/DataInterface';
/** The DataInterfaceType dictionary (its seeded id, as the original product calls it). */
const CATEGORY_TYPE_ID = '9c43287481364d348c0ea0d0f64b38be';

export const DATA_INTERFACE_KEY = ['systemData', 'dataInterface'] as const;

export const fetchInterface = (id: string) => http.get<DataInterfaceRow>(`${BASE}/${id}`);

/** The test: the parameters go in the query string, as any caller sends them. The error is shown in place. */
export const callInterface = (id: string, params: Record<string, string>) =>
  http.get<DataInterfaceResponse>(`${BASE}/${id}/Actions/Response`, params, { silent: true });

export const fetchInterfaceLog = (
  id: string,
  params: { currentPage: number; pageSize: number; keyword?: string },
  signal?: AbortSignal,
) => http.get<Paged<DataInterfaceLogRow>>(`/api/system/DataInterfaceLog/${id}`, { ...params }, { signal });

export interface InterfaceImportResult {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}

export const importInterface = (file: File, categoryId: string | undefined, rename: boolean) =>
  uploadFile<InterfaceImportResult>(`${BASE}/Action/Import`, file, file.name, {
    parentId: categoryId,
    duplicates: rename ? 'rename' : 'refuse',
  });

export const fetchCategories = (signal?: AbortSignal) =>
  http.get<{ list: DictionaryOption[] }>(
    `/api/system/DictionaryData/${CATEGORY_TYPE_ID}/Data/Selector`,
    undefined,
    {
      signal,
    },
  );

/** GET DataSource/Selector: sources grouped by database type ('0' is the platform's own database). */
export interface SourceGroup {
  fullName: string;
  children: { id: string; fullName: string }[];
}

export const fetchSources = async (signal?: AbortSignal) =>
  (
    await http.get<{ list: SourceGroup[] }>('/api/system/DataSource/Selector', undefined, {
      signal,
      silent: true,
    })
  ).list;
