/**
 * The value kept in `map` for `key`, made by `make` the first time it is asked for: the per-app and
 * per-connection caches of the platform (answers, compiled statements, texts) all start this way.
 */
export function keptFor<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
