import { defineModule } from '../../platform/module.js';
import { authorizeRoutes } from './authorize.routes.js';
import { currentUserRoutes } from './current.routes.js';
import { delegationRoutes } from './delegation.routes.js';
import { explainMessages } from './explain.messages.js';
import { explainRoutes } from './explain.routes.js';
import { permissionMigrations } from './migrations/index.js';
import { organizeMessages } from './organize.messages.js';
import { organizeRoutes } from './organize.routes.js';
import { permissionMenus } from './permission.menus.js';
import { permissionMessages } from './permission.messages.js';
import { positionRoutes } from './position.routes.js';
import { roleRoutes } from './role.routes.js';
import { userMessages } from './user.messages.js';
import { userRoutes } from './user.routes.js';
import { userListCacheSource } from './user-list-answers.js';
import { userRelationRoutes } from './user-relation.routes.js';

/** Organisations, positions, roles, users, grants, delegated administration and the explainer (SPEC §7.5). */
export const permissionModule = defineModule({
  name: 'permission',
  menus: permissionMenus,
  migrations: permissionMigrations,
  messages: { ...userMessages, ...organizeMessages, ...permissionMessages, ...explainMessages },
  setup(services) {
    services.caches.register(userListCacheSource(services));
  },
  routes: [
    currentUserRoutes,
    organizeRoutes,
    delegationRoutes,
    positionRoutes,
    roleRoutes,
    userRelationRoutes,
    authorizeRoutes,
    explainRoutes,
    userRoutes,
  ],
});
