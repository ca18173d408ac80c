import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Folders holding PostgreSQL's client programs: PATH first, then Debian's versioned folders. */
function candidateDirs(): string[] {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const root = '/usr/lib/postgresql';
  const versioned = fs.existsSync(root)
    ? fs.readdirSync(root).map((version) => path.join(root, version, 'bin'))
    : [];
  return [...fromPath, ...versioned];
}

/** The major version a client program reports ("pg_dump (PostgreSQL) 15.10" → 15), or null. */
async function majorOf(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ['--version'], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export interface PostgresTool {
  file: string;
  major: number;
}

/**
 * pg_dump or pg_restore whose major version is at least `minMajor` (a dump from a newer server cannot be
 * read by an older client); the newest one found wins. Null when there is none.
 */
export async function findPostgresTool(name: 'pg_dump' | 'pg_restore', minMajor: number) {
  const seen = new Set<string>();
  let best: PostgresTool | null = null;
  for (const dir of candidateDirs()) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const real = fs.realpathSync(file);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = await majorOf(real);
    if (major !== null && major >= minMajor && (!best || major > best.major)) best = { file: real, major };
  }
  return best;
}

/** A connection URL without its password, and the password apart (given as PGPASSWORD, not on argv). */
export function splitPassword(url: string): { url: string; password: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}
