import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { DatabaseHandle, Db, Dialect } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { findPostgresTool, splitPassword } from './postgres-tools.js';

const run = promisify(execFile);

/** What a backup of the platform's own database needs to know about it. */
export interface BackupSource {
  db: Db;
  dialect: Dialect;
  databaseUrl: string;
  /** SQLite's online backup (database.ts); null on PostgreSQL */
  sqliteBackup: DatabaseHandle['backup'];
}

/** The file extension of a backup: an SQLite database file, or pg_dump's custom format. */
export const backupExtension = (dialect: Dialect) => (dialect === 'sqlite' ? 'db' : 'dump');

// A big database takes a while to dump; a stuck pg_dump must still end.
const DUMP_TIMEOUT_MS = 60 * 60_000;

/**
 * Writes a consistent copy of the database into `destination`. SQLite: the online backup API, which copies
 * while writes go on. PostgreSQL: pg_dump --format=custom (one snapshot; pg_restore reads it), with a
 * client at least as new as the server; without one the backup is refused, saying which version is needed.
 */
export async function writeDatabaseBackup(source: BackupSource, destination: string): Promise<void> {
  if (source.dialect === 'sqlite') {
    if (!source.sqliteBackup) throw new AppError(400, 400, 'dataBackup.unavailable');
    await source.sqliteBackup(destination);
    return;
  }
  const { rows } = await sql<{ v: string }>`select current_setting('server_version_num') as v`.execute(
    source.db,
  );
  const serverMajor = Math.floor(Number(rows[0]?.v ?? 0) / 10000);
  const tool = await findPostgresTool('pg_dump', serverMajor);
  if (!tool) throw new AppError(400, 400, 'dataBackup.pgDumpMissing', { version: serverMajor });
  const { url, password } = splitPassword(source.databaseUrl);
  try {
    await run(
      tool.file,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${destination}`, `--dbname=${url}`],
      {
        env: { ...process.env, PGPASSWORD: password },
        timeout: DUMP_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
      },
    );
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    const first = stderr.split('\n')[0] || (error as Error).message;
    throw new AppError(400, 400, 'dataBackup.failed', { error: first.slice(0, 300) });
  }
}
