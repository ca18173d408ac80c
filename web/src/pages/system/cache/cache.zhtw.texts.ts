import type { Shape } from '../../../i18n/shape';
import type zhCache from './cache.zh.texts';

const zhtwCache: Shape<typeof zhCache> = {
  cache: {
    keyword: '請輸入快取名稱或說明',
    name: '快取名稱',
    description: '說明',
    source: '來源',
    memory: '記憶體',
    count: '條目數',
    size: '大小',
    expiry: '過期時間',
    actions: '操作',
    view: '檢視',
    more: '更多',
    clear: '清除',
    clearAll: '清空全部',
    clearConfirm: '確定清除快取「{{name}}」嗎？清除後將在下次使用時重新載入。',
    deleteKeyConfirm: '確定刪除 Redis 鍵「{{name}}」嗎？',
    clearAllConfirm:
      '確定清空全部快取嗎？本服務程序的記憶體快取和 Redis 中本平台的鍵都將被清除，使用時重新載入。',
    cleared: '清除成功',
    clearedAll: '已清空 {{memory}} 個記憶體快取和 {{redis}} 個 Redis 鍵',
    summary: '記憶體快取 {{memory}} 個，Redis 鍵 {{redis}} 個',
    redisOn: 'Redis 已連線',
    redisOff: '未設定 Redis',
    redisUnreachable: 'Redis 無法連線',
    redisDown: 'Redis 暫時無法連線，目前只顯示本服務程序的記憶體快取。',
    truncated: 'Redis 中符合的鍵過多，只顯示前 1000 個，請輸入更精確的關鍵字。',
    processNote: '記憶體快取屬於目前回應的服務程序，清除後在下次使用時自動重建。',
    empty: '暫無快取',
    detail: '快取詳情',
    value: '值',
    field: '欄位',
    member: '成員',
    score: '分數',
    sample: '快取鍵（範例）',
    sampleMore: '顯示 {{shown}} 個，共 {{count}} 個',
    sampleEmpty: '目前沒有快取條目',
    valueTruncated: '內容過長，只顯示前一部分',
  },
};

export default zhtwCache;
