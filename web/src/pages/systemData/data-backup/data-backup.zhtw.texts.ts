import type { Shape } from '../../../i18n/shape';
import type zhDataBackup from './data-backup.zh.texts';

const zhtwDataBackup: Shape<typeof zhDataBackup> = {
  backup: {
    keyword: '請輸入檔名查詢',
    create: '備份',
    creating: '正在備份…',
    created: '備份完成：{{name}}',
    fileName: '檔名',
    fileSize: '大小',
    dbType: '資料庫',
    creator: '建立人',
    creatorTime: '備份時間',
    byTask: '排程任務',
    download: '下載',
    empty: '還沒有備份，點擊「備份」立即備份資料庫',
    deleteConfirm: '刪除後備份檔案 {{name}} 將從伺服器上移除，無法復原，是否繼續？',
    restoreHint: '還原備份：停止服務後執行 node scripts/restore-backup.mjs <備份檔案>',
  },
};

export default zhtwDataBackup;
