import type {
  DataSourceFields,
  DataSourceGroup,
  DataSourceRow,
  DataSourceTestResult,
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
