import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../platform/config.ts';
import { DEMO_ACCOUNT, seedDemo } from './seed-demo.ts';

// `npm run db:seed-demo` (with the server stopped when using the embedded database: it is single-process).
const config = { ...loadConfig(), logLevel: 'warn' as const };
const deps = await bootstrap(config, { startWorkers: false });
const { created } = await seedDemo(deps.db, config);
await deps.stop();
console.log(created ? 'Demo business created.' : 'Demo business already exists.');
console.log(`  Sign in at ${config.appUrl}/login`);
console.log(`  Email:    ${DEMO_ACCOUNT.email}`);
console.log(`  Password: ${DEMO_ACCOUNT.password}`);
