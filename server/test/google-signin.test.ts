import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';

/** A local stand-in for Google's OAuth issuer: discovery, authorize, token and userinfo endpoints. */
function startFakeIssuer(profile: { sub: string; email: string; name: string }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
      });
    }
    if (url.pathname === '/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'fake-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token') return json({ access_token: 'fake-access', token_type: 'Bearer', expires_in: 3600 });
    if (url.pathname === '/userinfo') return json({ ...profile, id: profile.sub, email_verified: true });
    res.writeHead(404).end();
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

let t: TTestApp;
let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
const email = uniqueEmail('google');

beforeAll(async () => {
  issuer = await startFakeIssuer({ sub: `google-${email}`, email, name: 'Fox Mulder' });
  t = await startTestApp({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_ISSUER: issuer.url,
  });
});
afterAll(async () => {
  await t?.stop();
  issuer?.close();
});

it('signs in with Google, lands on /dashboard and gets a Free business (active, no trial) named after the user', async () => {
  const c = client(t.app);
  expect((await c.get('/api/auth-config')).body).toEqual({
    googleEnabled: true,
    appUrlIsLoopback: true,
    testPayments: false,
    passkeys: true,
  });

  const start = await c.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  expect(start.status).toBe(200);
  const authorize = await fetch(start.body.url, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/callback/google');

  const done = await c.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  expect(done.headers.get('location')).toMatch(/\/dashboard$/);

  const me = await c.get('/api/me');
  expect(me.status).toBe(200);
  expect(me.body.user.email).toBe(email);
  expect(me.body.business).toMatchObject({ companyName: 'Fox Mulder', tierName: 'Free', subscriptionStatus: 'active' });
});
