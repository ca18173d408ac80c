// Starting and stopping the processes the benchmarks measure (shared by run.mjs and web.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Runs `node script` on a free port; an env value of undefined removes that variable. */
export async function start(script, env, healthPath) {
  const port = await freePort();
  // BENCH_NODE_ARGS: flags for the measured processes (--cpu-prof to see where the time goes)
  const flags = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...flags, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}${healthPath}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, base: `http://127.0.0.1:${port}` };
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
