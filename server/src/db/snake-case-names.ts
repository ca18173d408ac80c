import {
  CamelCasePlugin,
  type CompiledQuery,
  type DefaultQueryCompiler,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Names are camelCase in our code and snake_case in the database (decision 082). Kysely's CamelCasePlugin
 * renames them by copying the whole operation tree of every query before it is compiled: every node walked,
 * copied and frozen again. That copy cost ~10 % of a list request's thread and a larger share of a
 * workflow command's. This plugin only marks the query it is given; the platform's compilers write the
 * identifiers of a marked query in snake_case as they print them (`namesOf`), which gives the same SQL.
 * Rows coming back are renamed to camelCase by the CamelCasePlugin, as before, unless the driver already
 * named them (the platform's SQLite driver builds the rows of marked queries itself: sqlite-rows.ts).
 *
 * `db.withoutPlugins()` (designed tables, data sources on the platform's database: names as stored) runs
 * without the plugin, so its queries are not marked and their names are printed as written.
 */
export class SnakeCaseNames extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const marked = { ...args.node, [SNAKE_CASE]: true };
    return marked as RootOperationNode;
  }

  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return (args.result as Named)[NAMED] ? args.result : super.transformResult(args);
  }

  /** The CamelCasePlugin's own mappers (memoised), for the compilers and the SQLite driver. */
  readonly toSnakeCase = (name: string): string => this.snakeCase(name);
  readonly toCamelCase = (name: string): string => this.camelCase(name);
}

const SNAKE_CASE = Symbol('snake_case names');
const NAMED = Symbol('rows named in camelCase');
type Named = { [NAMED]?: true };
const mappers = new SnakeCaseNames();
/** A column name as our code reads it: `creator_time` → `creatorTime`, as the CamelCasePlugin names it. */
export const toCamelCase = mappers.toCamelCase;
/** Identifiers printed as they are written. */
export const asWritten = (name: string) => name;

/** Whether SnakeCaseNames marked `query`: one of the platform's own, named in camelCase in our code. */
export const isMarked = (query: RootOperationNode): boolean =>
  (query as { [SNAKE_CASE]?: true })[SNAKE_CASE] === true;

/** How the compiler writes the identifiers of `query`: snake_case when SnakeCaseNames marked it. */
export const namesOf = (query: RootOperationNode): ((name: string) => string) =>
  isMarked(query) ? mappers.toSnakeCase : asWritten;

// biome-ignore lint/suspicious/noExplicitAny: TypeScript's mixin signature
type CompilerClass = new (...args: any[]) => DefaultQueryCompiler;

/** A dialect's compiler that prints the identifiers of a query SnakeCaseNames marked in snake_case. */
export function snakeCasing<C extends CompilerClass>(Compiler: C) {
  return class extends Compiler {
    #names = asWritten;

    override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
      this.#names = namesOf(node);
      return super.compileQuery(node, queryId);
    }

    protected override sanitizeIdentifier(identifier: string): string {
      return super.sanitizeIdentifier(this.#names(identifier));
    }
  };
}

/** A result whose rows the driver already named in camelCase: SnakeCaseNames passes it on as it is. */
export function namedResult<R>(rows: R[]): QueryResult<R> {
  const result: QueryResult<R> & Named = { rows };
  result[NAMED] = true;
  return result;
}
