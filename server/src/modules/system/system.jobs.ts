import type { JobDefinition } from '../../platform/scheduler/jobs.js';
import type { SettingsService } from '../../platform/settings.js';
import { pruneLogs } from './log-retention.js';

/** Built-in jobs of the system area, for scheduled tasks (系统调度). */
export const systemJobs: Record<string, JobDefinition> = {
  /**
   * Deletes system-log rows older than `days`; without it, the logRetentionDays setting decides
   * (0 there keeps the logs forever and the run says so).
   */
  pruneLogs: {
    params: [{ name: 'days', type: 'integer', min: 1, max: 3650, default: null }],
    paramLabels: { days: { zh: '保留天数', en: 'Days to keep', zhtw: '保留天數' } },
    async run({ services }, params) {
      const settings = await services.settings.get();
      const days = params.days ?? settings.logRetentionDays;
      if (!(days > 0)) return { key: 'scheduleTask.run.keepForever' };
      const fixed = {
        get: async () => ({ ...settings, logRetentionDays: days }),
      } as unknown as SettingsService;
      const count = await pruneLogs({ db: services.db, clock: services.clock, settings: fixed });
      return { key: 'scheduleTask.run.pruned', params: { count, days } };
    },
  },
};
