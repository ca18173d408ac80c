import type { AppServices } from '../../../platform/services.js';

/**
 * Wakes the workflow worker after a command commits, so messages and sub-flows go out at once rather than
 * at the next poll. Only a started server has a worker (module start); tests run the worker themselves.
 */

let worker: ((services: AppServices) => Promise<void>) | null = null;
let pending = false;
const GATHER_MS = 20;

export function setWorkflowWorker(run: ((services: AppServices) => Promise<void>) | null): void {
  worker = run;
}

export function scheduleWork(services: AppServices): void {
  if (!worker || pending) return;
  pending = true;
  const run = worker;
  // a short wait gathers the messages of the commands around it into one delivery
  setTimeout(() => {
    pending = false;
    run(services).catch(() => {
      // the poll retries whatever was left; the worker logs its own failures
    });
  }, GATHER_MS);
}
