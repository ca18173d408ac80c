import type { MessageKey } from './i18n/messages.js';

/**
 * One in-process cache as the 缓存管理 screen sees it. Every callback is cheap except size(), which
 * walks the entries and runs only when the screen asks.
 */
export interface CacheSource {
  /** stable code, the screen's name for it: grants, sessions, … */
  name: string;
  /** what it holds, in the caller's language */
  description: MessageKey;
  /** how long an entry lives, in the caller's language: "5 s", "until a write", … */
  expiry: MessageKey;
  count(): number;
  /** approximate bytes held */
  size(): number;
  /** up to `limit` readable labels of what is held; never a secret (a token, a password) */
  sample(limit: number): string[];
  /** forgets everything; the next request rebuilds what it needs */
  clear(): void | Promise<void>;
}

/** The caches of this server process, registered where they are built (app.ts, route plugins). */
export class CacheRegistry {
  private readonly sources = new Map<string, CacheSource>();

  register(source: CacheSource): void {
    if (this.sources.has(source.name)) throw new Error(`cache ${source.name} registered twice`);
    this.sources.set(source.name, source);
  }

  list(): CacheSource[] {
    return [...this.sources.values()];
  }

  get(name: string): CacheSource | undefined {
    return this.sources.get(name);
  }
}

/**
 * Roughly how many bytes a value takes once serialised: strings in UTF-8, numbers 8, buffers their
 * length; an object reached twice (grants shared by several entries) counts once.
 */
export function approxBytes(value: unknown, seen: WeakSet<object> = new WeakSet()): number {
  switch (typeof value) {
    case 'string':
      return Buffer.byteLength(value) + 2;
    case 'number':
    case 'bigint':
      return 8;
    case 'boolean':
      return 4;
    case 'object':
      break;
    default:
      return 0;
  }
  if (value === null) return 4;
  if (seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  let bytes = 2;
  if (value instanceof Map) {
    for (const [k, v] of value) bytes += approxBytes(k, seen) + approxBytes(v, seen) + 2;
  } else if (value instanceof Set || Array.isArray(value)) {
    for (const v of value) bytes += approxBytes(v, seen) + 1;
  } else {
    for (const [k, v] of Object.entries(value)) bytes += Buffer.byteLength(k) + 4 + approxBytes(v, seen);
  }
  return bytes;
}

/**
 * Registration for a cache that is a Map: count, size and sample come from the map itself. `entries`
 * may be a function for a cache that shows a view of its map (sessions: labelled, never by token).
 */
export function mapCache(
  entries: ReadonlyMap<string, unknown> | (() => ReadonlyMap<string, unknown>),
  rest: Pick<CacheSource, 'name' | 'description' | 'expiry' | 'clear'> & {
    /** readable label of one entry; by default its key */
    label?: (key: string, value: unknown) => string;
  },
): CacheSource {
  const current = typeof entries === 'function' ? entries : () => entries;
  return {
    name: rest.name,
    description: rest.description,
    expiry: rest.expiry,
    count: () => current().size,
    size: () => {
      const seen = new WeakSet<object>();
      let bytes = 0;
      for (const [k, v] of current()) bytes += Buffer.byteLength(k) + approxBytes(v, seen);
      return bytes;
    },
    sample: (limit) => {
      const labels: string[] = [];
      for (const [k, v] of current()) {
        if (labels.length >= limit) break;
        labels.push(rest.label ? rest.label(k, v) : k);
      }
      return labels;
    },
    clear: rest.clear,
  };
}
