import type { InjectOptions } from 'fastify';
import {
  fillPath,
  minimalValue,
  type Operation,
  queryString,
  type Schema,
  typeOf,
} from '../helpers/openapi-document.js';

// The request variants the route fuzz (route-fuzz.test.ts) sends for an operation of the OpenAPI document:
// missing, mistyped, huge and malformed values, each marked invalid when the document itself calls it so.

export interface Variant {
  name: string;
  /** input the document itself calls invalid: the only kind sent as admin, and always refused */
  invalid: boolean;
  request: InjectOptions;
}

/** real record ids for path parameters, found through the app's own list routes */
export const knownIds = new Map<string, string>();

// ---- values ----

export const HUGE_TEXT = 'x'.repeat(100_000);
/** a refusal that contains this much of a huge value echoes the request back */
export const ECHO = 'x'.repeat(1000);
export const HUGE_NUMBERS = ['99999999999999999999', '1e309', '-1e309'];
export const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;
export const BAD_ESCAPES = ['%E0%A4%A', '%zz', '%', '%C0%AF', '%uD800'];
export const RAW = '\u0000raw:';

/** A JSON value of another type than the schema wants (never null: nullable fields take it). */
export function mistyped(schema: Schema, random: () => number): unknown {
  const type = typeOf(schema);
  const others: Record<string, unknown[]> = {
    string: [12345, { a: 1 }, ['a'], true],
    integer: ['12', 'abc', { a: 1 }, [1], true, 1.5],
    number: ['12', { a: 1 }, [1], true],
    boolean: ['true', 1, { a: 1 }],
    array: ['a', { a: 1 }, 1],
    object: ['a', ['a'], 1],
  };
  const list = others[type ?? ''] ?? [];
  return list[Math.floor(random() * list.length)];
}

