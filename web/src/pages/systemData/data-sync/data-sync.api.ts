import type {
  DataSourceGroup,
  DataSyncExecuteInput,
  DataSyncInput,
  DataSyncJob,
  SyncCheckCode,
} from '@app/common';
import { http } from '../../../app/request';

/** The calls of 数据同步 (client-facts §5.5 Data sync). */
const DATA_SYNC = '/api/system/DataSync';

export const fetchSourceGroups = async (signal?: AbortSignal) =>
  (await http.get<{ list: DataSourceGroup[] }>('/api/system/DataSource/Selector', undefined, { signal }))
    .list;

export interface SourceTable {
  table: string;
  tableName: string;
  sum: number | null;
}

export const fetchTables = (linkId: string, signal?: AbortSignal) =>
  http.get<{ list: SourceTable[] }>(`/api/system/DataModel/${linkId}/Tables`, undefined, { signal });

/** The check's refusal (a column that does not fit) is shown on the page, not toasted: `silent`. */
export const checkSync = (input: DataSyncInput) =>
  http.post<SyncCheckCode>(DATA_SYNC, input, { silent: true, timeout: 60_000 });

export const executeSync = (input: DataSyncExecuteInput) =>
  http.post<DataSyncJob>(`${DATA_SYNC}/Actions/Execute`, input, { silent: true, timeout: 100_000 });

export const fetchProgress = (jobId: string, signal?: AbortSignal) =>
  http.get<DataSyncJob>(`${DATA_SYNC}/Progress/${jobId}`, undefined, { signal });
