import { describe, expect, it } from 'vitest';
import { createStorage, type KeyValueStore } from './storage';

function backend() {
  const map = new Map<string, string>();
  const store: KeyValueStore = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  return { map, store };
}

describe('storage', () => {
  it('prefixes every key with jnpf_ and stores JSON', () => {
    const { map, store } = backend();
    createStorage(store).set('token', 'abc');
    expect(map.get('jnpf_token')).toBe('"abc"');
  });

  it('keeps a value containing "|" intact (the original split on it)', () => {
    const { store } = backend();
    const s = createStorage(store);
    s.set('title', 'a|b|String');
    expect(s.get('title', '')).toBe('a|b|String');
  });

  it('returns the fallback for a missing or unreadable value', () => {
    const { map, store } = backend();
    const s = createStorage(store);
    expect(s.get('lock', 0)).toBe(0);
    map.set('jnpf_lock', '1|Number');
    expect(s.get('lock', 0)).toBe(0);
  });

  it('round-trips objects and removes keys', () => {
    const { store } = backend();
    const s = createStorage(store);
    s.set('tags', { a: [1, 2] });
    expect(s.get('tags', null)).toEqual({ a: [1, 2] });
    s.remove('tags');
    expect(s.get('tags', null)).toBeNull();
  });
});
