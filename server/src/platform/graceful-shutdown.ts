import type { Server, ServerResponse } from 'node:http';
import type { TLogger } from './logger.ts';

/** How long stopping may take: within what an orchestrator waits after SIGTERM before it kills the process. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * On SIGTERM or SIGINT (a deploy, a scale-down, Ctrl-C): stop taking connections, answer the requests already in
 * flight, then `stop()` (the job queue lets each running handler finish its current step, the database pool closes)
 * and exit 0. Whatever still hangs at the deadline, the process exits 1 with a log line saying what it was waiting
 * for.
 */
export function stopGracefullyOnSignals({
  server,
  stop,
  logger,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: {
  server: Server;
  stop: () => Promise<void>;
  logger: TLogger;
  deadlineMs?: number;
}): void {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.on('request', (_req, res) => {
    // A request on a keep-alive connection opened before the signal is still answered, and its connection closed.
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // server.close() waits for every connection: a browser's idle keep-alive one would hold it for seconds.
      if (stopping) server.closeIdleConnections();
    });
  });

  const shutDown = async (signal: NodeJS.Signals) => {
    const started = Date.now();
    let waitingFor = 'requests in flight';
    logger.info(
      { signal, inFlightRequests: inFlight.size },
      'Shutting down: no new connections, finishing the work in hand',
    );
    const deadline = setTimeout(() => {
      logger.error(
        { signal, waitingFor, inFlightRequests: inFlight.size },
        `Shutdown did not finish within ${deadlineMs / 1000} s (still waiting for ${waitingFor}): exiting anyway`,
      );
      process.exit(1);
    }, deadlineMs);
    try {
      // Their answers tell the client not to send another request on the same connection.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      waitingFor = 'the running jobs and the database';
      await stop();
    } catch (err) {
      clearTimeout(deadline);
      logger.error({ err, signal, waitingFor }, 'Shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    logger.info({ signal, seconds: (Date.now() - started) / 1000 }, 'Shut down cleanly');
    process.exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    // Ctrl-C under `npm start` arrives twice (from the terminal and forwarded by npm): the deadline bounds the wait.
    if (stopping) return;
    stopping = true;
    void shutDown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
