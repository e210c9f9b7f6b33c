import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp, uniqueEmail } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

async function timeZoneStep(c: TClient): Promise<boolean> {
  const res = await c.get('/api/dashboard/getting-started');
  expect(res.status).toBe(200);
  return res.body.timeZone;
}

const sending = (timeZone: string) => ({ timeZone, quietHoursStart: '21:00', quietHoursEnd: '08:00' });

describe("the getting-started checklist's time zone step", () => {
  it('is not done for a new business without a zone, and done once the owner saves one', async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    expect(await timeZoneStep(owner.client)).toBe(false);
    expect(await timeZoneStep(member.client)).toBe(false);

    const saved = await owner.client.put('/api/settings/sending', sending('Pacific/Auckland'));
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe('Pacific/Auckland');
    expect(await timeZoneStep(owner.client)).toBe(true);
    // The team works in the owner's business, so the step is done for them too.
    expect(await timeZoneStep(member.client)).toBe(true);
  });

  it('is done from the start when the sign-up brought the browser zone', async () => {
    const c = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
    const tiers = (await c.get('/api/tiers')).body.tiers as { id: string; name: string }[];
    const free = tiers.find((tier) => tier.name === 'Free');
    const signup = await c.post('/api/signup', {
      companyName: 'Harbour Café',
      email: uniqueEmail('zoned'),
      password: 'correct-horse-1',
      tierId: free?.id,
      timeZone: 'America/New_York',
    });
    expect(signup.status).toBe(201);
    expect(await timeZoneStep(c)).toBe(true);
  });

  it("never counts another business's zone", async () => {
    const zoned = await newBusiness(t);
    expect((await zoned.client.put('/api/settings/sending', sending('Europe/Paris'))).status).toBe(200);
    const fresh = await newBusiness(t);
    expect(await timeZoneStep(fresh.client)).toBe(false);
  });
});
