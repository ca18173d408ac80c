/**
 * Local storage with the product's `jnpf_` key prefix. Values are stored as JSON (not the original's
 * "value|Type" text, which corrupted values containing '|'). Falls back to memory where there is no
 * localStorage (unit tests, private modes that throw).
 */
export const STORAGE_PREFIX = 'jnpf_';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // access can throw when storage is disabled
  }
  return memoryStore();
}

export function createStorage(backend: KeyValueStore = browserStore()) {
  return {
    get<T>(key: string, fallback: T): T {
      const raw = backend.getItem(STORAGE_PREFIX + key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    set(key: string, value: unknown): void {
      try {
        backend.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch {
        // quota or disabled storage: the value lives for this page only
      }
    },
    remove(key: string): void {
      backend.removeItem(STORAGE_PREFIX + key);
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

export const storage = createStorage();
