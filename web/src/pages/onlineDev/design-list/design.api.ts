import type { DictionaryWithItems, Paged } from '@app/common';
import type { DesignType } from '@app/common/form';
import { uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';
import type { QueryParams } from '../../../app/request-url';

/** The calls of the design lists (在线开发, 代码生成): /api/visualdev/Base with the design's type. */
export const DESIGN_BASE = '/api/visualdev/Base';

export interface DesignRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string | null;
  type: DesignType;
  webType: 1 | 2 | 3;
  state: 0 | 1;
  version: number;
  releasedVersion: number | null;
  releaseTime: number | null;
  sortCode: number;
  description: string | null;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface DesignRecord extends Omit<DesignRow, 'creatorUser'> {
  tables: string | null;
  formData: string | null;
  columnData: string | null;
  dbLinkId: string | null;
}

export const listDesigns = (type: DesignType, params: QueryParams, signal?: AbortSignal) =>
  http.get<Paged<DesignRow>>(DESIGN_BASE, { ...params, type }, { signal });

export const fetchDesign = (id: string) => http.get<DesignRecord>(`${DESIGN_BASE}/${id}`);

/** A save of the designer: the version it was based on comes along, so a newer save is never overwritten. */
export const saveDesign = (id: string, body: Record<string, unknown>) =>
  http.put<null>(`${DESIGN_BASE}/${id}`, body, { silent: true });

export const releaseDesign = (id: string) =>
  http.post<{ version: number }>(`${DESIGN_BASE}/${id}/Actions/Release`);

export const copyDesign = (id: string) => http.post<{ id: string }>(`${DESIGN_BASE}/${id}/Actions/Copy`);

export interface DesignImportResult {
  id: string;
  count: number;
  renamed: { from: string; to: string }[];
}

/** 导入: one exported design file as a new draft of the list's type. */
export const importDesign =
  (type: DesignType) => (file: File, categoryId: string | undefined, rename: boolean) =>
    uploadFile<DesignImportResult>(`${DESIGN_BASE}/Actions/Import`, file, file.name, {
      type,
      categoryId,
      duplicates: rename ? 'rename' : 'refuse',
    });

/** The items of the dictionary naming a design type's categories (webDesign, webForm, …). */
export async function fetchCategories(code: string, signal?: AbortSignal) {
  const all = await http.get<{ list: DictionaryWithItems[] }>('/api/system/DictionaryData/All', undefined, {
    signal,
  });
  return all.list.find((type) => type.enCode === code)?.dictionaryList ?? [];
}
