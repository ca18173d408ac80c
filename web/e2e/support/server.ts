import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_TIME_ZONE } from './dates';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The built web app; E2E_WEB_DIST points at another build (e.g. of an older commit, to compare). */
export const WEB_DIST = process.env.E2E_WEB_DIST || path.join(REPO_ROOT, 'web', 'dist');
const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within 60 s:\n${output()}`);
}

export interface RunningServer {
  url: string;
  /** the server's stdout and stderr, as written so far (scenarios read sent SMS codes from it) */
  logFile: string;
  stop(): Promise<void>;
}

/** Starts `node server/dist/main.js` on a free port with a throwaway data folder, serving web/dist. */
export async function startServer(): Promise<RunningServer> {
  for (const required of [SERVER_MAIN, path.join(WEB_DIST, 'index.html')])
    if (!existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\` first`);

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  let log = '';
  const logFile = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  // The embedded SQLite database and in-process realtime, whatever the calling shell points at.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST,
      // The server formats days (numbers, file names) in its own zone: the browsers' (support/dates).
      TZ: PRODUCT_TIME_ZONE,
      SCRYPT_LOG_COST: '12',
      // info: the default SMS sender writes login codes there (request logging is off, so it stays quiet).
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
    logStream.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
    logStream.write(chunk);
  });

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    logStream.end();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    logFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await new Promise((resolve) => logStream.end(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
