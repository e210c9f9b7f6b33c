import { randomUUID } from 'node:crypto';
import type { TGettingStarted } from '@regulars/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, clientOwner } from './factories/agency.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode, newQrCodeAt } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const NOTHING_DONE: TGettingStarted = {
  program: false,
  qrCode: false,
  customer: false,
  visit: false,
  welcomeMessage: false,
  timeZone: false,
  agency: null,
};

async function checklist(c: TClient): Promise<TGettingStarted> {
  const res = await c.get('/api/dashboard/getting-started');
  expect(res.status).toBe(200);
  return res.body;
}

const welcomeSms = { name: 'Welcome text', triggerType: 'welcome', messageTemplate: 'Hi {firstName}, welcome!' };
const visit = (c: TClient, customerId: string) =>
  c.post(`/api/customers/${customerId}/visits`, { idempotencyKey: randomUUID() });

describe('the getting-started checklist', () => {
  it('starts with nothing done and ticks each step as the owner does it', async () => {
    const { client: c } = await newBusiness(t);
    expect(await checklist(c)).toEqual(NOTHING_DONE);

    await newProgram(c);
    expect(await checklist(c)).toEqual({ ...NOTHING_DONE, program: true });

    await newQrCodeAt(c, 'Front door');
    expect(await checklist(c)).toEqual({ ...NOTHING_DONE, program: true, qrCode: true });

    const customer = await addCustomer(c);
    expect(await checklist(c)).toEqual({ ...NOTHING_DONE, program: true, qrCode: true, customer: true });

    expect((await visit(c, customer.id)).status).toBe(201);
    expect(await checklist(c)).toEqual({
      program: true,
      qrCode: true,
      customer: true,
      visit: true,
      welcomeMessage: false,
      timeZone: false,
      agency: null,
    });

    expect((await c.post('/api/sms-templates', welcomeSms)).status).toBe(201);
    expect(await checklist(c)).toEqual({
      program: true,
      qrCode: true,
      customer: true,
      visit: true,
      welcomeMessage: true,
      timeZone: false,
      agency: null,
    });
  });

  it("never ticks a step from another business's rows", async () => {
    const busy = await newBusiness(t);
    await newProgram(busy.client);
    await newQrCode(busy.client);
    const customer = await addCustomer(busy.client);
    await visit(busy.client, customer.id);
    await busy.client.post('/api/sms-templates', welcomeSms);
    await busy.client.put('/api/settings/sending', {
      timeZone: 'Europe/Paris',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    expect(await checklist(busy.client)).toEqual({
      program: true,
      qrCode: true,
      customer: true,
      visit: true,
      welcomeMessage: true,
      timeZone: true,
      agency: null,
    });

    const fresh = await newBusiness(t);
    expect(await checklist(fresh.client)).toEqual(NOTHING_DONE);
  });

  it('counts a purchase as the first visit, but not a visit that was undone', async () => {
    const { client: c } = await newBusiness(t);
    const customer = await addCustomer(c);
    const undone = await visit(c, customer.id);
    expect((await c.post(`/api/loyalty/actions/${undone.body.actionId}/undo`, {})).status).toBe(200);
    expect((await checklist(c)).visit).toBe(false);

    const purchase = await c.post(`/api/customers/${customer.id}/purchases`, {
      idempotencyKey: randomUUID(),
      amount: 12.5,
    });
    expect(purchase.status).toBe(201);
    expect((await checklist(c)).visit).toBe(true);
  });

  it('counts customers who are not deleted', async () => {
    const { client: c } = await newBusiness(t);
    const customer = await addCustomer(c);
    expect((await checklist(c)).customer).toBe(true);
    expect((await c.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    expect((await checklist(c)).customer).toBe(false);
  });

  it('wants an active welcome template: another trigger or a deactivated one does not count, an email one does', async () => {
    const { client: c } = await newBusiness(t);
    await c.post('/api/sms-templates', { ...welcomeSms, name: 'Birthday', triggerType: 'birthday' });
    const sms = await c.post('/api/sms-templates', welcomeSms);
    expect((await checklist(c)).welcomeMessage).toBe(true);
    expect((await c.patch(`/api/sms-templates/${sms.body.id}/active`, { active: false })).status).toBe(200);
    expect((await checklist(c)).welcomeMessage).toBe(false);

    const email = await c.post('/api/email-templates', {
      name: 'Welcome email',
      triggerType: 'welcome',
      subject: 'Welcome, {firstName}',
      body: 'Glad to have you.',
    });
    expect(email.status).toBe(201);
    expect((await checklist(c)).welcomeMessage).toBe(true);
  });

  it("gives an agency its own steps, from its own clients' rows only; an opened client has the usual ones", async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const other = await newBusiness(t, { tierName: 'Agency' });
    const otherClient = await addClient(other.client, 'Elsewhere Bakery');
    await clientOwner(t, other.client, otherClient);
    expect((await checklist(agency.client)).agency).toEqual({
      client: false,
      ownerInvited: false,
      clientProgram: false,
    });

    const harbor = await addClient(agency.client, 'Harbor Coffee');
    expect((await checklist(agency.client)).agency).toEqual({
      client: true,
      ownerInvited: false,
      clientProgram: false,
    });
    await clientOwner(t, agency.client, harbor);
    expect((await checklist(agency.client)).agency).toEqual({ client: true, ownerInvited: true, clientProgram: false });

    // Opened, the client shows its own checklist; its program ticks the agency's last step.
    expect((await agency.client.post('/api/agency/open', { businessId: harbor })).status).toBe(200);
    expect(await checklist(agency.client)).toEqual(NOTHING_DONE);
    await newProgram(agency.client);
    expect((await agency.client.post('/api/agency/open', { businessId: null })).status).toBe(200);
    expect((await checklist(agency.client)).agency).toEqual({ client: true, ownerInvited: true, clientProgram: true });
    // The agency's own loyalty steps stay untouched by its client's program.
    expect((await checklist(agency.client)).program).toBe(false);
    expect((await checklist(other.client)).agency).toEqual({ client: true, ownerInvited: true, clientProgram: false });
  });

  it("shows a team member the team's business", async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, owner.client);
    await newProgram(member.client);
    expect(await checklist(owner.client)).toEqual({ ...NOTHING_DONE, program: true });
    expect(await checklist(member.client)).toEqual({ ...NOTHING_DONE, program: true });
  });

  it('asks for a sign-in', async () => {
    const res = await client(t.app).get('/api/dashboard/getting-started');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Not authenticated');
  });
});
