import type { FastifyInstance } from 'fastify';

/** A schema of the OpenAPI 3.0 document (JSON Schema with nullable, no $ref in ours). */
// biome-ignore lint/suspicious/noExplicitAny: the document is JSON read back from the server
export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
  style?: string;
  explode?: boolean;
}

/** One operation of the document: method, path template, parameters and the JSON or other body schemas. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  /** content type → schema */
  bodies: Record<string, Schema>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Schema>>;
}

/** The document the app serves at /api/docs/json: the routes of the app itself, so new routes are in it. */
export async function readDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const bodies: Record<string, Schema> = {};
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        bodies[type] = (media as Schema).schema ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        bodies,
      });
    }
  }
  return operations;
}

/** The path with its parameters filled in (values are percent-encoded unless raw). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name] ?? 'x';
    return raw ? value : encodeURIComponent(value);
  });
}

export function queryString(values: Record<string, string>): string {
  const text = new URLSearchParams(values).toString();
  return text ? `?${text}` : '';
}

const STRING_CANDIDATES = [
  'sample',
  'a',
  'A1',
  'e10adc3949ba59abbe56e057f20f883e',
  '127.0.0.1',
  'user@example.com',
  '2026-01-01',
];

/** The members of a union, without the null-only member OpenAPI 3.0 uses for nullable unions. */
function members(schema: Schema): Schema[] | null {
  const list = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(list)) return null;
  return list.filter((m: Schema) => !(Array.isArray(m.enum) && m.enum.length === 1 && m.enum[0] === null));
}

/** The JSON type a schema expects first (after unions), or undefined when any value goes. */
export function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const value = schema.enum.find((v: unknown) => v !== null);
    if (value !== undefined) return Number.isInteger(value) ? 'integer' : typeof value;
  }
  if (schema.type) return Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const union = members(schema);
  if (union?.[0]) return typeOf(union[0]);
  if (schema.allOf?.[0]) return typeOf(schema.allOf[0]);
  if (schema.properties) return 'object';
  return undefined;
}

/**
 * A value the schema accepts, with only the required properties of objects: the smallest body a client
 * reading the document would send. Strings are non-blank and meet their length and pattern.
 */
export function minimalValue(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((v: unknown) => v !== null) ?? null;
  const union = members(schema);
  if (union?.[0]) return minimalValue(union[0]);
  if (Array.isArray(schema.allOf))
    return minimalValue(Object.assign({}, ...schema.allOf, { allOf: undefined }));
  switch (typeOf(schema)) {
    case 'string': {
      const fits = (s: string) =>
        s.length >= (schema.minLength ?? 0) &&
        s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) => {
        const item = minimalValue(schema.items ?? {});
        return typeof item === 'string' && schema.uniqueItems ? `${item}${i}` : item;
      });
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of (schema.required as string[] | undefined) ?? [])
        value[name] = minimalValue(schema.properties?.[name] ?? {});
      return value;
    }
    default:
      return schema.nullable ? null : 'sample';
  }
}

/** The value at a dotted path (ids.0.name), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A deterministic pseudo-random generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
