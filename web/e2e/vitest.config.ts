import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end scenarios: the built web app served by the real server, driven in Debian's Chromium.
 * Run after `npm run build` (the root test:e2e script does that).
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['web/e2e/**/*.e2e.ts'],
    globalSetup: ['web/e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
