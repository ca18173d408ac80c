import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { seed } from './db/seed/index.js';
import { MENUS, MIGRATIONS, MODULES } from './modules/index.js';
import { defaultPasswordAccounts, startupBanner } from './startup-banner.js';

const DAY_MS = 86_400_000;

/** A signing secret that survives restarts: APP_SECRET, else one generated once into DATA_DIR. */
function secretFor(dataDir: string, given: string): string {
  if (given) return given;
  const file = path.join(dataDir, '.secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

async function main() {
  const config = loadConfig();
  config.secret = secretFor(config.dataDir, config.secret);
  const database = openDatabase(config.databaseUrl, (error) =>
    console.warn(`database connection dropped: ${error.message}`),
  );
  await migrateToLatest(database.db, MIGRATIONS);
  // `node server/dist/main.js restore-seed` puts back seeded rows that were deleted, then exits.
  const restore = process.argv[2] === 'restore-seed';
  const seeded = await seed(database.db, {
    menus: MENUS,
    adminPassword: config.adminPassword,
    scryptLogCost: config.scryptLogCost,
    now: Date.now(),
    mode: restore ? 'restore' : 'new',
    examples: {
      modules: MODULES.flatMap((module) => module.examples ?? []),
      place: { sqliteSourcesDir: config.sqliteSourcesDir },
    },
  });
  if (restore) {
    console.log(`restore-seed: ${seeded.written} seeded rows written, ${seeded.kept} kept as they are`);
    await database.close();
    return;
  }
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
    // Built beside main.js by build.mjs.
    logWorkerUrl: new URL('./log-sink.worker.js', import.meta.url),
  });

  // A first start's examples that run through the app (example requests through the workflow engine).
  if (seeded.firstStart)
    for (const module of MODULES)
      await module
        .firstStart?.(app.services)
        .catch((error) => app.log.error({ err: error }, `${module.name}: first-start examples failed`));

  // Sessions unused for 30 days are gone for good; checked at start and daily.
  const purgeSessions = () =>
    app.services.sessions
      .purge(30 * DAY_MS)
      .catch((error) => app.log.error({ err: error }, 'session purge failed'));
  await purgeSessions();
  setInterval(purgeSessions, DAY_MS).unref();
  // Each module's background work (the daily log prune, …).
  for (const module of MODULES) {
    module.start?.(app.services, (error) =>
      app.log.error({ err: error }, `${module.name}: background work failed`),
    );
  }

  // Scheduled tasks (定时任务): each process looks for due firings; a lease in the database runs each once.
  app.scheduler.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for in-flight requests, then runs onClose (log flush); the database goes last.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    startupBanner({
      port: config.port,
      host: config.host,
      database: database.dialect === 'sqlite' ? config.databaseUrl : 'PostgreSQL',
      defaultPasswordAccounts: await defaultPasswordAccounts(database.db),
      adminPasswordFromEnv: Boolean(process.env.ADMIN_PASSWORD),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
