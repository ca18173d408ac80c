import type { Paged } from '@app/common';
import { type DownloadProgress, downloadFile, uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';
import type { ModelConfig } from './model-list';

/**
 * The calls of a generated page: the OnlineDev API of a released design (SPEC §7.11, server-facts §7).
 * Every call names the menu that opened the page (menuId), whose buttons, data schemes and columns the
 * server applies.
 */
export const ONLINE = '/api/visualdev/OnlineDev';

export type ModelRow = Record<string, unknown> & { id: string };

export interface ListQuery {
  /** left out for a list read whole (grouped, or without paging) */
  currentPage?: number;
  pageSize?: number;
  sidx?: string;
  sort?: 'asc' | 'desc';
  json: string;
  /** words looked for in the list's columns */
  keyword?: string;
}

/**
 * A record as the body's data text. A field left empty is sent as null, not left out: the server keeps
 * a field a change leaves out (decision 049), so an emptied field must say so.
 */
export const recordText = (values: Record<string, unknown>) =>
  JSON.stringify(values, (_, value) => (value === undefined ? null : value));

export function onlineCalls(modelId: string, menuId: string) {
  const base = `${ONLINE}/${encodeURIComponent(modelId)}`;
  const scope = { menuId };
  const silent = { silent: true, params: scope } as const;
  return {
    config: (signal?: AbortSignal) => http.get<ModelConfig>(`${base}/Config`, scope, { signal }),
    list: (query: ListQuery, signal?: AbortSignal) =>
      http.post<Paged<ModelRow>>(`${base}/List`, { ...query, menuId }, { signal, params: scope }),
    /** the raw values for the edit form */
    info: (id: string) => http.get<{ id: string; data: string }>(`${base}/${encodeURIComponent(id)}`, scope),
    /** the record as display text (the detail dialog) */
    detail: (id: string) =>
      http.get<{ id: string; data: string }>(`${base}/${encodeURIComponent(id)}/DataChange`, scope),
    /** silent: a refusal naming fields is shown under them by the dialog */
    create: (values: Record<string, unknown>) =>
      http.post<{ id: string }>(base, { data: recordText(values), menuId }, silent),
    update: (id: string, values: Record<string, unknown>) =>
      http.put<null>(`${base}/${encodeURIComponent(id)}`, { id, data: recordText(values), menuId }, silent),
    remove: (id: string) =>
      http.delete<null>(`${base}/${encodeURIComponent(id)}`, undefined, { params: scope }),
    removeMany: (ids: string[]) =>
      http.post<null>(`${ONLINE}/batchDelete/${encodeURIComponent(modelId)}`, { ids, menuId }),
    /** the chosen columns of every row the search finds, as an Excel file */
    /** the chosen columns of every row the search finds, as an Excel file (POST: the search may be long) */
    exportRows: (
      query: Omit<ListQuery, 'currentPage' | 'pageSize'>,
      selectKey: string[],
      fileName: string,
      onProgress?: (progress: DownloadProgress) => void,
    ) => downloadFile(`${base}/Actions/Export`, fileName, scope, onProgress, { ...query, selectKey, menuId }),
    template: (fileName: string) => downloadFile(`${base}/Template`, fileName, scope),
    importFile: (file: File, check: boolean) =>
      uploadFile<unknown>(`${base}/Actions/${check ? 'ImportPreview' : 'Import'}`, file, file.name, scope),
  };
}

export type OnlineCalls = ReturnType<typeof onlineCalls>;
