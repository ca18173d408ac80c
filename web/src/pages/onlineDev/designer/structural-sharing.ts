/**
 * Common's designer operations return a whole new form (a structured clone), so after any change every
 * control is a new object and every memoised view would draw again: with 200 controls a keystroke in a
 * label cost the canvas hundreds of milliseconds. `shareUnchanged` gives the new form back with every part
 * equal to the old one replaced by the old object, so only what changed (and the lists holding it) is new.
 * Controls are matched by formId, so a control keeps its identity when others are inserted before it.
 */

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const formIdOf = (value: Json): number | undefined => {
  if (!isObject(value) || !isObject(value.__config__)) return undefined;
  const id = value.__config__.formId;
  return typeof id === 'number' ? id : undefined;
};

function shareArray(prev: Json[], next: Json[]): Json[] {
  const byId = new Map<number, Json>();
  for (const item of prev) {
    const id = formIdOf(item);
    if (id !== undefined) byId.set(id, item);
  }
  let same = prev.length === next.length;
  const out = next.map((item, index) => {
    const id = formIdOf(item);
    const counterpart = id !== undefined ? byId.get(id) : prev[index];
    const shared = counterpart === undefined ? item : shareUnchanged(counterpart, item);
    if (shared !== prev[index]) same = false;
    return shared;
  });
  return same ? prev : out;
}

function shareObject(prev: Record<string, Json>, next: Record<string, Json>): Record<string, Json> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const out: Record<string, Json> = {};
  for (const key of keys) {
    const shared = Object.hasOwn(prev, key) ? shareUnchanged(prev[key], next[key]) : next[key];
    if (shared !== prev[key] || !Object.hasOwn(prev, key)) same = false;
    out[key] = shared;
  }
  return same ? prev : out;
}

export function shareUnchanged<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) return shareArray(prev, next) as T;
  if (isObject(prev) && isObject(next)) return shareObject(prev, next) as T;
  return next;
}
