import type { Shape } from '../../../i18n/shape';
import type zhLog from './log.zh.texts';

const zhtwLog: Shape<typeof zhLog> = {
  log: {
    loginTab: '登入日誌',
    requestTab: '請求日誌',
    exceptionTab: '異常日誌',
    loginTime: '登入時間',
    requestTime: '請求時間',
    exceptionTime: '異常時間',
    loginUser: '登入使用者',
    requestUser: '請求使用者',
    user: '使用者',
    ip: 'IP位址',
    place: '登入地點',
    browser: '瀏覽器',
    os: '作業系統',
    result: '登入結果',
    success: '成功',
    failure: '失敗',
    summary: '說明',
    method: '請求類型',
    url: '請求位址',
    status: '狀態碼',
    duration: '耗時(毫秒)',
    message: '異常資訊',
    stack: '異常詳情',
    noStack: '無詳細資訊',
    operationTab: '操作日誌',
    operationTime: '操作時間',
    operationUser: '操作使用者',
    module: '功能模組',
    action: '操作類型',
    objectId: '物件ID',
    export: '匯出',
    retention: '日誌保留 {{days}} 天，逾期自動清理',
    retentionForever: '日誌永久保留',
  },
};

export default zhtwLog;
