import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Several server processes on one database, or PgBouncer in front of it: only a PostgreSQL server can be shared
    // (the embedded one is in-process).
    exclude: process.env.TEST_DATABASE_URL
      ? []
      : ['test/two-processes.test.ts', 'test/campaigns-crash.test.ts', 'test/pgbouncer.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // global.gc, for the data export's memory test (data-export-memory.test.ts).
    execArgv: ['--expose-gc'],
    // One module graph per worker, not per file: importing the app (pg-boss, better-auth, the schema) took ~5 s a
    // file, most of the pass. Files share nothing else: each starts and stops its own app on its own database or
    // businesses, and no test mocks a module.
    isolate: false,
    // 2 cores: one file per core; each file has its own database (PGlite) or its own businesses (PostgreSQL).
    maxWorkers: 2,
  },
});
