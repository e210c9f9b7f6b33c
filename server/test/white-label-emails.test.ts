import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, clientOwner } from './factories/agency.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
  uniqueEmail,
} from './harness.ts';

/**
 * Issue 53, "White-label, truthful": the emails a white-label agency's client's people get about their own account
 * and business speak as the business, never the platform; everyone else's still say Regulars.
 */
let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
});
afterAll(() => t?.stop());

type TMail = { subject: string; text: string; html: string | null; fromName: string | null };

async function mailTo(email: string, subject: RegExp): Promise<TMail> {
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    return (res.body.messages as TMail[]).find((m) => subject.test(m.subject));
  });
}

const everything = (m: TMail) => `${m.subject}\n${m.text}\n${m.html}\n${m.fromName}`;

/** A client of an agency on the Agency plan (white-label), and its owner's address and signed-in client. */
async function whiteLabelClient(companyName: string) {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Harbour Group' });
  const clientId = await addClient(agency.client, companyName);
  const email = uniqueEmail('client-owner');
  const owner = await clientOwner(t, agency.client, clientId, email);
  return { agency, clientId, email, owner };
}

describe('a white-label client’s emails', () => {
  it('a password reset names the business, is sent as it, and names no platform; the agency’s own says Regulars', async () => {
    const { agency, email } = await whiteLabelClient('Sunset Yoga Studio');
    expect((await client(t.app).post('/api/password-reset/request', { email })).status).toBe(200);
    const reset = await mailTo(email, /^Reset your/);
    expect(reset).toMatchObject({ subject: 'Reset your Sunset Yoga Studio password', fromName: 'Sunset Yoga Studio' });
    expect(reset.text).toContain('the password of your Sunset Yoga Studio account');
    expect(everything(reset)).not.toMatch(/Regulars|Harbour/);
    // The link still works: the brand changed the words only.
    expect(reset.text).toMatch(/reset-password\?token=/);

    expect((await client(t.app).post('/api/password-reset/request', { email: agency.email })).status).toBe(200);
    const agencyReset = await mailTo(agency.email, /^Reset your/);
    expect(agencyReset).toMatchObject({ subject: 'Reset your Regulars password', fromName: null });
  });

  it('the data export’s email, README and file name name only the business', async () => {
    const { email, owner } = await whiteLabelClient('Tidewater Tea');
    const started = await owner.post('/api/data-exports');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const ready = await mailTo(email, /^Your data export/);
    expect(ready).toMatchObject({ subject: 'Your data export for Tidewater Tea is ready', fromName: 'Tidewater Tea' });
    expect(ready.text).toContain("The export of all of Tidewater Tea's data is ready");
    expect(everything(ready)).not.toMatch(/Regulars|Harbour/);

    const [done] = (await owner.get('/api/data-exports')).body.exports;
    expect(done).toMatchObject({
      status: 'ready',
      fileName: expect.stringMatching(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/),
    });
    const zip = await t.app.request(`/api/data-exports/${done.id}/download`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: 'http://localhost:3000' },
    });
    expect(zip.status).toBe(200);
    const readme = strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['README.txt']);
    expect(readme).toMatch(/^All data of Tidewater Tea, exported /);
    expect(readme).not.toContain('Regulars');
  });

  it('a support reply points to Help, sent as Support, with no platform name; a Pro business’s says Regulars', async () => {
    const { email, owner } = await whiteLabelClient('Morning Glory Bakery');
    const pro = await newBusiness(t, { tierName: 'Pro' });
    for (const [c, subject] of [
      [owner, 'Printing the QR poster'],
      [pro.client, 'Printing the Pro poster'],
    ] as const) {
      const sent = await c.post('/api/support/requests', { subject, message: 'Where is the poster?', pagePath: '/qr' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const replied = await admin.post(`/api/admin/support/${sent.body.request.id}/replies`, {
        body: 'Under QR codes.',
      });
      expect(replied.status).toBe(201);
    }
    const reply = await mailTo(email, /^Re: Printing the QR poster$/);
    expect(reply).toMatchObject({ fromName: 'Support' });
    expect(reply.text).toContain('You can read the whole conversation under Help: http');
    expect(everything(reply)).not.toMatch(/Regulars|Harbour/);
    const proReply = await mailTo(pro.email, /^Re: Printing the Pro poster$/);
    expect(proReply).toMatchObject({ fromName: null });
    expect(proReply.text).toContain('under Help in Regulars: http');
  });
});
