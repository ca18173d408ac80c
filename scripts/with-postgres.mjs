// Runs a command against a throwaway PostgreSQL cluster: initdb in a temp dir, a loopback port,
// TEST_PG_URL for the tests, and everything removed afterwards. Uses Debian's postgresql package.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// initdb refuses to run as root; the Debian package creates the postgres user for this.
const asRoot = process.getuid?.() === 0;
function run(bin, argv) {
  const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...argv]] : [bin, argv];
  execFileSync(file, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const bin = postgresBin();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
const dataDir = path.join(dir, 'data');
const port = await freePort();
let started = false;

function cleanup() {
  if (started) {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {}
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

try {
  run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  started = true;
} catch (error) {
  cleanup();
  throw error;
}

console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (${dataDir})`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_PG_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
