import { defineConfig } from 'vitest/config';

// One runner for every workspace; `--project server` selects the API suite (used by test:postgres).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', root: './common', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          // e2e/support: the helpers the browser scenarios share (test dates) have unit tests of their own.
          include: ['src/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The repository's own scripts (scripts/check-engines.mjs).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
    ],
  },
});
