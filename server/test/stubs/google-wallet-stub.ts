import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

export type TGoogleCall = { method: string; path: string; body: any; authorized: boolean };

/**
 * A local stand-in for Google: the OAuth token endpoint (it checks the service account's JWT assertion with the test
 * key's public half) and the Wallet REST API's loyalty classes and objects, kept in memory as Google would (insert:
 * 409 when the id exists; patch: merged; update: replaced). Every Wallet API call is recorded.
 */
export async function startGoogleWalletStub({ publicKey, clientEmail }: { publicKey: string; clientEmail: string }) {
  const key = await importSPKI(publicKey, 'RS256');
  const calls: TGoogleCall[] = [];
  const assertions: Record<string, unknown>[] = [];
  const classes = new Map<string, any>();
  const objects = new Map<string, any>();
  const token = 'stub-access-token';
  let url = '';

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/token') {
        const form = new URLSearchParams(raw);
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', key, {
            issuer: clientEmail,
            audience: `${url}/token`,
          });
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant');
          assertions.push(payload);
          return send(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
        } catch {
          return send(400, { error: 'invalid_grant' });
        }
      }
      const body = raw ? JSON.parse(raw) : null;
      const authorized = req.headers.authorization === `Bearer ${token}`;
      calls.push({ method: req.method ?? '', path, body, authorized });
      if (!authorized) return send(401, { error: { code: 401 } });
      const match = /^\/walletobjects\/v1\/(loyaltyClass|loyaltyObject)(?:\/([^/]+))?$/.exec(path);
      if (!match) return send(404, { error: { code: 404 } });
      const store = match[1] === 'loyaltyClass' ? classes : objects;
      const id = match[2] ? decodeURIComponent(match[2]) : body?.id;
      if (req.method === 'POST') {
        if (store.has(id)) return send(409, { error: { code: 409, message: 'exists' } });
        store.set(id, body);
        return send(200, body);
      }
      if (!store.has(id)) return send(404, { error: { code: 404 } });
      store.set(id, req.method === 'PATCH' ? { ...store.get(id), ...body } : body);
      return send(200, store.get(id));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    assertions,
    classes,
    objects,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
