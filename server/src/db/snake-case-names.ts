import { CamelCasePlugin, type PluginTransformQueryArgs, type RootOperationNode } from 'kysely';

/**
 * Names are camelCase in our code and snake_case in the database (decision 082). Kysely's CamelCasePlugin
 * renames them by copying the whole operation tree of every query before it is compiled: every node walked,
 * copied and frozen again. That copy cost ~10 % of a list request's thread and a larger share of a
 * workflow command's. This plugin only marks the query it is given; the platform's compilers write the
 * identifiers of a marked query in snake_case as they print them (`namesOf`), which gives the same SQL.
 * Rows coming back are renamed to camelCase by the CamelCasePlugin, as before.
 *
 * `db.withoutPlugins()` (designed tables, data sources on the platform's database: names as stored) runs
 * without the plugin, so its queries are not marked and their names are printed as written.
 */
export class SnakeCaseNames extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const marked = { ...args.node, [SNAKE_CASE]: true };
    return marked as RootOperationNode;
  }

  /** The CamelCasePlugin's own snake_case mapper (memoised), for the compilers. */
  readonly toSnakeCase = (name: string): string => this.snakeCase(name);
}

const SNAKE_CASE = Symbol('snake_case names');
const snakeCase = new SnakeCaseNames().toSnakeCase;
/** Identifiers printed as they are written. */
export const asWritten = (name: string) => name;

/** How the compiler writes the identifiers of `query`: snake_case when SnakeCaseNames marked it. */
export const namesOf = (query: RootOperationNode): ((name: string) => string) =>
  (query as { [SNAKE_CASE]?: true })[SNAKE_CASE] ? snakeCase : asWritten;
