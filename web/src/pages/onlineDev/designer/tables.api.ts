import type { DataSourceGroup, TableField, TableRow } from '@app/common';
import type { FormTable } from '@app/common/form';
import { http } from '../../../app/request';

/** The 数据表 pane's calls: data sources, their tables and fields (数据建模), and 根据表单创建数据表. */

export const fetchSourceGroups = async (signal?: AbortSignal) =>
  (await http.get<{ list: DataSourceGroup[] }>('/api/system/DataSource/Selector', undefined, { signal }))
    .list;

const modelAt = (linkId: string) => `/api/system/DataModel/${encodeURIComponent(linkId)}`;

export const fetchSourceTables = async (linkId: string, signal?: AbortSignal) =>
  (await http.get<{ list: TableRow[] }>(`${modelAt(linkId)}/Tables`, undefined, { signal })).list;

export const fetchTableFields = async (linkId: string, table: string) =>
  (await http.get<{ list: TableField[] }>(`${modelAt(linkId)}/Tables/${encodeURIComponent(table)}/Fields`))
    .list;

export interface CreatedTables {
  dbLinkId: string;
  tables: FormTable[];
  version: number;
}

/** Silent: the pane shows the refusal (a table that exists, a bad name) beside the name it concerns. */
export const createTablesFromForm = (
  id: string,
  body: { dbLinkId: string; tableName: string; version: number; formData: string; columnData?: string },
) => http.post<CreatedTables>(`/api/visualdev/Base/${id}/Actions/CreateTables`, body, { silent: true });
