import type { DestinationStream } from 'pino';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createAuth } from './auth/better-auth.ts';
import { ensureSuperAdmin } from './auth/ensure-super-admin.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { createQueue } from './jobs/queue.ts';
import type { TConfig } from './platform/config.ts';
import type { TDeps } from './platform/context.ts';
import { createLogger } from './platform/logger.ts';
import { chooseEmailProvider } from './providers/email/index.ts';
import { seedTiers } from './tiers/seed-tiers.ts';

/** config → database → migrations → seed → jobs: everything but the HTTP listener. */
export async function bootstrap(
  config: TConfig,
  opts: { startWorkers?: boolean; logStream?: DestinationStream; loadDataDir?: Blob } = {},
): Promise<TDeps & { stop: () => Promise<void> }> {
  const logger = createLogger(config.logLevel, opts.logStream);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    loadDataDir: opts.loadDataDir,
  });
  const { db } = database;
  const secret = await withStartupLock(database, async () => {
    await runMigrations(database);
    await seedTiers(db, { testPriceIds: !config.stripe });
    if (config.superAdmin) await ensureSuperAdmin(db, config.superAdmin);
    return resolveAuthSecret(db, config.authSecret);
  });
  const queue = createQueue(database, logger);
  const auth = createAuth({ db, config, queue, secret });
  const readSession = createSessionReader({
    database,
    auth,
    secret,
    secureCookies: config.appUrl.startsWith('https://'),
  });
  const email = chooseEmailProvider(config, db);
  const deps: TDeps = { config, logger, database, db, auth, readSession, queue, email };
  // Without workers (CLI scripts, benchmarks) jobs can still be queued, for a server process to work.
  await queue.start(opts.startWorkers === false ? undefined : jobHandlers({ email, db, database }));
  return {
    ...deps,
    async stop() {
      await queue.stop();
      await database.close();
    },
  };
}
