import type { Migration } from 'kysely';

/**
 * A migration's key and file name: `<UTC YYYYMMDDTHHMM>_<area>_<snake_name>` (decision 054). Kysely runs
 * migrations in the order of their names, so the timestamp is the order; the area, the owning module folder
 * lower-cased ('core' for the foundation in db/migrations), keeps two people who pick the same minute apart.
 */
const KEY = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})_([a-z]+)_([a-z][a-z0-9]*(?:_[a-z0-9]+)*)$/;

export interface MigrationKeyParts {
  /** YYYYMMDDTHHMM */
  timestamp: string;
  area: string;
  name: string;
}

/** The parts of a well-formed key whose timestamp is a real UTC minute; null for anything else. */
export function parseMigrationKey(key: string): MigrationKeyParts | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, year, month, day, hour, minute, area, name] = match;
  const time = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute));
  // Date.UTC rolls 20261332 over into another day; a key must name the minute it says.
  const same =
    time.getUTCFullYear() === +year &&
    time.getUTCMonth() === +month - 1 &&
    time.getUTCDate() === +day &&
    time.getUTCHours() === +hour &&
    time.getUTCMinutes() === +minute;
  return same ? { timestamp: key.slice(0, 13), area, name } : null;
}

/**
 * UTF-16 code-unit order: the order Kysely sorts the declared migrations in (Array.prototype.sort). Kysely
 * breaks ties between executed ones by localeCompare unless told otherwise, which puts '_' before digits
 * where code units put it after; migrateToLatest hands it this comparator so both orders agree.
 */
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The areas' records as the one record Kysely runs. A key held twice would silently replace a migration, and
 * a key out of the pattern would run out of its intended order: both stop the start instead.
 */
export function mergeMigrations(records: Record<string, Migration>[]): Record<string, Migration> {
  const merged: Record<string, Migration> = {};
  for (const record of records) {
    for (const [key, migration] of Object.entries(record)) {
      if (!parseMigrationKey(key)) throw new Error(`migration ${key}: not <UTC YYYYMMDDTHHMM>_<area>_<name>`);
      if (key in merged) throw new Error(`migration ${key}: declared twice`);
      merged[key] = migration;
    }
  }
  return merged;
}

export interface AreaMigrationKeys {
  /** the owning module folder lower-cased, or 'core' */
  area: string;
  keys: string[];
}

/**
 * Everything wrong with the declared keys, one sentence each (empty when all is well). `released` is the
 * frozen list of keys some release has run (released.json). A database of that release has run every
 * released key, so a new key that sorts before the newest of them would find that database "corrupted"
 * (Kysely runs only names after the last one executed): the collision this guards against.
 */
export function migrationKeyProblems(areas: AreaMigrationKeys[], released: string[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const { area, keys } of areas) {
    for (const key of keys) {
      const parts = parseMigrationKey(key);
      if (!parts) problems.push(`${key}: not <UTC YYYYMMDDTHHMM>_<area>_<snake_name>`);
      else if (parts.area !== area)
        problems.push(`${key}: lives in area ${area} but names area ${parts.area}`);
      const first = owner.get(key);
      if (first !== undefined) problems.push(`${key}: declared twice (${first}, ${area})`);
      else owner.set(key, area);
    }
  }
  const releasedSet = new Set<string>();
  for (const key of released) {
    if (releasedSet.has(key)) problems.push(`${key}: listed twice as released`);
    releasedSet.add(key);
    if (!owner.has(key)) problems.push(`${key}: released, so it may never be renamed or removed`);
  }
  const newest = [...releasedSet].sort(compareKeys).at(-1);
  if (newest === undefined) return problems;
  for (const key of owner.keys()) {
    if (!releasedSet.has(key) && compareKeys(key, newest) < 0)
      problems.push(
        `${key}: not released, yet sorts before the released ${newest}; give it the current time`,
      );
  }
  return problems;
}
