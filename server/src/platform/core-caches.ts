import { mapCache } from './cache-registry.js';
import type { AppServices } from './services.js';

/**
 * The caches the platform itself builds in app.ts, for the 缓存管理 screen: registered once per app. A module
 * registers its own in its setup (AppModule.setup).
 */
export function registerCoreCaches(services: AppServices): void {
  const { caches, grants, sessions, dataPermissions, settings } = services;
  caches.register(
    mapCache(grants.cachedEntries(), {
      name: 'grants',
      description: 'cache.grants',
      expiry: 'cache.expiry.untilChange',
      // The shared marker makes every other server process drop its grants too.
      clear: () => grants.invalidateAll(),
    }),
  );
  caches.register(
    mapCache(() => sessions.cachedEntries(), {
      name: 'sessions',
      description: 'cache.sessions',
      expiry: 'cache.expiry.5s',
      clear: () => sessions.clearCache(),
    }),
  );
  caches.register(
    mapCache(dataPermissions.cachedEntries(), {
      name: 'dataScopes',
      description: 'cache.dataScopes',
      expiry: 'cache.expiry.5sOrWrite',
      clear: () => dataPermissions.clearCache(),
    }),
  );
  caches.register(
    mapCache(() => settings.cachedEntries(), {
      name: 'settings',
      description: 'cache.settings',
      expiry: 'cache.expiry.5s',
      clear: () => settings.invalidate(),
    }),
  );
}
