import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceived = { headers: http.IncomingHttpHeaders; body: string; path: string };

/**
 * A local webhook receiver started by the test: records every request and answers with the next status planned for
 * its path (200 once that plan is spent). Plans are per path (one endpoint each), so a late delivery of an earlier
 * test's endpoint never takes the answer planned for another.
 */
export async function startReceiver() {
  const received: TReceived[] = [];
  const plans = new Map<string, { status: number; body?: string }[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '/' });
      const answer = plans.get(req.url ?? '/')?.shift() ?? { status: 200, body: '{"ok":true}' };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The next answers to requests on `path`, in order. */
    answer: (path: string, ...answers: { status: number; body?: string }[]) => {
      const plan = plans.get(path) ?? [];
      plan.push(...answers);
      plans.set(path, plan);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
