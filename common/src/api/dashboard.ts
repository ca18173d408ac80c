/**
 * The dashboard's figures (GET /api/system/Dashboard, issue 15 item 9). Each part is present only when the
 * caller holds the menu that shows the same data (在线用户, 系统日志, 系统监控); null otherwise.
 */
export interface DashboardAnswer {
  online: { users: number; sessions: number } | null;
  /** the last `days` days, oldest first, by the server's calendar day */
  logins: { date: string; succeeded: number; failed: number }[] | null;
  operations: DashboardOperation[] | null;
  storage: DashboardStorage | null;
}

export interface DashboardOperation {
  id: string;
  userName: string | null;
  moduleName: string | null;
  requestMethod: string | null;
  requestUrl: string | null;
  /** the button's name (新建, 编辑, 删除, …) */
  abstracts: string | null;
  creatorTime: number;
}

/** bytes */
export interface DashboardStorage {
  /** the platform's database (SQLite file pages, or PostgreSQL's database size) */
  database: number;
  /** uploaded files (avatars, attachments, images) and how many */
  files: number;
  fileCount: number;
  /** the disk holding the data folder */
  diskTotal: number;
  diskUsed: number;
}

export const DASHBOARD_LOGIN_DAYS = 7;
export const DASHBOARD_OPERATIONS = 8;
