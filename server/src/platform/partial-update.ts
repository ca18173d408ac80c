/**
 * Partial updates (issue 13, item 3): a field that an update leaves out keeps its stored value, on every
 * PUT. Sending null (or an empty list) on purpose still clears it; only a field that is not there at all
 * is "absent" (JSON has no undefined, so absent and undefined are the same thing once parsed).
 *
 * Two halves, used together by each update route:
 * - `updateBody(schema)` is the route's body schema without its `default` keywords. The validator fills
 *   defaults in (useDefaults), so with them a left-out sortCode would arrive as 0 and look sent.
 *   The create route keeps the original schema and so its defaults.
 * - `keepAbsent(input, stored, keys)` in the service fills each optional field the body left out from
 *   the stored record, before the same checks a full body goes through.
 */

/** The update with each of `keys` that the body left out taken from `stored` (shaped like the input). */
export function keepAbsent<I extends object, K extends keyof I>(
  input: I,
  stored: { readonly [P in K]: unknown },
  keys: readonly K[],
): I {
  const merged = { ...input };
  for (const key of keys) if (merged[key] === undefined) merged[key] = stored[key] as I[K];
  return merged;
}

const NESTED_ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const NESTED_LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const NESTED_MAP = ['properties', 'patternProperties', 'definitions', '$defs'] as const;

/**
 * A body schema for an update route: a copy of `schema` with every `default` removed, at any depth, so
 * that a field the client left out reaches the service as absent. Everything else (required fields,
 * types, limits) stays as it is.
 */
export function updateBody<T>(schema: T): T {
  return strip(schema) as T;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  delete copy.default;
  for (const key of NESTED_ONE) if (key in source) copy[key] = strip(source[key]);
  for (const key of NESTED_LIST) if (Array.isArray(source[key])) copy[key] = source[key].map(strip);
  for (const key of NESTED_MAP) {
    const map = source[key];
    if (map && typeof map === 'object')
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, value]) => [name, strip(value)]));
  }
  return copy;
}
