import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { Lang, MonitorAnswer, MonitorUsage } from '@app/common';
import type { RequestContext } from '../../platform/context.js';

/**
 * The figures of 系统监控 (client-facts §5.4 Monitor): this machine's OS, CPU, memory and the disk
 * holding the data directory, and this server process. CPU use is measured between two calls (the
 * page polls every 5 s); the first call, or one after a long pause, measures over a short interval.
 */

const SHORT_SAMPLE_MS = 250;
const STALE_SAMPLE_MS = 30_000;

interface CpuTimes {
  at: number;
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { at: Date.now(), idle, total };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function usage(total: number, available: number): MonitorUsage {
  const used = Math.max(0, total - available);
  return { total, used, available, usageRate: percent(used, total) };
}

const UPTIME_WORDS = {
  zh: ['天', '小时', '分钟'],
  zhtw: ['天', '小時', '分鐘'],
  en: [' d ', ' h ', ' min'],
} as const;

export function uptimeText(seconds: number, lang: Lang): string {
  const [d, h, m] = UPTIME_WORDS[lang];
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return `${days ? `${days}${d}` : ''}${days || hours ? `${hours}${h}` : ''}${minutes}${m}`.trim();
}

function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    const found = list?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

export class MonitorService {
  private previous: CpuTimes | null = null;

  private async cpuUsed(): Promise<number> {
    let before = this.previous;
    if (!before || Date.now() - before.at > STALE_SAMPLE_MS) {
      before = cpuTimes();
      await new Promise((resolve) => setTimeout(resolve, SHORT_SAMPLE_MS));
    }
    const now = cpuTimes();
    this.previous = now;
    const total = now.total - before.total;
    return percent(total - (now.idle - before.idle), total);
  }

  private async disk(dataDir: string): Promise<MonitorUsage> {
    try {
      const s = await statfs(dataDir);
      return usage(s.blocks * s.bsize, s.bavail * s.bsize);
    } catch {
      return usage(0, 0);
    }
  }

  /** The figures now, in `ctx`'s language; the disk is the one holding the data directory. */
  async sample(ctx: RequestContext): Promise<MonitorAnswer> {
    const [used, disk] = await Promise.all([this.cpuUsed(), this.disk(ctx.services.config.dataDir)]);
    const cpus = os.cpus();
    const memory = process.memoryUsage();
    const uptime = Math.round(os.uptime());
    return {
      system: {
        os: `${os.type()} ${os.release()} (${os.arch()})`,
        ip: firstAddress(),
        hostname: os.hostname(),
        day: uptimeText(uptime, ctx.lang),
        uptimeSeconds: uptime,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      },
      cpu: {
        name: cpus[0]?.model.trim() ?? '',
        packageName: `${os.arch()} · ${cpus[0]?.speed ?? 0} MHz`,
        core: cpus.length,
        coreNumber: cpus.length,
        logic: cpus.length,
        used,
      },
      memory: usage(os.totalmem(), os.freemem()),
      disk,
      process: {
        pid: process.pid,
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
      },
      time: Date.now(),
    };
  }
}