/** JSON text with raw number texts in place of their markers: 1e309 is no JavaScript value. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000raw:([^"]*)"/g, '$1');
}

export function above(schema: Schema, raw: string): boolean {
  const value = Number(raw);
  if (schema.maximum !== undefined && value > schema.maximum) return true;
  if (schema.minimum !== undefined && value < schema.minimum) return true;
  return typeOf(schema) === 'integer' && !Number.isFinite(value);
}

// ---- variants ----

export function variantsOf(op: Operation, random: () => number): Variant[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query' && p.schema?.type !== 'object');
  const pathValues: Record<string, string> = {};
  for (const p of pathParams) {
    const collection = op.path.slice(0, op.path.indexOf(`/{${p.name}}`));
    pathValues[p.name] = knownIds.get(collection) ?? String(minimalValue(p.schema));
  }
  const requiredQuery: Record<string, string> = {};
  for (const p of queryParams.filter((p) => p.required))
    requiredQuery[p.name] = String(minimalValue(p.schema));
  const url = (path = pathValues, query = requiredQuery, raw = false) =>
    fillPath(op.path, path, raw) + queryString(query);
  const schema = op.bodies['application/json'];
  const hasBody = op.method !== 'GET';
  const json = { 'content-type': 'application/json' };
  const variants: Variant[] = [];
  const add = (name: string, invalid: boolean, request: Partial<InjectOptions>) =>
    variants.push({ name, invalid, request: { method: op.method, url: url(), ...request } });

  // only what the document requires (never sent as admin: it may be a valid change)
  add(
    'minimal: only the required parts',
    false,
    schema ? { headers: json, payload: jsonText(minimalValue(schema)) } : {},
  );

  // missing
  if (schema) {
    add('missing: an empty body', (schema.required ?? []).length > 0, { headers: json, payload: '{}' });
    add('missing: no body at all', (schema.required ?? []).length > 0, {});
  }
  for (const p of queryParams.filter((p) => p.required)) {
    const { [p.name]: _left, ...rest } = requiredQuery;
    add(`missing: query ${p.name}`, true, { url: url(pathValues, rest) });
  }

  // mistyped
  const body = (schema ? minimalValue(schema) : {}) as Record<string, unknown>;
  const properties = Object.entries((schema?.properties ?? {}) as Record<string, Schema>).filter(
    ([, s]) => typeOf(s) !== undefined,
  );
  if (schema && properties.length > 0) {
    const [name, property] = pick(properties);
    const value = mistyped(property, random);
    add(`mistyped: body ${name} = ${JSON.stringify(value)}`, true, {
      headers: json,
      payload: jsonText({ ...body, [name]: value }),
    });
  }
  if (schema && typeOf(schema) === 'object') {
    const value = pick(['"text"', '[1,2]', '12', 'null', 'true']);
    // A JSON null is taken as no body: wrong only where the body has required fields.
    add(`mistyped: the body is ${value}`, value !== 'null' || (schema.required ?? []).length > 0, {
      headers: json,
      payload: value,
    });
  }
  const typedQuery = queryParams.filter((p) =>
    ['integer', 'number', 'boolean'].includes(typeOf(p.schema) ?? ''),
  );
  if (typedQuery.length > 0) {
    const p = pick(typedQuery);
    const value = pick(['abc', '1.5.3', '', '[object Object]', '12abc']);
    add(`mistyped: query ${p.name}=${value}`, value !== '' || p.required === true, {
      url: url(pathValues, { ...requiredQuery, [p.name]: value }),
    });
  }
  const enumQuery = queryParams.filter((p) => Array.isArray(p.schema?.enum));
  if (enumQuery.length > 0) {
    const p = pick(enumQuery);
    add(`mistyped: query ${p.name} outside its enum`, true, {
      url: url(pathValues, { ...requiredQuery, [p.name]: 'no-such-value' }),
    });
  }
  const typedPath = pathParams.filter((p) => ['integer', 'number'].includes(typeOf(p.schema) ?? ''));
  if (typedPath.length > 0) {
    const p = pick(typedPath);
    add(`mistyped: path ${p.name}=abc`, true, { url: url({ ...pathValues, [p.name]: 'abc' }) });
  }

  // huge
  const textProperties = properties.filter(([, s]) => typeOf(s) === 'string');
  if (schema && textProperties.length > 0) {
    const [name, property] = pick(textProperties);
    add(`huge: body ${name} of 100,000 characters`, (property.maxLength ?? Infinity) < HUGE_TEXT.length, {
      headers: json,
      payload: jsonText({ ...body, [name]: HUGE_TEXT }),
    });
  }
  const numberProperties = properties.filter(([, s]) => ['integer', 'number'].includes(typeOf(s) ?? ''));
  if (schema && numberProperties.length > 0) {
    const [name, property] = pick(numberProperties);
    const raw = pick(HUGE_NUMBERS);
    add(`huge: body ${name} = ${raw}`, above(property, raw), {
      headers: json,
      payload: jsonText({ ...body, [name]: `${RAW}${raw}` }),
    });
  }
  const numberQuery = queryParams.filter((p) => ['integer', 'number'].includes(typeOf(p.schema) ?? ''));
  if (numberQuery.length > 0) {
    const p = pick(numberQuery);
    const raw = pick(HUGE_NUMBERS);
    add(`huge: query ${p.name}=${raw}`, above(p.schema, raw), {
      url: url(pathValues, { ...requiredQuery, [p.name]: raw }),
    });
  }
  const textQuery = queryParams.filter((p) => typeOf(p.schema) === 'string' && !p.schema.enum);
  if (textQuery.length > 0) {
    const p = pick(textQuery);
    add(`huge: query ${p.name} of 100,000 characters`, (p.schema.maxLength ?? Infinity) < HUGE_TEXT.length, {
      url: url(pathValues, { ...requiredQuery, [p.name]: HUGE_TEXT }),
    });
  }
  if (pathParams.length > 0) {
    const p = pick(pathParams);
    add(`huge: path ${p.name} of 5,000 characters`, true, {
      url: url({ ...pathValues, [p.name]: 'x'.repeat(5000) }),
    });
  }
  if (schema && properties.length > 0) {
    const [name, property] = pick(properties);
    add(`huge: body ${name} an array 5,000 deep`, typeOf(property) !== 'array' || !!property.items, {
      headers: json,
      payload: jsonText({ ...body, [name]: `${RAW}${DEEP_ARRAY}` }),
    });
  }

  // malformed
  if (hasBody) {
    add('malformed: cut-off JSON', true, { headers: json, payload: pick(['{"a":', '{', '[1,', '{"a":1}}']) });
    add('malformed: an XML body', true, {
      headers: { 'content-type': 'application/xml' },
      payload: '<a>1</a>',
    });
    add('malformed: multipart without a boundary', true, {
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'file=abc',
    });
    add('malformed: multipart cut off mid-body', true, {
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    });
  }
  if (pathParams.length > 0) {
    const p = pick(pathParams);
    const badEscape = pick(BAD_ESCAPES);
    add(`malformed: path ${p.name}=${badEscape}`, true, {
      url: url({ ...pathValues, [p.name]: badEscape }, requiredQuery, true),
    });
  }
  if (queryParams.length > 0) {
    const p = pick(queryParams);
    const value = String(minimalValue(p.schema));
    add(`malformed: query ${p.name} given twice`, true, {
      url: `${url(pathValues, { ...requiredQuery, [p.name]: value })}&${p.name}=${encodeURIComponent(value)}`,
    });
  }
  if (hasBody) {
    add('malformed: a __proto__ key', true, {
      headers: json,
      payload: `{"__proto__":{"isAdministrator":true},"constructor":{"prototype":{"x":1}}}`,
    });
    add('huge: a body over the 1 MB limit', true, {
      headers: json,
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
  }
  add('malformed: a token of 10,000 characters', false, {
    headers: { authorization: `Bearer ${'x'.repeat(10_000)}` },
  });
  if (queryParams.length > 0) {
    const p = pick(queryParams);
    const badEscape = pick(BAD_ESCAPES);
    add(`malformed: query ${p.name}=${badEscape}`, false, {
      url: `${url()}${Object.keys(requiredQuery).length > 0 ? '&' : '?'}${p.name}=${badEscape}`,
    });
  }
  return variants;
}

export function sample<T>(list: T[], n: number, random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

// ---- the run ----
