import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

export type TApnsPush = {
  path: string;
  topic: string | undefined;
  pushType: string | undefined;
  body: string;
  clientCn: string | null;
};

/**
 * A local stand-in for APNs: HTTP/2 over TLS with a certificate of the test CA, asking for the client's certificate
 * (the pass certificate, as APNs does). It records every push; a token listed in `gone` answers 410 as APNs does for
 * a device that no longer has the pass.
 */
export async function startApnsStub({ cert, key, ca }: { cert: string; key: string; ca: string }) {
  const pushes: TApnsPush[] = [];
  const gone = new Set<string>();
  /** Tokens answered 503, as APNs does while it cannot take pushes: the push job fails and is retried. */
  const busy = new Set<string>();
  const server = http2.createSecureServer({ cert, key, ca, requestCert: true, rejectUnauthorized: false });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const path = String(headers[':path']);
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerCertificate();
      pushes.push({
        path,
        topic: headers['apns-topic'] as string | undefined,
        pushType: headers['apns-push-type'] as string | undefined,
        body,
        clientCn: peer?.subject?.CN ? String(peer.subject.CN) : null,
      });
      const token = decodeURIComponent(path.replace('/3/device/', ''));
      if (busy.has(token)) {
        stream.respond({ ':status': 503, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'ServiceUnavailable' }));
        return;
      }
      if (gone.has(token)) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered' }));
        return;
      }
      stream.respond({ ':status': 200, 'apns-id': 'stub' });
      stream.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}`,
    pushes,
    gone,
    busy,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
