import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { isGlobalAddress } from './global-address.ts';

/** A receiver has 5 seconds to answer. */
export const DELIVERY_TIMEOUT_MS = 5000;
/** How much of the answer the log keeps. */
const EXCERPT_BYTES = 1024;

export type TPostResult = {
  /** The receiver's status; null when there was no answer (refused, timed out, no connection). */
  status: number | null;
  /** The answer's first 1 KB, or why there was none. */
  body: string;
  durationMs: number;
};

class RefusedAddress extends Error {}

// Kept-alive connections per receiver: a busy endpoint is not a new TLS handshake per event. A reused socket goes to
// the address checked when it was opened.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

/**
 * The socket connects to the address this lookup returns, checked here: a host name that resolves to anything but a
 * global unicast address now (DNS can change after the endpoint was saved) is refused, and nothing re-resolves it afterwards.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = !allowPrivate && !addresses.every((a) => isGlobalAddress(a.address));
      if (refused) return callback(new RefusedAddress(WEBHOOK_MESSAGES.privateAddress), '', 0);
      if (options.all) return callback(null, addresses as unknown as string, 0);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Posts a signed JSON body; never throws: every outcome is a result the delivery log can show. */
export function postSigned({
  url,
  body,
  headers,
  allowPrivate,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
}): Promise<TPostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written as an IP is not looked up: checked here instead.
  if (!allowPrivate && isIP(host) && !isGlobalAddress(host)) {
    return Promise.resolve({ status: null, body: WEBHOOK_MESSAGES.privateAddress, durationMs: 0 });
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Omit<TPostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Regulars-Webhooks/1', ...headers },
        lookup: guardedLookup(allowPrivate),
        agent: target.protocol === 'https:' ? agents['https:'] : agents['http:'],
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) res.destroy();
        });
        const finish = () =>
          done({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
          });
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    // Five seconds for the whole answer, however slowly it trickles in.
    const timer = setTimeout(() => {
      done({ status: null, body: 'No answer within 5 seconds' });
      req.destroy();
    }, DELIVERY_TIMEOUT_MS);
    req.on('error', (err) => {
      const message = err instanceof RefusedAddress ? err.message : `Could not connect: ${describe(err)}`;
      done({ status: null, body: message });
    });
    req.end(body);
  });
}

function describe(err: Error & { code?: string }): string {
  return err.code ?? err.message;
}
