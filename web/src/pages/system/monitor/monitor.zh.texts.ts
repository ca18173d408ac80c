/** 系统监控 (system/monitor): its texts; the en and zhtw files beside this one carry the same keys. */
const zhMonitor = {
  monitor: {
    live: '每{{seconds}}秒刷新',
    stale: '刷新失败',
    updatedAt: '更新于 {{time}}',
    unavailable: '暂时无法获取服务器信息',
    system: '系统信息',
    os: '操作系统',
    hostname: '主机名',
    ip: 'IP地址',
    uptime: '系统运行',
    load: '负载(1/5/15分钟)',
    cpu: 'CPU',
    cpuChart: 'CPU使用率仪表盘',
    cores: '{{count}}个逻辑处理器',
    memory: '内存',
    memoryChart: '内存使用率仪表盘',
    disk: '磁盘',
    diskChart: '磁盘使用率仪表盘',
    total: '总量',
    used: '已用',
    available: '可用',
    history: '使用率趋势(最近5分钟)',
    historyChart: 'CPU与内存使用率趋势图',
    process: '服务进程',
    processUptime: '进程运行',
    rss: '常驻内存',
    heap: '堆内存',
    duration: '{{days}}天{{hours}}小时{{minutes}}分钟',
  },
};

export default zhMonitor;
