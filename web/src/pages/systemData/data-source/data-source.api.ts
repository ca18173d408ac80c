import type {
  DataSourceFields,
  DataSourceGroup,
  DataSourceRow,
  DataSourceTestResult,
  DictionaryWithItems,
  Paged,
} from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据连接 (client-facts §5.5 Data source). */
const BASE = '/api/system/DataSource';

export interface DataSourceParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

export const fetchDataSources = (params: DataSourceParams, signal?: AbortSignal) =>
  http.get<Paged<DataSourceRow>>(BASE, { ...params }, { signal });

export const fetchDataSource = (id: string) => http.get<DataSourceRow>(`${BASE}/${id}`);

export const fetchDataSourceGroups = (signal?: AbortSignal) =>
  http.get<DataSourceGroup[]>(`${BASE}/Selector`, undefined, { signal });

export const saveDataSource = (id: string | null, fields: DataSourceFields) =>
  id ? http.put<null>(`${BASE}/${id}`, fields) : http.post<{ id: string }>(BASE, fields);

export const deleteDataSource = (id: string) => http.delete<null>(`${BASE}/${id}`);

/** The failure is shown in the dialog rather than toasted: `silent`. */
export const testDataSource = (fields: DataSourceFields & { id?: string }) =>
  http.post<DataSourceTestResult>(`${BASE}/Actions/Test`, fields, { silent: true, timeout: 20_000 });

/** The dbType dictionary's items (codes and names), as 数据字典 keeps them. */
export const fetchDbTypes = async (signal?: AbortSignal) => {
  const all = await http.get<{ list: DictionaryWithItems[] }>('/api/system/DictionaryData/All', undefined, {
    signal,
  });
  return all.list.find((type) => type.enCode === 'dbType')?.dictionaryList ?? [];
};
