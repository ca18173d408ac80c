import { mapCache } from '../../platform/cache-registry.js';
import { defineModule } from '../../platform/module.js';
import { captchaMessages } from './captcha.messages.js';
import { captchaRoutes } from './captcha.routes.js';
import { cachedCurrentUserAnswers, clearCurrentUserAnswers } from './current-user.service.js';
import { oauthMigrations } from './migrations/index.js';
import { oauthRoutes } from './oauth.routes.js';
import { scanSmsLoginMessages } from './scan-sms-login.messages.js';

/**
 * Signing in and out (password, scan, SMS, token links), the lock screen, CurrentUser (SPEC §7.1-7.2) and the
 * image captcha of the login and the password change.
 */
export const oauthModule = defineModule({
  name: 'oauth',
  migrations: oauthMigrations,
  messages: { ...scanSmsLoginMessages, ...captchaMessages },
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
  routes: [oauthRoutes, captchaRoutes],
});
