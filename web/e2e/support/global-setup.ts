import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** file with the server's console output */
    serverLog: string;
  }
}

/** One real server for every scenario; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}
