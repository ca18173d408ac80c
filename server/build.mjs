// Bundles the server into dist/main.js; npm dependencies stay external, the workspace's common/ is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'log-sink.worker': new URL('./src/platform/logs/log-sink.worker.ts', import.meta.url).pathname,
    'wal-checkpoint.worker': new URL('./src/db/wal-checkpoint.worker.ts', import.meta.url).pathname,
  },
  // SERVER_DIST: another folder inside server/ (the restart test builds its own copy beside dist/).
  outdir: new URL(`./${process.env.SERVER_DIST || 'dist'}`, import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // common/ is TypeScript source in this workspace: bundled, not loaded at run time.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@app/common'),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
