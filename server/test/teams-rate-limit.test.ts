import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('invitation endpoints', () => {
  it('rate-limit guessing tokens', async () => {
    const anon = client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await anon.post('/api/invitations/lookup', { token: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);

    const accepts: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await anon.post('/api/invitations/accept/sign-in', {
        token: `guess-${i}`,
        email: 'x@example.test',
        password: 'whatever',
      });
      accepts.push(res.status);
    }
    expect(accepts.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(accepts[20]).toBe(429);
  });
});
