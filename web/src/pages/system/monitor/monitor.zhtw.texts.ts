import type { Shape } from '../../../i18n/shape';
import type zhMonitor from './monitor.zh.texts';

const zhtwMonitor: Shape<typeof zhMonitor> = {
  monitor: {
    live: '每{{seconds}}秒重新整理',
    stale: '重新整理失敗',
    updatedAt: '更新於 {{time}}',
    unavailable: '暫時無法取得伺服器資訊',
    system: '系統資訊',
    os: '作業系統',
    hostname: '主機名稱',
    ip: 'IP位址',
    uptime: '系統運行',
    load: '負載(1/5/15分鐘)',
    cpu: 'CPU',
    cpuChart: 'CPU使用率儀表板',
    cores: '{{count}}個邏輯處理器',
    memory: '記憶體',
    memoryChart: '記憶體使用率儀表板',
    disk: '磁碟',
    diskChart: '磁碟使用率儀表板',
    total: '總量',
    used: '已用',
    available: '可用',
    history: '使用率趨勢(最近5分鐘)',
    historyChart: 'CPU與記憶體使用率趨勢圖',
    process: '服務程序',
    processUptime: '程序運行',
    rss: '常駐記憶體',
    heap: '堆積記憶體',
    duration: '{{days}}天{{hours}}小時{{minutes}}分鐘',
  },
};

export default zhtwMonitor;
