import type { Compilable, CompiledQuery } from 'kysely';
import { keptFor } from '../kept.js';
import type { AnyDb, Row } from './resource.types.js';

/**
 * Statements compiled once per shape (decision 060). A list is asked for with a few shapes (which filters,
 * whether a keyword, which order) and endless values; building and compiling the same shape through the
 * query builder on every request cost more than running it (~100 µs of the users list's request). A shape's
 * statement is built once with placeholders where the request's values go, compiled, and kept; later
 * requests of the shape only bind their values. The caller's key must name everything that changes the SQL
 * text: the resource, the caller's data-permission key, the filters present, the keyword's kind, the order.
 */

/** Stands where the request's value number `index` is bound. */
class Placeholder {
  constructor(readonly index: number) {}
}

/** `value(i)`: the i-th value of the request, as the statement's builder places it. */
export type BoundValue = (index: number) => unknown;

/** Different databases (the platform's, each data source) compile differently: one set per connection. */
const byDb = new WeakMap<AnyDb, Map<string, CompiledQuery>>();
/** Shapes kept per connection: designed tables and many data-permission keys make many; oldest go first. */
const MAX_SHAPES = 500;

function compiledOf(db: AnyDb, key: string, build: (value: BoundValue) => Compilable): CompiledQuery {
  const shapes = keptFor(byDb, db, () => new Map<string, CompiledQuery>());
  let compiled = shapes.get(key);
  if (!compiled) {
    compiled = build((index) => new Placeholder(index)).compile();
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value as string);
    shapes.set(key, compiled);
  }
  return compiled;
}

/** The rows of the statement of shape `key`, with `values` bound where its builder placed them. */
export async function shapedRows<R extends Row = Row>(
  db: AnyDb,
  key: string,
  values: readonly unknown[],
  build: (value: BoundValue) => Compilable,
): Promise<R[]> {
  const compiled = compiledOf(db, key, build);
  const parameters = compiled.parameters.map((p) => (p instanceof Placeholder ? values[p.index] : p));
  const result = await db.executeQuery<R>({ ...compiled, parameters });
  return result.rows;
}
