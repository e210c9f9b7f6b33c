import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './platform/config.ts';

const config = loadConfig();
const deps = await bootstrap(config);
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  deps.logger.info(
    { port: info.port, database: deps.database.kind, url: config.appUrl },
    `Regulars is running on ${config.appUrl}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.logger.info({ signal }, 'shutting down');
  server.close();
  await deps.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
