import type { Shape } from '../../../i18n/shape';
import type zhMonitor from './monitor.zh.texts';

const enMonitor: Shape<typeof zhMonitor> = {
  monitor: {
    live: 'Refreshes every {{seconds}} s',
    stale: 'Refresh failed',
    updatedAt: 'Updated at {{time}}',
    unavailable: 'The server figures are not available right now',
    system: 'System',
    os: 'Operating system',
    hostname: 'Host name',
    ip: 'IP address',
    uptime: 'System uptime',
    load: 'Load (1/5/15 min)',
    cpu: 'CPU',
    cpuChart: 'CPU usage gauge',
    cores: '{{count}} logical processors',
    memory: 'Memory',
    memoryChart: 'Memory usage gauge',
    disk: 'Disk',
    diskChart: 'Disk usage gauge',
    total: 'Total',
    used: 'Used',
    available: 'Free',
    history: 'Usage (last 5 minutes)',
    historyChart: 'CPU and memory usage over time',
    process: 'Server process',
    processUptime: 'Process uptime',
    rss: 'Resident memory',
    heap: 'Heap',
    duration: '{{days}} d {{hours}} h {{minutes}} min',
  },
};

export default enMonitor;
