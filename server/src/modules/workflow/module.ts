import { defineModule } from '../../platform/module.js';
import { flowEngineRoutes } from './flow-engine.routes.js';
import { workflowMigrations } from './migrations/index.js';
import { workflowExamples } from './seed/workflow.examples.js';
import { workflowMenus } from './workflow.menus.js';
import { workflowFieldLabels, workflowMessages } from './workflow.messages.js';

/** 工作流程 (SPEC §1, §7.10; issue 17): flow engines, their released versions, and who may launch them. */
export const workflowModule = defineModule({
  name: 'workflow',
  menus: workflowMenus,
  examples: workflowExamples,
  migrations: workflowMigrations,
  messages: workflowMessages,
  fieldLabels: workflowFieldLabels,
  routes: [flowEngineRoutes],
});
