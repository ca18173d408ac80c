import type { Lang } from '@app/common';
import type { DatabaseHandle } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { translate } from '../../../platform/i18n/i18n.js';
import type { MessageKey } from '../../../platform/i18n/messages.js';
import type { AppServices } from '../../../platform/services.js';
import type { SettingsService } from '../../../platform/settings.js';
import { createBackup, pruneTaskBackups } from '../../systemData/data-backup.service.js';
import { pruneLogs } from '../log-retention.js';

/** What a run answers: a message key and its parameters, translated when the log is read. */
export interface JobOutcome {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface JobContext {
  services: AppServices;
  backup: DatabaseHandle['backup'];
  /** the task being run */
  taskId: string;
}

export interface ParamSpec {
  name: string;
  type: 'integer';
  min: number;
  max: number;
  /** used when the task leaves it out; null: the job has its own rule (see the job) */
  default: number | null;
}

interface BuiltinJob {
  params: ParamSpec[];
  run(context: JobContext, params: Record<string, number>): Promise<JobOutcome>;
}

/** A run that fails with a sentence for the log. */
export class JobFailure extends Error {
  constructor(readonly outcome: JobOutcome) {
    super(outcome.key);
  }
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The built-in jobs a task can run; a data-interface call comes with the data interfaces. */
export const BUILTIN_JOBS: Record<string, BuiltinJob> = {
  /**
   * Deletes system-log rows older than `days`; without it, the logRetentionDays setting decides
   * (0 there keeps the logs forever and the run says so).
   */
  pruneLogs: {
    params: [{ name: 'days', type: 'integer', min: 1, max: 3650, default: null }],
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
  /**
   * A backup through the 数据备份 service (SQLite online backup, or pg_dump on PostgreSQL), listed on that
   * screen; this task then keeps its newest `keep` backups. Backups made by hand are never pruned here.
   */
  backupDatabase: {
    params: [{ name: 'keep', type: 'integer', min: 1, max: 100, default: 7 }],
    async run({ services, backup, taskId }, params) {
      const keep = params.keep ?? 7;
      let made: Awaited<ReturnType<typeof createBackup>>;
      try {
        made = await createBackup(services, backup, { userId: null, taskId });
      } catch (error) {
        if (error instanceof AppError) throw new JobFailure({ key: error.key, params: error.params });
        throw error;
      }
      const removed = await pruneTaskBackups(services, taskId, keep);
      return {
        key: 'scheduleTask.run.backedUp',
        params: { file: made.fileName, size: sizeText(made.fileSize), removed },
      };
    },
  },
};

export const JOB_IDS = Object.keys(BUILTIN_JOBS);

/** The jobs and their parameters, for the task form. */
export function jobCatalog() {
  return JOB_IDS.map((id) => ({ id, params: BUILTIN_JOBS[id].params }));
}

const PARAM_LABELS: Record<string, Record<Lang, string>> = {
  days: { zh: '保留天数', en: 'Days to keep', zhtw: '保留天數' },
  keep: { zh: '保留份数', en: 'Backups to keep', zhtw: '保留份數' },
};

function paramError(key: MessageKey, lang: Lang, given: Record<string, string | number>): AppError {
  const params = { ...given };
  if (typeof params.param === 'string') params.param = PARAM_LABELS[params.param]?.[lang] ?? params.param;
  return new AppError(400, 400, key, params, {
    errors: [{ field: 'params', message: translate(key, lang, params) }],
  });
}

/** Checks a job's parameters; answers them with defaults filled in. */
export function checkParams(job: string, input: unknown, lang: Lang): Record<string, number> {
  const spec = BUILTIN_JOBS[job];
  if (!spec) {
    throw new AppError(
      400,
      400,
      'scheduleTask.unknownJob',
      { job },
      {
        errors: [{ field: 'job', message: translate('scheduleTask.unknownJob', lang, { job }) }],
      },
    );
  }
  const given = (input ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given))
    throw paramError('scheduleTask.paramsObject', lang, {});
  for (const name of Object.keys(given))
    if (!spec.params.some((p) => p.name === name))
      throw paramError('scheduleTask.unknownParam', lang, { param: name });
  const out: Record<string, number> = {};
  for (const p of spec.params) {
    const value = given[p.name];
    if (value === undefined || value === null || value === '') {
      if (p.default !== null) out[p.name] = p.default;
      continue;
    }
    const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < p.min || n > p.max)
      throw paramError('scheduleTask.paramRange', lang, { param: p.name, min: p.min, max: p.max });
    out[p.name] = n;
  }
  return out;
}
