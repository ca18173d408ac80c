// npm run dev: the API restarting on change (tsx watch) and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, WEB_DIST: '' },
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: port },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
