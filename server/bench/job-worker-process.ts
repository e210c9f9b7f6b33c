import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/platform/config.ts';

/**
 * A process that only works the job queue, as a deployment runs one beside its JOB_WORKERS=off web processes: started
 * by a benchmark with the same settings as its app (the environment), stopped by SIGTERM. Says "ready" on stdout once
 * its workers are polling.
 */
const deps = await bootstrap(loadConfig(process.env), { startWorkers: true });
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void deps.stop().then(() => process.exit(0));
});
