/** 数据备份 (client-facts §5.5 Data backup): what /api/system/DataBackup answers. */
export interface DataBackupRow {
  id: string;
  fileName: string;
  /** bytes */
  fileSize: number;
  /** 'sqlite' | 'postgres' */
  dbType: string;
  /** who pressed 备份; null for a scheduled task's backup */
  creatorUser: string | null;
  /** the scheduled task that made it, if one did */
  taskId: string | null;
  creatorTime: number;
}

/** GET DataBackup/{id}/Actions/Download: a short-lived link the browser follows without a token. */
export interface DataBackupLink {
  name: string;
  url: string;
}
