import { useCallback, useSyncExternalStore } from 'react';

/**
 * A small external store of values by key, each key with its own listeners: a component reading one key
 * (useKeyed) re-renders when that key changes and for nothing else. The renderer keeps a form's values,
 * field states and problems in three of these (decision 069), so typing in one field of two hundred
 * re-renders that field, not the form.
 */
export class KeyedStore<T> {
  private readonly entries = new Map<string, T>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly anyListeners = new Set<(key: string) => void>();

  constructor(private readonly equal: (a: T | undefined, b: T | undefined) => boolean = Object.is) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Sets a key; listeners hear of it only when the value differs from the one held. */
  set(key: string, value: T | undefined): boolean {
    if (this.equal(this.entries.get(key), value)) return false;
    if (value === undefined) this.entries.delete(key);
    else this.entries.set(key, value);
    for (const listener of this.listeners.get(key) ?? []) listener();
    for (const listener of this.anyListeners) listener(key);
    return true;
  }

  /** Replaces every key: those that change are told, those that keep their value are not. */
  replace(next: ReadonlyMap<string, T>): string[] {
    const changed: string[] = [];
    for (const key of [...this.entries.keys()])
      if (!next.has(key) && this.set(key, undefined)) changed.push(key);
    for (const [key, value] of next) if (this.set(key, value)) changed.push(key);
    return changed;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set<() => void>();
    this.listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Every change, with its key (the renderer's linkage and calculate passes listen here). */
  subscribeAll(listener: (key: string) => void): () => void {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  }

  /** How many components listen to a key: tests check that a keystroke wakes one field only. */
  listenerCount(key: string): number {
    return this.listeners.get(key)?.size ?? 0;
  }
}

/** One key of a store, re-rendering the caller when that key (and only it) changes. */
export function useKeyed<T>(store: KeyedStore<T>, key: string): T | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  const read = useCallback(() => store.get(key), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}
