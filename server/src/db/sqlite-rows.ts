import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
  SelectQueryNode,
  SqliteDriver,
} from 'kysely';
import { isMarked, namedResult, toCamelCase } from './snake-case-names.js';

/**
 * The driver of every SQLite connection we open through Kysely (the platform's and each SQLite data source's).
 *
 * Statements are prepared once and kept by their SQL text: Kysely prepares every query anew, and preparing costs
 * more than running a small query. That is safe because Kysely runs one query at a time on the one connection
 * and never leaves a statement mid-iteration.
 *
 * Rows are built here, in JavaScript (decision 082). better-sqlite3 makes each row an object through V8's C++
 * API, one property at a time, which costs more than reading the rows: a 20-row page of the to-do list with 21
 * columns took 223 µs as objects and 74 µs as arrays, and the CamelCasePlugin then copied every row again to
 * rename its keys (~40 µs). The statement answers arrays and each row is made in one loop over the statement's
 * column names (~18 µs for that page): in camelCase for a query SnakeCaseNames marked (the plugin then passes
 * the result on), as stored for any other (designed tables, data sources, SQL data interfaces).
 */
export class PlatformSqliteDriver extends SqliteDriver {
  readonly #connection: RowBuildingConnection;

  constructor(database: SQLite.Database) {
    super({ database });
    this.#connection = new RowBuildingConnection(database);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    // the parent's lock: SQLite has one connection, used by one query or transaction at a time
    await super.acquireConnection();
    return this.#connection;
  }
}

/** A prepared statement and its column names, read once per schema. */
interface Kept {
  statement: SQLite.Statement;
  schema: number;
  /**
   * `*` in the text: whose columns it stands for is the schema's, not the text's. Outside the platform's own
   * tables (which only migrations change) such rows are made by better-sqlite3, which reads them every time.
   */
  star: boolean;
  camel?: string[];
  stored?: string[];
}

// Designed tables and IN-lists make many distinct texts; the most recent ones are kept.
const MAX_STATEMENTS = 1000;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

class RowBuildingConnection implements DatabaseConnection {
  private readonly kept = new Map<string, Kept>();
  /** moves when a table is created, altered or dropped through this connection: column names are read again */
  private schema = 0;

  constructor(private readonly database: SQLite.Database) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const kept = this.prepared(compiled.sql);
    const { statement } = kept;
    const parameters = compiled.parameters as unknown[];
    if (!statement.reader) {
      const { changes, lastInsertRowid } = statement.run(parameters);
      if (SCHEMA_CHANGE.test(compiled.sql)) this.schema++;
      return {
        numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
        insertId:
          lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
        rows: [],
      };
    }
    const marked = isMarked(compiled.query);
    if (!marked && kept.star) return { rows: statement.raw(false).all(parameters) as R[] };
    return this.built<R>(kept, marked, statement.raw(true).all(parameters) as unknown[][]);
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('SQLite streams select queries only');
    const kept = this.prepared(compiled.sql);
    const marked = isMarked(compiled.query);
    const objects = !marked && kept.star;
    for (const row of kept.statement.raw(!objects).iterate(compiled.parameters as unknown[])) {
      yield objects ? { rows: [row as R] } : this.built<R>(kept, marked, [row as unknown[]]);
    }
  }

  private prepared(sql: string): Kept {
    let kept = this.kept.get(sql);
    if (!kept) {
      kept = { statement: this.database.prepare(sql), schema: this.schema, star: sql.includes('*') };
      if (this.kept.size >= MAX_STATEMENTS) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(sql, kept);
    }
    return kept;
  }

  /**
   * Rows made from the statement's arrays with its column names, read from it once. A statement kept by its
   * text may answer other columns once its tables change, and SQLite prepares it again when it next runs: the
   * names are read after the run, again after a change made through this connection, and again when the rows
   * are of another width than the names (a column another process added).
   */
  private built<R>(kept: Kept, marked: boolean, arrays: unknown[][]): QueryResult<R> {
    if (arrays.length === 0) return { rows: [] };
    if (kept.schema !== this.schema) {
      kept.schema = this.schema;
      kept.camel = undefined;
      kept.stored = undefined;
    }
    let keys = marked ? kept.camel : kept.stored;
    if (!keys || (arrays[0] as unknown[]).length !== keys.length) {
      keys = kept.statement.columns().map((column) => (marked ? toCamelCase(column.name) : column.name));
      if (marked) kept.camel = keys;
      else kept.stored = keys;
    }
    const rows = new Array<Record<string, unknown>>(arrays.length);
    for (let r = 0; r < arrays.length; r++) {
      const values = arrays[r] as unknown[];
      const row: Record<string, unknown> = {};
      // a later column of the same name wins, as in better-sqlite3's own objects
      for (let i = 0; i < keys.length; i++) row[keys[i] as string] = values[i];
      rows[r] = row;
    }
    return (marked ? namedResult(rows) : { rows }) as QueryResult<R>;
  }
}
