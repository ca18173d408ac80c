import type { TestProject } from 'vitest/node';
import { hasPostgresServer, startPostgresServer } from '../../../server/test/helpers/postgres-server';
import { PRODUCT_TIME_ZONE, zoneOnAnotherDay } from './dates';
import { settleDefaultPassword } from './default-password';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** file with the server's console output */
    serverLog: string;
    /** a throwaway PostgreSQL for data-source scenarios (null when PostgreSQL is not installed) */
    sourcePostgres: { host: string; port: number; user: string; password: string; database: string } | null;
  }
}

/**
 * One real server for every scenario; stopped when the run ends.
 *
 * The browsers and the server run in PRODUCT_TIME_ZONE (support/dates). The scenarios' processes, started
 * after this, run in a zone that is on another calendar day, so a scenario that takes a date from its own
 * zone instead of support/dates fails on every run, not only at some hours (decision 051).
 * E2E_RUNNER_TZ names the scenarios' zone instead (e.g. Asia/Shanghai, UTC).
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  // Scenarios sign in as admin / admin123 without the first sign-in's password dialog (decision 052).
  await settleDefaultPassword(server.url, server.logFile).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  // Data sources, data interfaces and data sync scenarios connect to it; nothing else notices it.
  // A PostgreSQL that fails to start only skips the scenarios that need it.
  const source = hasPostgresServer()
    ? await startPostgresServer({ database: 'e2e_source' }).catch((error: unknown) => {
        console.warn('e2e: the throwaway PostgreSQL for data sources did not start:', error);
        return null;
      })
    : null;
  project.provide(
    'sourcePostgres',
    source && {
      host: source.host,
      port: source.port,
      user: source.user,
      password: source.password,
      database: source.database,
    },
  );
  // Last, so only the scenarios take it (the throwaway PostgreSQL keeps the machine's zone).
  process.env.TZ = process.env.E2E_RUNNER_TZ || zoneOnAnotherDay();
  console.log(`e2e: browsers and server in ${PRODUCT_TIME_ZONE}, scenarios in ${process.env.TZ}`);
  return async () => {
    await server.stop();
    await source?.stop();
  };
}
