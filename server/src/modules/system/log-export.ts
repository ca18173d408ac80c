import type { PassThrough } from 'node:stream';
import type { Selectable } from 'kysely';
import type { SysLogTable } from '../../db/schema.js';
import { ipPlaceName } from '../../platform/client-info.js';
import type { RequestContext } from '../../platform/context.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { streamSheet } from '../../platform/resource/xlsx-writer.js';
import { type LogFilter, logBatches } from './log.service.js';

type LogRecord = Selectable<SysLogTable>;

type Text = Record<Lang, string>;
interface Column {
  header: Text;
  width: number;
  value: (row: LogRecord, lang: Lang) => string | number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in the server's clock, as the screen shows it. */
export function timeText(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const col = (zh: string, en: string, zhtw: string, width: number, value: Column['value']): Column => ({
  header: { zh, en, zhtw },
  width,
  value,
});
const time = (zh: string, en: string, zhtw: string) =>
  col(zh, en, zhtw, 20, (r) => timeText(Number(r.creatorTime)));
const user = col('用户', 'User', '使用者', 14, (r) => r.userName);
const ip = col('IP地址', 'IP address', 'IP位址', 16, (r) => r.ipAddress);
const method = col('请求方式', 'Method', '請求方式', 10, (r) => r.requestMethod);
const url = col('请求地址', 'URL', '請求位址', 50, (r) => r.requestUrl);
const duration = col('耗时(毫秒)', 'Duration (ms)', '耗時(毫秒)', 12, (r) => r.requestDuration);

/** The sheet of each category: its columns, its name in the file name. */
export const LOG_SHEETS: Record<1 | 3 | 4 | 5, { name: Text; ascii: string; columns: Column[] }> = {
  1: {
    name: { zh: '登录日志', en: 'Login log', zhtw: '登入日誌' },
    ascii: 'login-log',
    columns: [
      time('登录时间', 'Time', '登入時間'),
      user,
      ip,
      col('登录地点', 'Place', '登入地點', 14, (r, lang) =>
        r.ipAddress ? ipPlaceName(r.ipAddress, lang) : '',
      ),
      col('浏览器', 'Browser', '瀏覽器', 20, (r) => r.browser),
      col('操作系统', 'OS', '作業系統', 16, (r) => r.platForm),
      col('登录结果', 'Result', '登入結果', 10, (r, lang) =>
        r.loginMark === 1
          ? { zh: '成功', en: 'Success', zhtw: '成功' }[lang]
          : { zh: '失败', en: 'Failure', zhtw: '失敗' }[lang],
      ),
      col('摘要', 'Summary', '摘要', 30, (r) => r.abstracts),
    ],
  },
  3: {
    name: { zh: '操作日志', en: 'Operation log', zhtw: '操作日誌' },
    ascii: 'operation-log',
    columns: [
      time('操作时间', 'Time', '操作時間'),
      user,
      ip,
      col('功能模块', 'Module', '功能模組', 16, (r) => r.moduleName),
      col('操作类型', 'Action', '操作類型', 10, (r) => r.abstracts),
      method,
      url,
      col('对象ID', 'Record id', '物件ID', 22, (r) => r.objectId),
      duration,
    ],
  },
  4: {
    name: { zh: '异常日志', en: 'Exception log', zhtw: '異常日誌' },
    ascii: 'exception-log',
    columns: [
      time('异常时间', 'Time', '異常時間'),
      user,
      ip,
      url,
      col('异常信息', 'Message', '異常資訊', 50, (r) => r.abstracts),
      // A cell holds at most 32,767 characters.
      col('异常堆栈', 'Stack', '異常堆疊', 60, (r) => r.json?.slice(0, 32_000) ?? null),
    ],
  },
  5: {
    name: { zh: '请求日志', en: 'Request log', zhtw: '請求日誌' },
    ascii: 'request-log',
    columns: [
      time('请求时间', 'Time', '請求時間'),
      user,
      ip,
      method,
      url,
      col('状态', 'Status', '狀態', 8, (r) => r.requestStatus),
      duration,
    ],
  },
};

/** 请求日志_20261122.xlsx and its ASCII stand-in for clients without filename*. */
export function exportFileNames(category: 1 | 3 | 4 | 5, lang: Lang, now: number) {
  const d = new Date(now);
  const date = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  const sheet = LOG_SHEETS[category];
  return { name: `${sheet.name[lang]}_${date}.xlsx`, ascii: `${sheet.ascii}_${date}.xlsx` };
}

/**
 * Streams the filtered logs as an .xlsx through the runtime's sheet writer (a batch of rows in memory at a
 * time, backpressure from the client heeded); `stopped()` ends the work when the client went away.
 */
export function exportLogs(
  ctx: RequestContext,
  category: 1 | 3 | 4 | 5,
  filter: LogFilter,
  stopped: () => boolean,
  onError: (error: unknown) => void,
): PassThrough {
  const { lang } = ctx;
  const sheet = LOG_SHEETS[category];
  async function* rows() {
    for await (const batch of logBatches(ctx.services.db, category, filter))
      yield batch.map((row) => sheet.columns.map((c) => c.value(row, lang)));
  }
  const columns = sheet.columns.map((c) => ({ header: c.header[lang], width: c.width }));
  return streamSheet(sheet.name[lang], columns, rows(), stopped, onError);
}
