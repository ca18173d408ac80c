import type { OpenedSource } from '../../platform/data-sources/connect.js';
import type { AppServices } from '../../platform/services.js';
import { type MysqlPool, mysqlRunner, postgresRunner, type SqlRunner } from './data-interface-sql.js';
import { sqliteRunner } from './data-interface-sqlite.js';

/**
 * The SQL runner of a data source id ('0' is the platform's own database), over the connections
 * services.dataSources keeps. PostgreSQL and MySQL run on the raw driver's pool: the extended protocol
 * (PostgreSQL) and server-side prepared statements (MySQL) need driver options Kysely does not pass on.
 * SQLite reads on a read-only connection of their own (data-interface-sqlite.ts).
 */
const runners = new WeakMap<OpenedSource, SqlRunner>();

export async function sqlRunnerOf(services: AppServices, linkId: string): Promise<SqlRunner> {
  const opened = await services.dataSources.open(linkId);
  let runner = runners.get(opened);
  if (!runner) {
    const driver = opened.driver;
    runner =
      driver.dialect === 'postgres'
        ? postgresRunner(driver.pool)
        : driver.dialect === 'mysql'
          ? mysqlRunner(driver.pool.promise() as unknown as MysqlPool)
          : sqliteRunner(opened.db, driver.database, driver.file);
    runners.set(opened, runner);
  }
  return runner;
}
