import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/** Debian's PostgreSQL server binaries (newest version), or null when the package is absent. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return (
    versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb'))) ??
    null
  );
}

/** Whether a throwaway PostgreSQL can be started here (describe.skipIf(!hasPostgresServer())). */
export const hasPostgresServer = () => postgresBinDir() !== null;

export interface TestPostgres {
  host: string;
  port: number;
  /** a login with a password (md5/scram over TCP), owning `database` */
  user: string;
  password: string;
  database: string;
  /** postgres://user:password@127.0.0.1:port/database */
  url: string;
  stop(): Promise<void>;
}

// initdb and postgres refuse to run as root; the Debian package creates the postgres user for this.
const asRoot = process.getuid?.() === 0;
function run(bin: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in a temp dir, with a user that must give
 * its password (so wrong-password tests mean something) and a database it owns.
 */
export async function startPostgresServer(
  options: { user?: string; password?: string; database?: string } = {},
): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  const user = options.user ?? 'app_user';
  const password = options.password ?? 'app-Pass-1';
  const database = options.database ?? 'app_data';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-source-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const pwFile = path.join(dir, 'pw');
  fs.writeFileSync(pwFile, 'superuser-unused\n');
  if (asRoot) execFileSync('chown', ['postgres:postgres', pwFile]);
  let started = false;
  const stop = async () => {
    if (started) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {}
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Local socket connections trust (for the setup below); TCP needs a password.
    run(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${pwFile}`,
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
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    started = true;
    const psql = (sql: string, db = 'postgres') =>
      run(path.join(bin, 'psql'), [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        db,
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        sql,
      ]);
    psql(`create user ${user} with password '${password.replace(/'/g, "''")}'`);
    psql(`create database ${database} owner ${user}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    database,
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop,
  };
}

/** Whether `runuser` exists when it is needed (root); used by callers that want a clearer skip reason. */
export const canRunAsPostgres = () => !asRoot || spawnSync('runuser', ['--help']).status === 0;
