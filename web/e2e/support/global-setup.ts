import type { TestProject } from 'vitest/node';
import { hasPostgresServer, startPostgresServer } from '../../../server/test/helpers/postgres-server';
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

/** One real server for every scenario; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  // Scenarios sign in as admin / admin123 without the first sign-in's password dialog (decision 052).
  await settleDefaultPassword(server.url).catch(async (error: unknown) => {
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
  return async () => {
    await server.stop();
    await source?.stop();
  };
}
