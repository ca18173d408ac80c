import type {
  DataSourceFields,
  DataSourceGroup,
  DataSourceTestResult,
  DictionaryWithItems,
} from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据连接 beyond its list and records (client-facts §5.5 Data source; data-source.resource.tsx). */
const BASE = '/api/system/DataSource';

/** GET DataSource/Selector: the sources grouped by type, in data.list as the original reads it. */
export const fetchDataSourceGroups = async (signal?: AbortSignal) =>
  (await http.get<{ list: DataSourceGroup[] }>(`${BASE}/Selector`, undefined, { signal })).list;

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
