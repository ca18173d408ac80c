import { defineModule } from '../../platform/module.js';
import { designRoutes } from './design.routes.js';
import { visualdevMigrations } from './migrations/index.js';
import { visualdevMenus } from './visualdev.menus.js';
import { visualdevFieldLabels, visualdevMessages } from './visualdev.messages.js';

/** Online development (SPEC §1, §7.11): designs of forms and lists, their releases, and their records. */
export const visualdevModule = defineModule({
  name: 'visualdev',
  menus: visualdevMenus,
  migrations: visualdevMigrations,
  messages: visualdevMessages,
  fieldLabels: visualdevFieldLabels,
  routes: [designRoutes],
});
