import { defineModule } from '../../platform/module.js';
import { flowEngineRoutes } from './flow-engine.routes.js';
import { workflowMigrations } from './migrations/index.js';
import { runWorkflowWork } from './runtime/flow-worker.js';
import { setWorkflowWorker } from './runtime/flow-worker-kick.js';
import { runtimeMenus } from './runtime/runtime.menus.js';
import { runtimeMessages } from './runtime/runtime.messages.js';
import { runtimeRoutes } from './runtime/runtime.routes.js';
import { runExampleRequests } from './seed/example-requests.js';
import { workflowExamples } from './seed/workflow.examples.js';
import { workflowMenus } from './workflow.menus.js';
import { workflowFieldLabels, workflowMessages } from './workflow.messages.js';

/** How often each process looks for due timers and undelivered side effects besides the wake-up after a command. */
const POLL_MS = 2000;

/**
 * 工作流程 (SPEC §1, §7.10; issue 17): flow engines with their released versions, and the runtime: requests,
 * tasks, the approval centre's lists and actions, entrusts, timers and the outbox (decisions 076-078).
 */
export const workflowModule = defineModule({
  name: 'workflow',
  menus: [...workflowMenus, ...runtimeMenus],
  examples: workflowExamples,
  firstStart: runExampleRequests,
  migrations: workflowMigrations,
  messages: { ...workflowMessages, ...runtimeMessages },
  fieldLabels: workflowFieldLabels,
  routes: [flowEngineRoutes, runtimeRoutes],
  start(services, onError) {
    let running = false;
    const work = async () => {
      if (running) return;
      running = true;
      try {
        await runWorkflowWork(services, onError);
      } finally {
        running = false;
      }
    };
    setWorkflowWorker(work);
    setInterval(() => work().catch(onError), POLL_MS).unref();
    work().catch(onError);
  },
});
