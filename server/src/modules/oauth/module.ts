import { mapCache } from '../../platform/cache-registry.js';
import { defineModule } from '../../platform/module.js';
import { cachedCurrentUserAnswers, clearCurrentUserAnswers } from './current-user.service.js';
import { oauthMigrations } from './migrations/index.js';
import { oauthRoutes } from './oauth.routes.js';
import { scanSmsLoginMessages } from './scan-sms-login.messages.js';

/** Signing in and out (password, scan, SMS, token links), the lock screen and CurrentUser (SPEC §7.1-7.2). */
export const oauthModule = defineModule({
  name: 'oauth',
  migrations: oauthMigrations,
  messages: scanSmsLoginMessages,
  setup({ caches }) {
    caches.register(
      mapCache(cachedCurrentUserAnswers(), {
        name: 'currentUser',
        description: 'cache.currentUser',
        expiry: 'cache.expiry.untilUserChange',
        clear: clearCurrentUserAnswers,
      }),
    );
  },
  routes: [oauthRoutes],
});
