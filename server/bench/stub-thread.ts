import { parentPort } from 'node:worker_threads';
import { startSquareStub, type TSquareStub } from '../test/stubs/square-stub.ts';

/**
 * The Square stub on a thread of its own (stub-in-thread.ts starts it): Square's servers are not the app's CPU, so
 * the stub answering the workers' reads must not share the event loop of the webhook being measured.
 */
const stub = await startSquareStub();
const port = parentPort;
if (!port) throw new Error('stub-thread.ts runs as a worker thread');
port.on('message', async ({ id, method, args }: { id: number; method: keyof TSquareStub; args: unknown[] }) => {
  try {
    const fn = stub[method] as (...a: unknown[]) => unknown;
    port.postMessage({ id, value: await fn(...args) });
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message });
  }
});
const { url, applicationId, applicationSecret, appAccessToken } = stub;
port.postMessage({ ready: { url, applicationId, applicationSecret, appAccessToken } });
