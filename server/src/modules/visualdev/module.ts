import { defineModule } from '../../platform/module.js';
import { designRoutes } from './design.routes.js';
import { designPresenceLifecycle, registerDesignPresence, startDesignPresence } from './design-presence.js';
import { designPresenceMessages } from './design-presence.messages.js';
import { designTablesRoutes } from './design-tables.routes.js';
import { designTransferRoutes } from './design-transfer.routes.js';
import { visualdevMigrations } from './migrations/index.js';
import { onlineDevRoutes } from './online-dev/online.routes.js';
import { visualdevExamples } from './seed/visualdev.examples.js';
import { visualdevMenus } from './visualdev.menus.js';
import { visualdevFieldLabels, visualdevMessages } from './visualdev.messages.js';

/** Online development (SPEC §1, §7.11): designs of forms and lists, their releases, and their records. */
export const visualdevModule = defineModule({
  name: 'visualdev',
  menus: visualdevMenus,
  examples: visualdevExamples,
  migrations: visualdevMigrations,
  messages: { ...visualdevMessages, ...designPresenceMessages },
  fieldLabels: visualdevFieldLabels,
  // Who has a design open in the designer: its socket methods, its rows' refresh, its rows gone at stop.
  setup: registerDesignPresence,
  start: startDesignPresence,
  routes: [designRoutes, designTablesRoutes, designTransferRoutes, onlineDevRoutes, designPresenceLifecycle],
});
