import { expect, it } from 'vitest';
import { client, startTestApp } from './harness.ts';

it('answers 503 when the database is down', async () => {
  const t = await startTestApp();
  await t.deps.queue.stop();
  await t.deps.database.close();
  const res = await client(t.app).get('/api/health');
  expect(res).toMatchObject({ status: 503, body: { status: 'error', db: 'error' } });
});
