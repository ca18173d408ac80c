import SQLite from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import { badRequest } from '../../platform/errors.js';
import type { Row, SqlRunner, Statement } from './data-interface-sql.js';

/**
 * SQL interfaces on SQLite. Reads run on a connection of their own opened read-only (SQLITE_OPEN_READONLY)
 * on the database file: the database refuses any write, and a PRAGMA or ATTACH in an administrator's
 * statement only ever changes that private connection. An in-memory database (tests) has no file to open
 * twice: there the app's connection is held and `PRAGMA query_only` set around the statement.
 * Writes run on the app's connection. A statement may not leave a transaction open (`begin`): it is rolled
 * back and refused, so the platform's own connection never stays inside someone's transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: the platform's database or a source's, queried with raw SQL only
export function sqliteRunner(db: Kysely<any>, connection: SQLite.Database, file: string | null): SqlRunner {
  const plain = db.withoutPlugins();
  let reader: SQLite.Database | null = null;
  const statements = new Map<string, SQLite.Statement>();

  const readerOf = () => {
    if (!reader && file) {
      reader = new SQLite(file, { readonly: true, fileMustExist: true });
      reader.pragma('busy_timeout = 5000');
    }
    return reader;
  };
  const prepared = (target: SQLite.Database, text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = target.prepare(text);
      if (statements.size >= 200) statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
    }
    return statement;
  };
  const noTransactionLeft = (target: SQLite.Database) => {
    if (!target.inTransaction) return;
    target.exec('rollback');
    throw badRequest('dataInterface.transaction');
  };

  const readOnReader = (target: SQLite.Database, list: Statement[]) => {
    const out: Row[][] = [];
    try {
      for (const s of list) {
        const statement = prepared(target, s.text);
        if (statement.reader && s.maxRows !== undefined) {
          // Stop reading at the cap: the rows after it are never fetched.
          const rows: Row[] = [];
          for (const row of statement.iterate(...s.parameters)) {
            if (rows.length >= s.maxRows) break;
            rows.push(row as Row);
          }
          out.push(rows);
        } else if (statement.reader) out.push(statement.all(...s.parameters) as Row[]);
        else {
          statement.run(...s.parameters);
          out.push([]);
        }
      }
    } finally {
      noTransactionLeft(target);
    }
    return out;
  };

  const readOnShared = (list: Statement[]) =>
    plain.connection().execute(async (c) => {
      await c.executeQuery(CompiledQuery.raw('pragma query_only = 1'));
      try {
        const out: Row[][] = [];
        for (const s of list)
          out.push((await c.executeQuery<Row>(CompiledQuery.raw(s.text, s.parameters))).rows);
        noTransactionLeft(connection);
        return out;
      } finally {
        if (connection.inTransaction) connection.exec('rollback');
        await c.executeQuery(CompiledQuery.raw('pragma query_only = 0'));
      }
    });

  return {
    dialect: 'sqlite',
    async read(list) {
      const target = readerOf();
      return target ? readOnReader(target, list) : readOnShared(list);
    },
    write(statement) {
      return plain.connection().execute(async (c) => {
        try {
          const result = await c.executeQuery<Row>(CompiledQuery.raw(statement.text, statement.parameters));
          if (result.rows.length > 0 || result.numAffectedRows === undefined) return result.rows;
          return { affectedRows: Number(result.numAffectedRows) };
        } finally {
          noTransactionLeft(connection);
        }
      });
    },
    async check(statement, write) {
      const explain = { ...statement, text: `explain ${statement.text}` };
      if (write)
        await plain
          .connection()
          .execute((c) => c.executeQuery(CompiledQuery.raw(explain.text, explain.parameters)));
      else await this.read([explain]);
    },
  };
}
