import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { isLoopbackUrl, loadConfig } from './platform/config.ts';
import { stopGracefullyOnSignals } from './platform/graceful-shutdown.ts';
import { SEMI_SPACE_FLAG, youngGenerationCapped } from './platform/young-generation.ts';
import { testCheckoutOpen } from './providers/payments/index.ts';

const config = loadConfig();
const deps = await bootstrap(config);
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  deps.logger.info(
    { port: info.port, database: deps.database.kind, url: config.appUrl },
    `Regulars is running on ${config.appUrl}`,
  );
  // Which Node.js runs: npm's scripts pick the machine's own or the one installed with Regulars (scripts/node.sh).
  const nodeSource = process.env.REGULARS_NODE;
  deps.logger.info(`Node.js ${process.version}${nodeSource ? `, ${nodeSource}` : ''}`);
  if (!config.jobWorkers) {
    deps.logger.info(
      'JOB_WORKERS=off: this process queues jobs and works none; run one with JOB_WORKERS=on beside it.',
    );
  }
  // What a self-hosted install would otherwise get wrong without a word.
  if (isLoopbackUrl(config.appUrl)) {
    deps.logger.warn(
      { url: config.appUrl },
      'APP_URL is this computer: QR codes and emailed links will not open on other devices. Set APP_URL to the public address before printing QR codes.',
    );
  }
  if (!youngGenerationCapped()) {
    deps.logger.warn(
      `node was started without ${SEMI_SPACE_FLAG}: a data export can grow memory by 150 MB or more. Start it with \`npm start\` or \`node ${SEMI_SPACE_FLAG} server/dist/main.js\`.`,
    );
  }
  if (!config.smtpUrl && !config.sendgridApiKey) {
    deps.logger.warn(
      'No email provider configured (SMTP_URL or SENDGRID_API_KEY): emails are kept in the outbox, /admin/outbox.',
    );
  }
  if (!config.twilio) {
    deps.logger.warn('No SMS provider configured (TWILIO_*): text messages are kept in the outbox, /admin/outbox.');
  }
  if (!config.stripe && !testCheckoutOpen(config)) {
    deps.logger.warn(
      "No payment provider configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): paid plans cannot be bought on this server; a super admin can still change a business's tier.",
    );
  }
});

// serve() without a createServer option listens with node:http.
const http = server as Server;
// Keep an idle connection longer than the clients and load balancers in front of us do (60 s is the common idle
// timeout): with Node's 5 s, a client reusing a connection just as the server closed it gets ECONNRESET.
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;
stopGracefullyOnSignals({ server: http, stop: deps.stop, logger: deps.logger });
