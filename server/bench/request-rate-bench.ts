import http from 'node:http';
import { spawnServer } from '../test/spawn-server.ts';

const CONCURRENCY = 20;
const WARM_UP_MS = 1_000;
const MEASURE_MS = Number(process.env.BENCH_REQUEST_MS ?? 5_000);

/**
 * Requests per second of `GET /api/health` and a signed-in `GET /api/me`, served by the real server in a
 * process of its own (the client here takes the other core), with the same client and concurrency for both.
 */
export async function benchRequestRate(env: NodeJS.ProcessEnv) {
  const server = await spawnServer({ ...env, LOG_LEVEL: 'silent' });
  try {
    const cookie = await signUp(server.url);
    const health = await requestsPerSecond(`${server.url}/api/health`, {});
    const me = await requestsPerSecond(`${server.url}/api/me`, { cookie });
    return { health, me };
  } finally {
    await server.stop();
  }
}

/** One GET over a kept-alive connection; node:http costs the client far less than fetch, so the server is what is measured. */
function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let counting = false;
  let done = 0;
  let failed = 0;
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const status = await get(url, headers, agent);
      if (!counting) continue;
      if (status === 200) done += 1;
      else failed += 1;
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((r) => setTimeout(r, WARM_UP_MS));
  counting = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, MEASURE_MS));
  counting = false;
  const seconds = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  if (failed > 0) throw new Error(`${url}: ${failed} requests did not answer 200`);
  return done / seconds;
}

async function signUp(baseUrl: string): Promise<string> {
  const tiers = (await (await fetch(`${baseUrl}/api/tiers`)).json()) as { tiers: { id: string; name: string }[] };
  const res = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Bench Café',
      email: `bench-${Date.now()}@example.test`,
      password: 'bench-password-1',
      tierId: tiers.tiers.find((t) => t.name === 'Free')?.id,
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
