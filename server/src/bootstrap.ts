import type { DestinationStream } from 'pino';
import { accountBrand } from './auth/account-brand.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { ensureSuperAdmin } from './auth/ensure-super-admin.ts';
import { passwordResetEmail } from './auth/password-reset-email.ts';
import { effectiveFeaturesSql, suspendedSql } from './billing/index.ts';
import { resumeCampaigns } from './campaigns/resume-campaigns.ts';
import { ALL_JOBS } from './compose/all-jobs.ts';
import { jobHandlers } from './compose/job-handlers.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createQueue } from './jobs/queue.ts';
import { MESSAGING_JOBS } from './messaging/index.ts';
import { createMessageLinks } from './messaging/tracking-token.ts';
import { createAuth } from './platform/better-auth.ts';
import type { TConfig } from './platform/config.ts';
import type { TDeps } from './platform/context.ts';
import { createFingerprints } from './platform/fingerprints.ts';
import { createLogger } from './platform/logger.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { createSessionReader } from './platform/session-reader.ts';
import { chooseEmailProvider } from './providers/email/index.ts';
import { testPaymentsAnnounced } from './providers/payments/index.ts';
import { chooseSmsProvider } from './providers/sms/index.ts';
import { withBusinessSendgrid } from './settings/business-email-provider.ts';
import { seedTiers } from './tiers/seed-tiers.ts';
import { passTokens } from './wallet/index.ts';

/**
 * config → database → migrations → seed → jobs: everything but the HTTP listener. The process works the job queue
 * when `startWorkers` says so, else as JOB_WORKERS says (on unless told).
 */
export async function bootstrap(
  config: TConfig,
  opts: { startWorkers?: boolean; logStream?: DestinationStream; loadDataDir?: Blob } = {},
): Promise<TDeps & { stop: () => Promise<void> }> {
  const logger = createLogger(config.logLevel, opts.logStream);
  const startWorkers = opts.startWorkers ?? config.jobWorkers;
  if (testPaymentsAnnounced(config)) {
    logger.warn('BILLING_TEST_MODE is on: the built-in test checkout grants paid plans for free');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pooling: config.databasePooling,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    loadDataDir: opts.loadDataDir,
  });
  const { db } = database;
  const secret = await withStartupLock(database, async () => {
    await runMigrations(database);
    await seedTiers({ db, testPriceIds: !config.stripe });
    if (config.superAdmin) await ensureSuperAdmin({ db, creds: config.superAdmin, logger });
    return resolveAuthSecret({ db, configured: config.authSecret });
  });
  const queue = createQueue(database, logger, { jobs: ALL_JOBS, sendRetryDelaySeconds: config.sendRetryDelaySeconds });
  const sendResetLink = async ({ to, link, userId }: { to: string; link: string; userId: string }) => {
    const brand = await accountBrand(db, userId);
    await queue.send(MESSAGING_JOBS.sendEmail, passwordResetEmail({ to, link, brand }));
  };
  const auth = createAuth({ db, config, secret, sendResetLink });
  const readSession = createSessionReader({
    database,
    auth,
    secret,
    secureCookies: config.appUrl.startsWith('https://'),
    standing: { effectiveFeaturesSql, suspendedSql },
  });
  const secrets = createSecretBox(secret);
  const fingerprints = createFingerprints(secret);
  const email = chooseEmailProvider(config, db);
  const customerEmail = withBusinessSendgrid(email, { db, secrets, apiBase: config.sendgridApiBase });
  const sms = chooseSmsProvider(config, db);
  const tracking = createMessageLinks({ secret, appUrl: config.appUrl });
  const walletTokens = passTokens(secret);
  const deps: TDeps = {
    config,
    logger,
    database,
    db,
    auth,
    readSession,
    queue,
    email,
    customerEmail,
    sms,
    tracking,
    walletTokens,
    secrets,
    fingerprints,
  };
  // Without workers (CLI scripts, benchmarks) jobs can still be queued, for a server process to work.
  await queue.start(
    !startWorkers
      ? undefined
      : jobHandlers({
          email,
          customerEmail,
          sms,
          db,
          database,
          queue,
          tracking,
          logger,
          config,
          secrets,
          fingerprints,
          walletTokens,
        }),
  );
  if (startWorkers) await resumeCampaigns({ db, queue });
  return {
    ...deps,
    async stop() {
      await queue.stop();
      await database.close();
    },
  };
}
