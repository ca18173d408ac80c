import { systemContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { type JobDefinition, JobFailure, type TaskTarget } from '../../platform/scheduler/jobs.js';
import { createBackup, pruneTaskBackups } from './data-backup.service.js';
import { checkInterfaceTask, runInterfaceTask } from './data-interface-job.js';

/** The system actor's name for work the scheduler (系统调度) does on a task's behalf. */
const SCHEDULER = 'scheduleTask';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Built-in jobs of the system-data area, for scheduled tasks (系统调度). */
export const systemDataJobs: Record<string, JobDefinition> = {
  /**
   * A backup through the 数据备份 service (SQLite online backup, or pg_dump on PostgreSQL), listed on that
   * screen; this task then keeps its newest `keep` backups. Backups made by hand are never pruned here.
   */
  backupDatabase: {
    label: { zh: '备份数据库', en: 'Back up database', zhtw: '備份資料庫' },
    cron: '0 2 * * *',
    params: [{ name: 'keep', type: 'integer', min: 1, max: 100, default: 7 }],
    paramLabels: { keep: { zh: '保留份数', en: 'Backups to keep', zhtw: '保留份數' } },
    async run({ services, backup, taskId }, params) {
      const ctx = systemContext(services, SCHEDULER);
      const keep = params.keep ?? 7;
      let made: Awaited<ReturnType<typeof createBackup>>;
      try {
        made = await createBackup(ctx, backup, taskId);
      } catch (error) {
        if (error instanceof AppError) throw new JobFailure({ key: error.key, params: error.params });
        throw error;
      }
      const removed = await pruneTaskBackups(ctx, taskId, keep);
      return {
        key: 'scheduleTask.run.backedUp',
        params: { file: made.fileName, size: sizeText(made.fileSize), removed },
      };
    },
  },
};

/**
 * Tasks whose execute type is "call a data interface" (server-facts §10). Both run under the scheduler's
 * system context: the check when a task is saved (in the saver's language, for its refusals), the run when
 * it fires (for the user who saved it: runInterfaceTask).
 */
export const systemDataTaskTargets: Record<string, TaskTarget> = {
  interface: {
    check: (services, interfaceId, params, lang) =>
      checkInterfaceTask(systemContext(services, SCHEDULER, lang), interfaceId, params),
    run: (services, content) => runInterfaceTask(systemContext(services, SCHEDULER), content),
  },
};
