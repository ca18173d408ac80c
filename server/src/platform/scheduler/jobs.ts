import type { Lang } from '@app/common';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../errors.js';
import { translate } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/messages.js';
import type { AppServices } from '../services.js';

/**
 * What scheduled tasks (系统调度) can run, registered by modules (AppModule.jobs, AppModule.taskTargets):
 * the scheduler and the task screen read them here and name no area (docs/decisions/058-module-kernel.md).
 */

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

/** A built-in job: its name, parameters and run. */
export interface JobDefinition {
  /** what the task form and GET /api/scheduletask/TaskMethods call it */
  label: Record<Lang, string>;
  /** the cron a new task of this job is offered (5 fields, server time) */
  cron: string;
  params: ParamSpec[];
  /** labels of its parameters for refusals */
  paramLabels?: Record<string, Record<Lang, string>>;
  run(context: JobContext, params: Record<string, number>): Promise<JobOutcome>;
}

/** What a task of another execute type names (a data interface, …): how to check it and how to run it. */
export interface TaskTarget {
  /** the task's parameter values, checked at save time against what `target` accepts */
  check(services: AppServices, target: string, params: unknown, lang: Lang): Promise<Record<string, string>>;
  run(
    services: AppServices,
    content: { job: string; params: Record<string, string | number>; userId?: string | null },
  ): Promise<JobOutcome>;
}

/** A run that fails with a sentence for the log. */
export class JobFailure extends Error {
  constructor(readonly outcome: JobOutcome) {
    super(outcome.key);
  }
}

function paramError(
  key: MessageKey,
  lang: Lang,
  given: Record<string, string | number>,
  labels: JobDefinition['paramLabels'],
): AppError {
  const params = { ...given };
  if (typeof params.param === 'string') params.param = labels?.[params.param]?.[lang] ?? params.param;
  return new AppError(400, 400, key, params, {
    errors: [{ field: 'params', message: translate(key, lang, params) }],
  });
}

/** The jobs and task targets of every module, filled once by buildApp(). */
export class JobRegistry {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly targets = new Map<string, TaskTarget>();

  addJobs(jobs: Record<string, JobDefinition>): void {
    for (const [name, job] of Object.entries(jobs)) {
      if (this.jobs.has(name)) throw new Error(`job ${name} is registered twice`);
      this.jobs.set(name, job);
    }
  }

  addTargets(targets: Record<string, TaskTarget>): void {
    for (const [kind, target] of Object.entries(targets)) {
      if (this.targets.has(kind)) throw new Error(`task target ${kind} is registered twice`);
      this.targets.set(kind, target);
    }
  }

  job(name: string): JobDefinition | undefined {
    return this.jobs.get(name);
  }

  target(kind: string): TaskTarget | undefined {
    return this.targets.get(kind);
  }

  /** The jobs and their parameters, for the task form, named in `lang`. */
  catalog(lang: Lang) {
    return [...this.jobs].map(([id, job]) => ({
      id,
      fullName: job.label[lang],
      cron: job.cron,
      params: job.params,
    }));
  }

  /** Checks a job's parameters; answers them with defaults filled in. */
  checkParams(name: string, input: unknown, lang: Lang): Record<string, number> {
    const spec = this.jobs.get(name);
    if (!spec) {
      throw new AppError(
        400,
        400,
        'scheduleTask.unknownJob',
        { job: name },
        { errors: [{ field: 'job', message: translate('scheduleTask.unknownJob', lang, { job: name }) }] },
      );
    }
    const given = (input ?? {}) as Record<string, unknown>;
    if (typeof given !== 'object' || Array.isArray(given))
      throw paramError('scheduleTask.paramsObject', lang, {}, spec.paramLabels);
    for (const param of Object.keys(given))
      if (!spec.params.some((p) => p.name === param))
        throw paramError('scheduleTask.unknownParam', lang, { param }, spec.paramLabels);
    const out: Record<string, number> = {};
    for (const p of spec.params) {
      const value = given[p.name];
      if (value === undefined || value === null || value === '') {
        if (p.default !== null) out[p.name] = p.default;
        continue;
      }
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < p.min || n > p.max)
        throw paramError(
          'scheduleTask.paramRange',
          lang,
          { param: p.name, min: p.min, max: p.max },
          spec.paramLabels,
        );
      out[p.name] = n;
    }
    return out;
  }
}
