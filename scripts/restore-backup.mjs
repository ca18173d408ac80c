// Puts a backup made on 数据备份 (or by the scheduled task 'back up the database') back into the platform's
// database. Stop the server first: a running server keeps the old database open.
//
//   node scripts/restore-backup.mjs <backup file>
//
// The target is the database the server would open with the same environment: DATABASE_URL, else
// DATA_DIR/app.db (DATA_DIR defaults to ./data).
// - An SQLite backup (app-….db) replaces the SQLite file. The current file is first copied beside it as
//   app.db.before-restore-<time> (with what its -wal file held), so a wrong restore can be undone.
// - A PostgreSQL backup (app-….dump, pg_dump's custom format) is loaded with pg_restore --clean --if-exists
//   in one transaction into DATABASE_URL: the platform's tables are dropped and recreated with the backup's
//   rows; if anything fails, nothing changes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

function fail(message) {
  console.error(`restore-backup: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || file === '--help' || file === '-h') {
  console.error('usage: node scripts/restore-backup.mjs <backup file>   (stop the server first)');
  process.exit(2);
}
if (!fs.existsSync(file)) fail(`${file} does not exist`);

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const target = process.env.DATABASE_URL || path.join(dataDir, 'app.db');
const isPostgres = /^postgres(ql)?:\/\//.test(target);

const head = Buffer.alloc(16);
const fd = fs.openSync(file, 'r');
fs.readSync(fd, head, 0, 16, 0);
fs.closeSync(fd);
const kind = head.toString('latin1').startsWith('SQLite format 3')
  ? 'sqlite'
  : head.toString('latin1', 0, 5) === 'PGDMP'
    ? 'postgres'
    : null;
if (!kind) fail(`${file} is neither an SQLite database nor a pg_dump custom-format archive`);
if (kind === 'sqlite' && isPostgres) fail('this is an SQLite backup, but DATABASE_URL names PostgreSQL');
if (kind === 'postgres' && !isPostgres)
  fail('this is a PostgreSQL backup: set DATABASE_URL to the postgres:// database to restore into');

function stamp() {
  const d = new Date();
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

async function restoreSqlite() {
  const check = new Database(file, { readonly: true, fileMustExist: true });
  const result = check.pragma('quick_check', { simple: true });
  check.close();
  if (result !== 'ok') fail(`${file} fails SQLite's integrity check: ${result}`);
  const targetPath = path.resolve(target);
  fs.mkdirSync(path.dirname(targetPath), { recursive: true });
  if (fs.existsSync(targetPath)) {
    const keep = `${targetPath}.before-restore-${stamp()}`;
    // The online backup API copies what the -wal file holds too; a plain file copy would miss it.
    const current = new Database(targetPath, { fileMustExist: true });
    await current.backup(keep);
    current.close();
    console.log(`restore-backup: the current database is kept as ${keep}`);
  }
  const temporary = `${targetPath}.restoring`;
  fs.copyFileSync(file, temporary);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${targetPath}${suffix}`, { force: true });
  fs.renameSync(temporary, targetPath);
  console.log(`restore-backup: ${file} restored into ${targetPath}`);
}

/** The newest pg_restore on PATH or in Debian's /usr/lib/postgresql/<version>/bin. */
function findPgRestore() {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) for (const v of fs.readdirSync(root)) dirs.push(path.join(root, v, 'bin'));
  let best = null;
  for (const dir of dirs) {
    const candidate = path.join(dir, 'pg_restore');
    if (!fs.existsSync(candidate)) continue;
    try {
      const out = execFileSync(candidate, ['--version'], { encoding: 'utf8' });
      const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(out)?.[1] ?? 0);
      if (!best || major > best.major) best = { file: candidate, major };
    } catch {}
  }
  return best;
}

function restorePostgres() {
  const tool = findPgRestore();
  if (!tool) fail('pg_restore was not found: install postgresql-client');
  const url = new URL(target);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    execFileSync(
      tool.file,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${url.toString()}`,
        file,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, PGPASSWORD: password } },
    );
  } catch {
    fail('pg_restore failed (see above); the database was left as it was');
  }
  console.log(`restore-backup: ${file} restored into ${url.host}${url.pathname}`);
}

if (kind === 'sqlite') await restoreSqlite();
else restorePostgres();
