import { randomUUID } from 'node:crypto';
import type { DataSyncJob } from '@app/common';

/**
 * The sync jobs of this process: each runs in the background and keeps its progress here for the browser
 * to poll. One job at a time per target table (the key); finished jobs are kept for 30 minutes so a page
 * that polls late still reads its summary. See docs/decisions/046 for why this lives in the process.
 */
const KEEP_MS = 30 * 60_000;
const jobs = new Map<string, DataSyncJob & { key: string; finishedAt: number | null }>();

function prune(now: number) {
  for (const [id, job] of jobs)
    if (job.finishedAt !== null && now - job.finishedAt > KEEP_MS) jobs.delete(id);
}

/** The running job on this target table, if any. */
export function runningJobFor(key: string): DataSyncJob | null {
  for (const job of jobs.values()) if (job.key === key && job.state === 'running') return job;
  return null;
}

export function startJob(
  key: string,
  fields: Omit<
    DataSyncJob,
    'jobId' | 'state' | 'copied' | 'endTime' | 'duration' | 'rowsPerSecond' | 'error'
  >,
) {
  prune(fields.startTime);
  const job = {
    ...fields,
    jobId: randomUUID(),
    state: 'running' as const,
    copied: 0,
    endTime: null,
    duration: null,
    rowsPerSecond: null,
    error: null,
    key,
    finishedAt: null,
  };
  jobs.set(job.jobId, job);
  return job;
}

export function advanceJob(jobId: string, copied: number) {
  const job = jobs.get(jobId);
  if (job) job.copied = copied;
}

export function finishJob(jobId: string, now: number, error: string | null) {
  const job = jobs.get(jobId);
  if (!job) return;
  job.state = error === null ? 'done' : 'failed';
  job.error = error;
  job.endTime = now;
  job.finishedAt = now;
  job.duration = Math.max(0, now - job.startTime);
  job.rowsPerSecond = job.duration > 0 ? Math.round((job.copied * 1000) / job.duration) : job.copied;
}

export function jobSnapshot(jobId: string): DataSyncJob | null {
  const job = jobs.get(jobId);
  if (!job) return null;
  const { key: _key, finishedAt: _finished, ...snapshot } = job;
  return { ...snapshot };
}
