import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((f) => fs.existsSync(f)) ?? 'mariadbd';

/** Whether Debian's mariadb-server is installed (describe.skipIf(!hasMariadbServer())). */
export const hasMariadbServer = () =>
  spawnSync(MARIADBD, ['--version']).status === 0 &&
  // mariadb-install-db has no option that exits 0; that it could be started at all is enough
  spawnSync('mariadb-install-db', ['--version']).error === undefined;

export interface TestMariadb {
  host: string;
  port: number;
  /** a login with a password over TCP, with every right on `database` */
  user: string;
  password: string;
  database: string;
  stop(): Promise<void>;
}

// mariadbd will not run as root without --user; the Debian package creates the mysql user for this.
const asRoot = process.getuid?.() === 0;

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throwaway MariaDB on a free loopback port: mariadb-install-db into a temp dir, mariadbd with its
 * socket in that dir and no config files read, a user with a password and a database of its own.
 */
export async function startMariadbServer(
  options: { user?: string; password?: string; database?: string } = {},
): Promise<TestMariadb> {
  const user = options.user ?? 'app_user';
  const password = options.password ?? 'app-Pass-1';
  const database = options.database ?? 'app_data';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mariadb-source-'));
  const dataDir = path.join(dir, 'data');
  const socketFile = path.join(dir, 'mariadb.sock');
  const osUser = asRoot ? 'mysql' : os.userInfo().username;
  if (asRoot) execFileSync('chown', ['mysql:mysql', dir]);
  const port = await freePort();
  let child: ChildProcess | null = null;
  const stop = async () => {
    const running = child;
    child = null;
    if (running && running.exitCode === null) {
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--user=${osUser}`,
        '--auth-root-authentication-method=socket',
        '--skip-test-db',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--socket=${socketFile}`,
        `--pid-file=${path.join(dir, 'mariadb.pid')}`,
        `--log-error=${path.join(dir, 'error.log')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--user=${osUser}`,
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=16M',
        '--innodb-flush-log-at-trx-commit=0',
        '--character-set-server=utf8mb4',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 300 && !(await listening(port)); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!(await listening(port))) {
      const log = fs.existsSync(path.join(dir, 'error.log'))
        ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      throw new Error(`mariadbd did not start on port ${port}: ${log.slice(-2000)}`);
    }
    // The OS user that owns the server logs in over the socket (unix_socket auth) to set things up.
    const quoted = password.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const setup = [
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`,
      `CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${quoted}'`,
      `CREATE USER '${user}'@'localhost' IDENTIFIED BY '${quoted}'`,
      `GRANT ALL ON \`${database}\`.* TO '${user}'@'127.0.0.1'`,
      `GRANT ALL ON \`${database}\`.* TO '${user}'@'localhost'`,
    ].join('; ');
    const client = asRoot ? ['runuser', ['-u', 'mysql', '--', 'mariadb']] : ['mariadb', []];
    execFileSync(
      client[0] as string,
      [...(client[1] as string[]), '--no-defaults', `--socket=${socketFile}`, '-u', osUser, '-e', setup],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, user, password, database, stop };
}
