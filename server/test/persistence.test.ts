import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { client, newBusiness, startTestApp } from './harness.ts';

// The embedded database keeps its data in DATA_DIR across restarts (on a server the data is the server's).
it('keeps accounts across a restart', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-data-'));
  const first = await startTestApp({ DATA_DIR: dataDir });
  const { email, password, client: signedIn } = await newBusiness(first, { companyName: 'Still Here' });
  await first.stop();

  const second = await startTestApp({ DATA_DIR: dataDir });
  // The generated auth secret is kept too, so the session cookie still works.
  const cookie = [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const again = await second.app.request('/api/me', { headers: { cookie } });
  expect(again.status).toBe(200);
  const res = await client(second.app).post('/api/login', { email, password });
  expect(res.status).toBe(200);
  expect(res.body.business.companyName).toBe('Still Here');
  const tiers = (await client(second.app).get('/api/tiers')).body.tiers;
  expect(tiers).toHaveLength(3);
  await second.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Two cold starts of an on-disk database, each migrating or opening it: slower than a test on a cloned template.
}, 90_000);
