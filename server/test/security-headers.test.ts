import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

// A stand-in for web/dist, which may not be built when the API suite runs.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets', 'x.js'), 'export {};');

let t: TTestApp;
let https: TTestApp;
beforeAll(async () => {
  [t, https] = await Promise.all([
    startTestApp({ WEB_DIST: webDist }),
    startTestApp({ WEB_DIST: webDist, APP_URL: 'https://regulars.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.stop(), https?.stop()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/does-not-exist', '/api/me']) {
      const res = await t.app.request(url);
      expectSecurityHeaders(res.headers);
    }
    expectSecurityHeaders((await t.app.request('/api/login', { method: 'POST', body: '{' })).headers);
  });

  it('are on the SPA page and on static files', async () => {
    for (const url of ['/', '/dashboard', '/assets/x.js']) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expectSecurityHeaders(res.headers);
    }
  });

  it('let only the counter screen use the camera', async () => {
    for (const url of ['/checkin', '/checkin/scan']) {
      const res = await t.app.request(url);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    }
    for (const url of ['/counters', '/api/counter', '/dashboard']) {
      expect((await t.app.request(url)).headers.get('permissions-policy'), url).toContain('camera=()');
    }
  });

  it('add HSTS and upgrade-insecure-requests only when the app is served over https', async () => {
    const res = await https.app.request('/dashboard');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toBe(`${CSP}; upgrade-insecure-requests`);
    expect((await https.app.request('/api/health')).headers.get('strict-transport-security')).toContain('max-age=');
    expect((await t.app.request('/dashboard')).headers.get('content-security-policy')).not.toContain('upgrade');
  });
});

/** A request carrying the signed-in client's session cookie, with the headers a browser would add. */
function asBrowser(c: TClient, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return t.app.request(url, {
    method,
    headers: {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': 'application/json',
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('cross-site requests', () => {
  const customer = { firstName: 'Eve', phone: '4155550199' };

  it('refuse a state change posted from another site with the session cookie, and change nothing', async () => {
    const { client: c } = await newBusiness(t);
    const evil = await asBrowser(c, 'POST', '/api/customers', { origin: 'https://evil.example' }, customer);
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request came from another site and was refused.' },
    });
    expectSecurityHeaders(evil.headers);
    // A browser that names no origin but says the request is cross-site is refused too.
    const fetchMeta = await asBrowser(c, 'POST', '/api/customers', { 'sec-fetch-site': 'cross-site' }, customer);
    expect(fetchMeta.status).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await asBrowser(c, method, '/api/customers/x', { origin: 'null' }, {});
      expect(res.status, method).toBe(403);
    }
    expect((await c.get('/api/customers')).body.total).toBe(0);
    // Sign-out is a state change too: the session still works.
    expect((await asBrowser(c, 'POST', '/api/logout', { origin: 'https://evil.example' }, {})).status).toBe(403);
    expect((await c.get('/api/me')).status).toBe(200);
  });

  it('accept the same origin, and callers that send no Origin (servers, curl)', async () => {
    const { client: c } = await newBusiness(t);
    expect((await c.post('/api/customers', customer)).status).toBe(201);
    const sameOrigin = await asBrowser(
      c,
      'POST',
      '/api/customers',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { ...customer, phone: '4155550198' },
    );
    expect(sameOrigin.status).toBe(201);
    const noOrigin = await asBrowser(c, 'POST', '/api/customers', {}, { ...customer, phone: '4155550197' });
    expect(noOrigin.status).toBe(201);
    expect((await c.get('/api/customers')).body.total).toBe(3);
  });

  it('leave reads and the Stripe webhook alone', async () => {
    const { client: c } = await newBusiness(t);
    const read = await asBrowser(c, 'GET', '/api/customers', { origin: 'https://evil.example' });
    expect(read.status).toBe(200);
    // Unsigned, so refused by the webhook itself (400), not by the origin check (403).
    const hook = await t.app.request('/stripe-webhook', {
      method: 'POST',
      headers: { origin: 'https://stripe.example', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(hook.status).not.toBe(403);
  });
});
