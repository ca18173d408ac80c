import type { JobDefinition } from '../../platform/scheduler/jobs.js';
import { pruneLogs } from './log-retention.js';

/** Built-in jobs of the system area, for scheduled tasks (系统调度). */
export const systemJobs: Record<string, JobDefinition> = {
  /**
   * Deletes system-log rows older than `days`; without it, the logRetentionDays setting decides
   * (0 there keeps the logs forever and the run says so).
   */
  pruneLogs: {
    label: { zh: '清理日志', en: 'Prune logs', zhtw: '清理日誌' },
    cron: '30 3 * * *',
    params: [{ name: 'days', type: 'integer', min: 1, max: 3650, default: null }],
    paramLabels: { days: { zh: '保留天数', en: 'Days to keep', zhtw: '保留天數' } },
    async run({ services }, params) {
      const days = params.days ?? (await services.settings.get()).logRetentionDays;
      if (!(days > 0)) return { key: 'scheduleTask.run.keepForever' };
      const count = await pruneLogs(services, days);
      return { key: 'scheduleTask.run.pruned', params: { count, days } };
    },
  },
};
