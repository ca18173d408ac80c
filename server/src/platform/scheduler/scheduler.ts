import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../../db/database.js';
import { newId } from '../ids.js';
import type { AppServices } from '../services.js';
import { nextTime } from './cron.js';
import { JobFailure, type JobOutcome } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: TaskScheduler;
  }
}

/** A firing found more than this long after its time is run late (once) and marked so. */
export const LATE_AFTER_MS = 60_000;
/** The longest sleep between two looks at the table: other processes may add or change tasks. */
const MAX_SLEEP_MS = 30_000;
/** Never look again sooner than this (a timer firing a little early, a firing held by another process). */
const MIN_SLEEP_MS = 200;

export interface TaskContent {
  cron: string;
  /** a built-in job's name, or what the task target runs (a data interface's id when kind is 'interface') */
  job: string;
  params: Record<string, string | number>;
  /** a task target registered by a module (AppModule.taskTargets); absent: a built-in job */
  kind?: string;
  /** who an interface task runs as */
  userId?: string | null;
}

export type RunKind = 'schedule' | 'late' | 'manual';

export interface RunRecord {
  id: string;
  result: 'success' | 'failure';
  duration: number;
  message: string;
}

export function contentOf(json: string): TaskContent {
  try {
    const value = JSON.parse(json) as Partial<TaskContent>;
    const content: TaskContent = {
      cron: String(value.cron ?? ''),
      job: String(value.job ?? ''),
      params: value.params ?? {},
    };
    if (typeof value.kind === 'string' && value.kind)
      Object.assign(content, { kind: value.kind, userId: value.userId ?? null });
    return content;
  } catch {
    return { cron: '', job: '', params: {} };
  }
}

/** The stored message: JSON {key, params} for outcomes, translated when the log is read. */
function stored(outcome: JobOutcome): string {
  return JSON.stringify(outcome);
}

/**
 * Runs due scheduled tasks in this server process. Every process runs one; a firing is claimed by
 * inserting its log row keyed by (taskId, firingKey) under a unique index, so exactly one process runs it.
 *
 * Missed firings (the server was down, or busy): when a look finds a task whose nextRunTime is more than
 * LATE_AFTER_MS in the past, it runs it once, marked 'late', and moves nextRunTime to the next firing
 * after now; the firings in between are not run.
 *
 * Tests call runDue() with the TestClock instead of start(); main.ts calls start().
 */
export class TaskScheduler {
  readonly runner = `${os.hostname()}#${process.pid}#${newId().slice(-6)}`;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly services: AppServices,
    private readonly backup: DatabaseHandle['backup'],
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Real timers: a look now, then at the next firing (at most MAX_SLEEP_MS apart). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.arm(0);
  }

  /** Stops the timer and waits for the runs in flight. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** A task changed in this process: look again soon. */
  wake(): void {
    if (this.started) this.arm(0);
  }

  private arm(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    if (!this.started) return;
    let sleep = MAX_SLEEP_MS;
    try {
      await this.runDue();
      const next = await this.services.db
        .selectFrom('baseTimeTask')
        .select((eb) => eb.fn.min('nextRunTime').as('next'))
        .where('enabledMark', '=', 1)
        .executeTakeFirst();
      if (next?.next != null)
        sleep = Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, Number(next.next) - this.services.clock.now()));
    } catch (error) {
      this.onError(error);
    }
    if (this.started && !this.timer) this.arm(sleep);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  /** Runs every enabled task whose firing time has come, one after another; answers the runs this process did. */
  async runDue(): Promise<number> {
    const now = this.services.clock.now();
    const due = await this.services.db
      .selectFrom('baseTimeTask')
      .select(['id', 'executeContent', 'nextRunTime'])
      .where('enabledMark', '=', 1)
      .where('deleteMark', 'is', null)
      .where('nextRunTime', '<=', now)
      .orderBy('nextRunTime')
      .execute();
    let runs = 0;
    for (const task of due) {
      const firing = Number(task.nextRunTime);
      const kind: RunKind = now - firing > LATE_AFTER_MS ? 'late' : 'schedule';
      const record = await this.track(this.fire(task.id, task.executeContent, firing, kind));
      if (record) runs++;
    }
    return runs;
  }

  /** Moves nextRunTime from `firing` to the next firing after now (only if no one has moved it yet). */
  private async advance(taskId: string, cron: string, firing: number, now: number) {
    let next: number | null = null;
    try {
      next = nextTime(cron, Math.max(now, firing));
    } catch {
      next = null;
    }
    await this.services.db
      .updateTable('baseTimeTask')
      .set({ nextRunTime: next })
      .where('id', '=', taskId)
      .where('nextRunTime', '=', firing)
      .execute();
  }

  /** 立即执行: a run of its own, next to the schedule. */
  async runNow(taskId: string, executeContent: string): Promise<RunRecord | null> {
    return this.track(this.fire(taskId, executeContent, this.services.clock.now(), 'manual'));
  }

  private async fire(
    taskId: string,
    executeContent: string,
    firing: number,
    kind: RunKind,
  ): Promise<RunRecord | null> {
    const { db, clock } = this.services;
    const startTime = clock.now();
    const id = newId();
    const claimed = await db
      .insertInto('baseTimeTaskLog')
      .values({
        id,
        taskId,
        firingKey: kind === 'manual' ? `manual:${id}` : String(firing),
        firingTime: firing,
        runKind: kind,
        startTime,
        result: 'running',
        runner: this.runner,
      })
      .onConflict((oc) => oc.columns(['taskId', 'firingKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const content = contentOf(executeContent);
    if (!claimed) {
      // Another process holds this firing. Should it have stopped before moving the schedule on, the
      // task would stay due forever: move it on here too (the first conditional update wins).
      if (kind !== 'manual') await this.advance(taskId, content.cron, firing, startTime);
      return null;
    }

    if (kind === 'manual') {
      await db
        .updateTable('baseTimeTask')
        .set((eb) => ({ lastRunTime: startTime, runCount: eb('runCount', '+', 1) }))
        .where('id', '=', taskId)
        .execute();
    } else {
      await db
        .updateTable('baseTimeTask')
        .set((eb) => ({ lastRunTime: startTime, runCount: eb('runCount', '+', 1) }))
        .where('id', '=', taskId)
        .execute();
      await this.advance(taskId, content.cron, firing, startTime);
    }

    const began = performance.now();
    let result: RunRecord['result'] = 'success';
    let outcome: JobOutcome;
    try {
      const target = content.kind ? this.services.jobs.target(content.kind) : undefined;
      if (content.kind && !target)
        throw new JobFailure({ key: 'scheduleTask.unknownJob', params: { job: content.kind } });
      if (target) outcome = await target.run(this.services, content);
      else {
        const job = this.services.jobs.job(content.job);
        if (!job) throw new JobFailure({ key: 'scheduleTask.unknownJob', params: { job: content.job } });
        const params = content.params as Record<string, number>;
        outcome = await job.run({ services: this.services, backup: this.backup, taskId }, params);
      }
    } catch (error) {
      result = 'failure';
      outcome =
        error instanceof JobFailure
          ? error.outcome
          : {
              key: 'scheduleTask.run.failed',
              params: { error: error instanceof Error ? error.message : String(error) },
            };
    }
    const duration = Math.max(0, Math.round(performance.now() - began));
    const message = stored(outcome);
    await db
      .updateTable('baseTimeTaskLog')
      .set({ endTime: clock.now(), duration, result, message })
      .where('id', '=', id)
      .execute();
    return { id, result, duration, message };
  }
}
