import { defineModule } from '../../platform/module.js';
import { areaRoutes } from './area.routes.js';
import { billRuleMessages } from './bill-rule.messages.js';
import { billRuleRoutes } from './bill-rule.routes.js';
import { cacheRoutes } from './cache.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { dataAuthorizeRoutes } from './data-authorize.routes.js';
import { dictionaryDataRoutes } from './dictionary-data.routes.js';
import { dictionaryTypeRoutes } from './dictionary-type.routes.js';
import { iconRoutes } from './icon.routes.js';
import { languageRoutes } from './language.routes.js';
import { logRoutes } from './log.routes.js';
import { scheduleLogPruning } from './log-retention.js';
import { menuMessages } from './menu.messages.js';
import { menuRoutes } from './menu.routes.js';
import { menuTransferRoutes } from './menu-transfer.routes.js';
import { systemMigrations } from './migrations/index.js';
import { moduleItemRoutes } from './module-item.routes.js';
import { monitorRoutes } from './monitor.routes.js';
import { onlineUserRoutes } from './online-user.routes.js';
import { scheduleTaskRoutes } from './schedule/schedule-task.routes.js';
import { systemExamples } from './seed/system.examples.js';
import { sysConfigMessages } from './sys-config.messages.js';
import { sysConfigRoutes } from './sys-config.routes.js';
import { systemJobs } from './system.jobs.js';
import { systemMenus } from './system.menus.js';
import { systemMessages } from './system.messages.js';

/**
 * System management (SPEC §7.6-7.12): logs, settings, menus and their items, data permission schemes,
 * areas, dictionaries, numbering rules, icons, languages, caches, monitoring and scheduled tasks.
 */
export const systemModule = defineModule({
  name: 'system',
  menus: systemMenus,
  examples: systemExamples,
  migrations: systemMigrations,
  messages: { ...systemMessages, ...sysConfigMessages, ...billRuleMessages, ...menuMessages },
  jobs: systemJobs,
  // Log rows older than the logRetentionDays setting: pruned at start and daily, in small batches.
  start: scheduleLogPruning,
  routes: [
    logRoutes,
    onlineUserRoutes,
    menuRoutes,
    menuTransferRoutes,
    areaRoutes,
    moduleItemRoutes,
    monitorRoutes,
    sysConfigRoutes,
    dataAuthorizeRoutes,
    billRuleRoutes,
    dictionaryTypeRoutes,
    dictionaryDataRoutes,
    cacheRoutes,
    iconRoutes,
    languageRoutes,
    scheduleTaskRoutes,
    dashboardRoutes,
  ],
});
