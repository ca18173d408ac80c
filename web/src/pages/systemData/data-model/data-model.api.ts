import type { CommonFieldRow, Paged, TableDefinition, TableField, TableRow } from '@app/common';
import { downloadFile, uploadFile } from '../../../app/file-transfer';
import { http } from '../../../app/request';

/** The calls of 数据建模 and 常用字段 (client-facts §5.5 DataModel, Common fields). */
const BASE = '/api/system/DataModel';
const COMMON = '/api/system/CommonFields';
const at = (linkId: string) => `${BASE}/${encodeURIComponent(linkId)}`;
const tableAt = (linkId: string, table: string) => `${at(linkId)}/Table/${encodeURIComponent(table)}`;

/** Silent: a source that cannot be read is explained in the list's empty state. */
export const fetchTables = (linkId: string, keyword: string | undefined, signal?: AbortSignal) =>
  http.get<{ list: TableRow[] }>(`${at(linkId)}/Tables`, { keyword }, { signal, silent: true });

export const fetchTable = (linkId: string, table: string) =>
  http.get<TableDefinition & { readOnly: boolean }>(tableAt(linkId, table));

export const saveTable = (linkId: string, editing: boolean, definition: TableDefinition) =>
  editing
    ? http.put<null>(`${at(linkId)}/Table`, definition)
    : http.post<{ table: string }>(`${at(linkId)}/Table`, definition);

export const dropTable = (linkId: string, table: string) => http.delete<null>(tableAt(linkId, table));

export type PreviewPage = Paged<Record<string, unknown>> & { fields: string[] };

export const fetchPreview = (
  linkId: string,
  table: string,
  currentPage: number,
  pageSize: number,
  signal?: AbortSignal,
) => http.get<PreviewPage>(`${tableAt(linkId, table)}/Preview`, { currentPage, pageSize }, { signal });

export const exportTable = (linkId: string, table: string) =>
  downloadFile(`${tableAt(linkId, table)}/Action/Export`, `${table}.json`);

export const importTable = (linkId: string, file: File) =>
  uploadFile<{ table: string }>(`${at(linkId)}/Table/Action/Import`, file, file.name);

export const fetchCommonFields = (signal?: AbortSignal) =>
  http.get<{ list: CommonFieldRow[] }>(COMMON, undefined, { signal });

export type CommonFieldInput = Pick<
  TableField,
  'field' | 'fieldName' | 'dataType' | 'dataLength' | 'allowNull' | 'defaultValue'
>;

export const saveCommonField = (id: string | null, input: CommonFieldInput) =>
  id ? http.put<null>(`${COMMON}/${id}`, input) : http.post<{ id: string }>(COMMON, input);

export const deleteCommonField = (id: string) => http.delete<null>(`${COMMON}/${id}`);
