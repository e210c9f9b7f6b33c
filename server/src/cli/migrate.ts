import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { loadConfig } from '../platform/config.ts';

// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pooling: config.databasePooling,
  dataDir: config.dataDir,
});
await withStartupLock(database, () => runMigrations(database));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
