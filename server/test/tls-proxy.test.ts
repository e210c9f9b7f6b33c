import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueHost, verifiedDomain } from './factories/custom-domains.ts';
import { eventually, startIsolatedTestApp, type TTestApp } from './harness.ts';
import { freePort } from './spawn-server.ts';
import { startDnsStub } from './stubs/dns-stub.ts';

/*
 * The way docs/CUSTOM-DOMAINS.md tells an operator to serve every business's own domain: Caddy in front of the app,
 * getting a certificate for a name the first time someone asks for it (on_demand_tls) only after the app's
 * /api/public/domains/allowed says the name is a verified own domain. Here with Caddy's own local CA (`tls internal`)
 * instead of Let's Encrypt: the same asking, with self-signed certificates this test trusts.
 */
let t: TTestApp;
let dns: Awaited<ReturnType<typeof startDnsStub>>;
let app: ReturnType<typeof serve>;
let caddy: ChildProcess;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-caddy-'));
let httpsPort = 0;

/** Caddy from Debian's package (`apt-get install caddy`, as .ci/run does); the suite says so rather than skipping. */
function caddyBinary(): string {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return 'caddy';
  } catch {
    throw new Error(
      'caddy is not installed: the own-domain proxy test runs it (apt-get install caddy, or run .ci/run)',
    );
  }
}

beforeAll(async () => {
  const binary = caddyBinary();
  dns = await startDnsStub();
  t = await startIsolatedTestApp('tls_proxy', { DNS_SERVERS: dns.server });
  const appPort = await freePort();
  app = serve({ fetch: t.app.fetch, port: appPort, hostname: '127.0.0.1' });
  httpsPort = await freePort();
  const httpPort = await freePort();
  const caddyfile = `{
  admin off
  skip_install_trust
  storage file_system ${dir}/data
  http_port ${httpPort}
  https_port ${httpsPort}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/public/domains/allowed
  }
}

https:// {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`;
  fs.writeFileSync(path.join(dir, 'Caddyfile'), caddyfile);
  const home = { HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  caddy = spawn(binary, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, ...home },
    stdio: 'ignore',
  });
  // Its local CA is made at start: the root certificate this test trusts.
  await eventually(async () => fs.existsSync(rootCertificate()), 20_000);
});

afterAll(async () => {
  caddy?.kill('SIGTERM');
  app?.close();
  await t?.stop();
  await dns?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rootCertificate = () => path.join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');

/** GET over TLS to Caddy with `hostname` as the name asked for (SNI and Host), trusting only Caddy's local CA. */
function fetchThroughProxy(hostname: string, urlPath: string) {
  return new Promise<{ status: number; body: string; certificateNames: string }>((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path: urlPath,
        servername: hostname,
        headers: { host: `${hostname}:${httpsPort}` },
        ca: fs.readFileSync(rootCertificate()),
        checkServerIdentity: () => undefined,
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate();
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, certificateNames: certificate.subjectaltname ?? '' }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

it('gets a certificate for a verified own domain and serves that business there', async () => {
  const owner = await verifiedDomain(t, dns);
  const answer = await fetchThroughProxy(owner.hostname, '/api/public/host-brand');
  expect(answer.certificateNames).toBe(`DNS:${owner.hostname}`);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ name: 'Harbour Loyalty' });
  // The Host reaches the app unchanged: what is not a customer page is not served there.
  expect((await fetchThroughProxy(owner.hostname, '/api/me')).status).toBe(404);
}, 60_000);

it('refuses a certificate for a name the app does not know, and for one not verified yet', async () => {
  await expect(fetchThroughProxy(uniqueHost(), '/api/public/host-brand')).rejects.toThrow();
  const pending = await verifiedDomain(t, dns).then(async (owner) => {
    // The same business's name changed to one whose TXT record is not there: pending, no certificate.
    const hostname = uniqueHost();
    expect((await owner.client.put('/api/settings/domain', { hostname })).status).toBe(200);
    return hostname;
  });
  await expect(fetchThroughProxy(pending, '/api/public/host-brand')).rejects.toThrow();
  // Caddy asked the app each time, and was told no.
  const refusals = t.logLines.filter(
    (line) => line.includes('/api/public/domains/allowed') && line.includes('"status":404'),
  );
  expect(refusals.length).toBeGreaterThanOrEqual(2);
}, 60_000);
