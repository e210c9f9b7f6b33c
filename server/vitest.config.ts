import { defineConfig } from 'vitest/config';

/**
 * The tests whose outcome can depend on the engine: the database layer (the drivers' row shapes, raw statements,
 * migrations, triggers, the schema walk, the start-up lock, a data directory kept across restarts), the job queue's
 * two adapters, the import (its concurrency is per engine), the ledger's writes under concurrent requests (check-ins,
 * undo, expiry, credits, a campaign's batches), the send pipeline's hand-over (locked picks, claims, refunds), the
 * data export's array-mode reads, an own domain's check (its row read again under a lock after the DNS lookup) and
 * single sign-on's account lookup (a raw statement over the team tables), the rhythm refresh's batched upserts and the
 * agency library's additions (each client's kit in one transaction, its pieces' refusals rolled back as savepoints).
 * With API_TESTS=engine (the full suite's PGlite pass, when a PostgreSQL pass follows: scripts/test.sh) only these
 * run; every file runs on PostgreSQL, the engine production runs on. The rule: docs/TESTING.md.
 */
const ENGINE_SENSITIVE = [
  'test/agency-credits.test.ts',
  'test/agency-library-kit-settings.test.ts',
  'test/agency-library-pieces.test.ts',
  'test/agency-library.test.ts',
  'test/analytics-rollups.test.ts',
  'test/api-v1-undo.test.ts',
  'test/billing-credits.test.ts',
  'test/campaigns.test.ts',
  'test/checkin-hot-updates.test.ts',
  'test/checkin-write.test.ts',
  'test/citus-readiness.test.ts',
  'test/closing.test.ts',
  'test/counter-breakdown-cache.test.ts',
  'test/counter-pin-ceiling.test.ts',
  'test/counter-fit-loyalty.test.ts',
  'test/custom-domains.test.ts',
  'test/customer-rhythm.test.ts',
  'test/data-export-memory.test.ts',
  'test/data-export.test.ts',
  'test/db-triggers.test.ts',
  'test/health-down.test.ts',
  'test/import-balances.test.ts',
  'test/import-consent.test.ts',
  'test/import-mapping.test.ts',
  'test/import-undo.test.ts',
  'test/import.test.ts',
  'test/job-payload-secrets.test.ts',
  'test/job-queue.test.ts',
  'test/locations-migration.test.ts',
  'test/loyalty-expiry.test.ts',
  'test/loyalty.test.ts',
  'test/money-migration.test.ts',
  'test/multipliers.test.ts',
  'test/status-tiers.test.ts',
  'test/persistence.test.ts',
  'test/referrals.test.ts',
  'test/rhythm-audience.test.ts',
  'test/send-pipeline.test.ts',
  'test/single-sign-on.test.ts',
  'test/tills-shopify.test.ts',
  'test/tills-square.test.ts',
  'test/webhooks-import.test.ts',
];
const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    include: process.env.API_TESTS === 'engine' ? ENGINE_SENSITIVE : ALL,
    // Several server processes on one database, or PgBouncer in front of it: only a PostgreSQL server can be shared
    // (the embedded one is in-process).
    exclude: process.env.TEST_DATABASE_URL
      ? []
      : ['test/two-processes.test.ts', 'test/campaigns-crash.test.ts', 'test/pgbouncer.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Passwords and PINs hashed at a low cost (platform/password-hash.ts: about a quarter of this suite's CPU at full
    // cost); password-hash.test.ts checks the full cost the app runs with.
    env: { PASSWORD_HASHING: 'fast' },
    pool: 'forks',
    // global.gc, for the data export's memory test (data-export-memory.test.ts).
    execArgv: ['--expose-gc'],
    // One module graph per worker, not per file: importing the app (pg-boss, better-auth, the schema) took ~5 s a
    // file, most of the pass. Files share nothing else: each starts and stops its own app on its own database or
    // businesses, and no test mocks a module.
    isolate: false,
    // 2 cores, and files that mostly wait (on the server, on job polling, on timers): more files at once than cores.
    // Measured on a clean clone (no cached order), the same afternoon (session 42): on a PostgreSQL server 180 s with
    // three (the cores idle 32%), 152 s with four (20%), 151 s with five; on PGlite, where each file's database runs
    // in its own process, 91 s with two (idle 28%), 81 s with three. Each file has its own database (PGlite) or its own
    // businesses (PostgreSQL).
    maxWorkers: process.env.TEST_DATABASE_URL ? 4 : 3,
  },
});
