/** 数据同步 (client-facts §5.5 Data sync): what /api/system/DataSync takes and answers. */

/** POST DataSync answers one of these. */
export const SYNC_CHECK = { ok: 0, sourceEmpty: 1, targetMissing: 2, targetHasRows: 3 } as const;
export type SyncCheckCode = (typeof SYNC_CHECK)[keyof typeof SYNC_CHECK];

export interface DataSyncInput {
  dbConnectionFrom: string;
  dbConnectionTo: string;
  dbTable: string;
}

/** Actions/Execute: `type` is the check's code the user confirmed (2 create the table, 3 clear it). */
export interface DataSyncExecuteInput extends DataSyncInput {
  type: SyncCheckCode;
}

/** A sync running in the background, as GET DataSync/Progress/{jobId} answers it. */
export interface DataSyncJob {
  jobId: string;
  state: 'running' | 'done' | 'failed';
  table: string;
  /** source rows counted when the job started */
  total: number;
  copied: number;
  /** the target table was created from the source's columns */
  created: boolean;
  /** the target's rows were removed first */
  cleared: boolean;
  startTime: number;
  endTime: number | null;
  /** milliseconds */
  duration: number | null;
  rowsPerSecond: number | null;
  /** why it failed, in the language of the caller who started it */
  error: string | null;
}
