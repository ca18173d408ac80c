import type SQLite from 'better-sqlite3';
import {
  type Driver,
  type LimitNode,
  type OffsetNode,
  type QueryCompiler,
  SqliteDialect,
  SqliteQueryCompiler,
} from 'kysely';
import { snakeCasing } from './snake-case-names.js';
import { PlatformSqliteDriver } from './sqlite-rows.js';

/**
 * SQLite as every connection of ours uses it (decision 060).
 *
 * A statement is prepared once and reused (sqlite-rows.ts keeps them by their text), but SQLite quietly
 * prepares a statement again, on every run, when the value bound to a parameter may change its plan and
 * the parameter is bound anew: a LIMIT or OFFSET given as a parameter, and the pattern of a LIKE. Every
 * paged list has both, and preparing costs more than reading a page (the users list's page: 47 µs against
 * 14 µs). A parameter inside CAST is no longer a bare parameter to the planner, so these are compiled as
 * `limit cast(? as integer)` here and `like cast(? as text)` in platform/query.ts; the value stays bound.
 *
 * The platform's own queries, marked by SnakeCaseNames, have their names printed in snake_case (decision 082);
 * a data source's are never marked.
 */
class PlanStableCompiler extends snakeCasing(SqliteQueryCompiler) {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit cast(');
    this.visitNode(node.limit);
    this.append(' as integer)');
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append('offset cast(');
    this.visitNode(node.offset);
    this.append(' as integer)');
  }
}

export class PlatformSqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database;

  constructor(config: { database: SQLite.Database }) {
    super(config);
    this.#database = config.database;
  }

  override createDriver(): Driver {
    return new PlatformSqliteDriver(this.#database);
  }

  override createQueryCompiler(): QueryCompiler {
    return new PlanStableCompiler();
  }
}

/**
 * The settings every connection to a SQLite file gets. Sorts (ORDER BY without an index, DISTINCT, UNION, IN
 * lists) build temporary b-trees; kept in memory they cost a third of what SQLite's default temporary file
 * does (the users list's page: 49 → 17 µs). They are as large as one query's sort, freed when it ends.
 */
export function configureSqlite(database: SQLite.Database): void {
  database.pragma('temp_store = memory');
}
