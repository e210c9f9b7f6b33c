import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers a message: an HTTP status (201 takes it), or 'hang-up' (reads it, then drops the socket). */
export type TTwilioAnswer = number | 'hang-up';

export type TTwilioRequest = { to: string; body: string; from?: string; statusCallback?: string; sid?: string };

/**
 * A local stand-in for Twilio's Messages API. Every request is kept; for a number, `script` lists the answers to its
 * next requests in order (then 201).
 */
export async function startTwilioStub() {
  const requests: TTwilioRequest[] = [];
  const scripts = new Map<string, TTwilioAnswer[]>();
  let sids = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/2010-04-01\/Accounts\/[^/]+\/Messages\.json$/.test(req.url ?? '')) {
        res.writeHead(404).end();
        return;
      }
      const form = new URLSearchParams(raw);
      const request: TTwilioRequest = {
        to: form.get('To') ?? '',
        body: form.get('Body') ?? '',
        from: form.get('From') ?? undefined,
        statusCallback: form.get('StatusCallback') ?? undefined,
      };
      requests.push(request);
      const answer = scripts.get(request.to)?.shift() ?? 201;
      if (answer === 'hang-up') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer, { 'content-type': 'application/json' });
      if (answer === 201) {
        request.sid = `SM${String(++sids).padStart(32, '0')}`;
        res.end(JSON.stringify({ sid: request.sid, status: 'queued', to: request.to, body: request.body }));
      } else {
        const code = answer === 400 ? 21211 : 20500;
        res.end(
          JSON.stringify({
            code,
            message: answer === 400 ? "The 'To' number is not valid." : 'Internal error',
            status: answer,
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests made for one number. */
    to: (phone: string) => requests.filter((r) => r.to === phone),
    script: (phone: string, answers: TTwilioAnswer[]) => scripts.set(phone, [...answers]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
