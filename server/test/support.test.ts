import { randomUUID } from 'node:crypto';
import { SUPPORT_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, outboxMessages, supportReplies, supportRequests } from '../src/db/schema/index.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  client,
  eventually,
  newBusiness,
  startIsolatedTestApp,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

/** "Help" and the super admin's Support queue (issue 32). */
let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
});
afterAll(() => t?.stop());

const REQUESTS = '/api/support/requests';
const request = (subject = 'Stamps not showing') => ({
  subject,
  message: 'A customer scanned twice and the stamp count did not change.\nWhat should we do?',
  pagePath: '/customers',
});

async function send(c: TClient, body = request()) {
  const res = await c.post(REQUESTS, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.request as { id: string; priority: boolean; planName: string; status: string };
}

/** Every open request of the queue (this file's and any other's on the shared database). */
async function openQueue() {
  const res = await admin.get('/api/admin/support?status=open&limit=100');
  expect(res.status).toBe(200);
  return res.body.requests as { id: string; priority: boolean; createdAt: string; businessName: string }[];
}

describe('sending a request', () => {
  it('stores it with the page, the requester and the plan, and lists it with its replies, newest first', async () => {
    const b = await newBusiness(t, { companyName: 'Corner Bakery' });
    const first = await send(b.client, request('First question'));
    const second = await b.client.post(REQUESTS, request('Second question'));
    expect(second.status).toBe(201);
    expect(second.body.request).toEqual({
      id: expect.any(String),
      subject: 'Second question',
      message: request().message,
      pagePath: '/customers',
      requesterName: expect.any(String),
      requesterEmail: b.email,
      planName: 'Free',
      priority: false,
      status: 'open',
      createdAt: expect.any(String),
      answeredAt: null,
      replies: [],
    });
    const list = await b.client.get(REQUESTS);
    expect(list.status).toBe(200);
    expect(list.body.requests.map((r: { id: string }) => r.id)).toEqual([second.body.request.id, first.id]);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, first.id));
    expect(row).toMatchObject({ businessId: b.businessId, createdByUserId: b.me.user.id, planName: 'Free' });
  });

  it('marks an Agency business’s request as priority', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    expect(await send(agency.client)).toMatchObject({ planName: 'Agency', priority: true });
  });

  it('lets a team member send one, in the name of the team’s business', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    const member = await newTeamMember(t, b.client);
    const sent = await send(member.client);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, sent.id));
    expect(row).toMatchObject({ businessId: b.businessId, requesterEmail: member.email });
    expect((await b.client.get(REQUESTS)).body.requests.map((r: { id: string }) => r.id)).toEqual([sent.id]);
  });

  it('refuses a missing or too long subject or message, and a page that is not a path, in plain words', async () => {
    const b = await newBusiness(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request(), subject: '   ' }, SUPPORT_MESSAGES.subjectRequired],
      [{ ...request(), subject: 'x'.repeat(201) }, SUPPORT_MESSAGES.subjectTooLong],
      [{ ...request(), message: '' }, SUPPORT_MESSAGES.messageRequired],
      [{ ...request(), message: 'x'.repeat(5001) }, SUPPORT_MESSAGES.messageTooLong],
      [{ ...request(), pagePath: 'https://evil.test/' }, SUPPORT_MESSAGES.pageInvalid],
      [{ ...request(), pagePath: `/${'a'.repeat(500)}` }, SUPPORT_MESSAGES.pageInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await b.client.post(REQUESTS, body);
      expect([res.status, res.body.error.code, JSON.stringify(res.body.error)]).toEqual([
        400,
        'VALIDATION',
        expect.stringContaining(message),
      ]);
    }
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.businessId, b.businessId))).toEqual([]);
  });

  it('needs a session, and never writes the subject or message to the log', async () => {
    expect((await client(t.app).post(REQUESTS, request())).status).toBe(401);
    expect((await client(t.app).get(REQUESTS)).status).toBe(401);
    const b = await newBusiness(t);
    const secret = `printer-${randomUUID()}`;
    await send(b.client, { subject: secret, message: secret, pagePath: '/settings' });
    expect(t.logLines.join('')).not.toContain(secret);
  });

  it('limits a business to 10 requests an hour', async () => {
    const b = await newBusiness(t);
    for (let i = 0; i < 10; i++) await send(b.client, request(`Question ${i}`));
    const res = await b.client.post(REQUESTS, request('One too many'));
    expect([res.status, res.body.error.message]).toEqual([429, SUPPORT_MESSAGES.tooMany]);
  });

  it('stays open to a suspended business, whose notice tells it to contact support', async () => {
    const b = await newBusiness(t);
    expect((await admin.post(`/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Chargeback' })).status).toBe(
      200,
    );
    expect((await b.client.post('/api/customers', { name: 'Ann' })).status).toBe(403);
    await send(b.client, request('Why are we suspended?'));
  });
});

describe('the Support queue', () => {
  it('lists an Agency business’s request before an older Free one, then the oldest first', async () => {
    const free = await newBusiness(t, { companyName: 'Free Café' });
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Agency Group' });
    const olderFree = await send(free.client, request('Older, free'));
    const newerFree = await send(free.client, request('Newer, free'));
    const agencyRequest = await send(agency.client, request('Newest, agency'));

    const queue = await openQueue();
    const at = (id: string) => queue.findIndex((r) => r.id === id);
    expect(at(agencyRequest.id)).toBeGreaterThanOrEqual(0);
    expect(at(agencyRequest.id)).toBeLessThan(at(olderFree.id));
    expect(at(olderFree.id)).toBeLessThan(at(newerFree.id));
    // The whole open queue keeps the rule: every priority request before every other, each group oldest first.
    const firstOther = queue.findIndex((r) => !r.priority);
    expect(queue.slice(firstOther === -1 ? queue.length : firstOther).every((r) => !r.priority)).toBe(true);
    expect(queue.find((r) => r.id === agencyRequest.id)).toMatchObject({
      businessName: 'Agency Group',
      planName: 'Agency',
      priority: true,
      status: 'open',
      replyCount: 0,
    });
  });

  it('pages the queue and filters it by status; open ones come before answered ones', async () => {
    const b = await newBusiness(t);
    const answered = await send(b.client, request('To answer'));
    const open = await send(b.client, request('Still open'));
    expect((await admin.post(`/api/admin/support/${answered.id}/replies`, { body: 'Done.' })).status).toBe(201);
    const all = await admin.get('/api/admin/support?limit=100');
    const ids = all.body.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(answered.id));
    const onlyAnswered = await admin.get('/api/admin/support?status=answered&limit=100');
    expect(onlyAnswered.body.requests.every((r: { status: string }) => r.status === 'answered')).toBe(true);
    const page = await admin.get('/api/admin/support?limit=1&page=2');
    expect(page.body).toMatchObject({ page: 2, limit: 1 });
    expect(page.body.requests).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.open).toBeGreaterThanOrEqual(1);
  });

  it('replies: stored, marked answered, emailed to the requester with the reply, audited without the text', async () => {
    const b = await newBusiness(t, { companyName: 'Reply Bistro' });
    const sent = await send(b.client);
    const reply = `Scan again after a minute; the second scan is held back on purpose. ${randomUUID()}`;
    const res = await admin.post(`/api/admin/support/${sent.id}/replies`, { body: reply });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.request).toMatchObject({
      id: sent.id,
      businessName: 'Reply Bistro',
      status: 'answered',
      answeredAt: expect.any(String),
      replies: [{ body: reply }],
    });

    const mine = (await b.client.get(REQUESTS)).body.requests[0];
    expect(mine).toMatchObject({ id: sent.id, status: 'answered', replies: [{ body: reply }] });

    const mail = await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, b.email), eq(outboxMessages.subject, 'Re: Stamps not showing')));
      return row;
    });
    expect(mail).toMatchObject({ channel: 'email', businessId: b.businessId });
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('> A customer scanned twice');
    expect(mail.text).toContain('http://localhost:3000/dashboard?help=open');

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, b.businessId), eq(adminAuditLog.action, 'support.reply')));
    expect(audit).toMatchObject([{ actorEmail: 'admin@regulars.test', after: { requestId: sent.id } }]);
    expect(JSON.stringify(audit)).not.toContain(reply);
  });

  it('refuses an empty reply, and a reply to a closed request; closing is audited once', async () => {
    const b = await newBusiness(t);
    const sent = await send(b.client);
    const empty = await admin.post(`/api/admin/support/${sent.id}/replies`, { body: '  ' });
    expect([empty.status, JSON.stringify(empty.body)]).toEqual([
      400,
      expect.stringContaining(SUPPORT_MESSAGES.replyRequired),
    ]);
    const closed = await admin.post(`/api/admin/support/${sent.id}/close`);
    expect([closed.status, closed.body.request.status]).toEqual([200, 'closed']);
    expect((await admin.post(`/api/admin/support/${sent.id}/close`)).status).toBe(200);
    const late = await admin.post(`/api/admin/support/${sent.id}/replies`, { body: 'Too late' });
    expect([late.status, late.body.error.message]).toEqual([409, SUPPORT_MESSAGES.alreadyClosed]);
    expect(await t.db.select().from(supportReplies).where(eq(supportReplies.requestId, sent.id))).toEqual([]);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, b.businessId), eq(adminAuditLog.action, 'support.close')));
    expect(audit).toHaveLength(1);
  });

  it('is for the super admin only: 401 signed out, 403 for a business owner, 404 for an unknown id', async () => {
    const b = await newBusiness(t);
    const sent = await send(b.client);
    const paths: [string, 'get' | 'post', unknown?][] = [
      ['/api/admin/support', 'get'],
      [`/api/admin/support/${sent.id}`, 'get'],
      [`/api/admin/support/${sent.id}/replies`, 'post', { body: 'Hi' }],
      [`/api/admin/support/${sent.id}/close`, 'post'],
      ['/api/admin/config/support-requests', 'get'],
    ];
    for (const [path, method, body] of paths) {
      expect([path, (await client(t.app)[method](path, body)).status]).toEqual([path, 401]);
      expect([path, (await b.client[method](path, body)).status]).toEqual([path, 403]);
    }
    expect((await b.client.put('/api/admin/config/support-requests', { enabled: false })).status).toBe(403);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await admin.get(`/api/admin/support/${id}`);
      expect([res.status, res.body.error.message]).toEqual([404, SUPPORT_MESSAGES.notFound]);
      expect((await admin.post(`/api/admin/support/${id}/close`)).status).toBe(404);
    }
    expect((await admin.get(`/api/admin/support/${sent.id}`)).body.request.status).toBe('open');
  });
});

describe('between businesses', () => {
  it('never shows one business another’s requests or replies', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const mine = await send(a.client, request('Only for A'));
    await admin.post(`/api/admin/support/${mine.id}/replies`, { body: 'For A only' });
    const theirs = (await b.client.get(REQUESTS)).body.requests;
    expect(theirs).toEqual([]);
    // The admin routes are the only ones that take an id, and they are not the business's.
    expect((await b.client.get(`/api/admin/support/${mine.id}`)).status).toBe(403);
    expect(JSON.stringify((await b.client.get(REQUESTS)).body)).not.toContain('For A only');
  });
});

/** The install-wide switch changes what every business reads: on an app and database of its own. */
describe('the support switch', () => {
  let own: TTestApp;
  beforeAll(async () => {
    own = await startIsolatedTestApp('support_switch');
  });
  afterAll(() => own?.stop());

  it('off: sending is refused, Help’s list still reads, and no tier claims priority support; on again: back', async () => {
    const ownAdmin = await superAdminClient(own);
    const b = await newBusiness(own, { tierName: 'Agency' });
    const tiersOn = (await client(own.app).get('/api/tiers')).body;
    expect(tiersOn.supportRequests).toBe(true);
    expect(tiersOn.tiers.find((x: { name: string }) => x.name === 'Agency').features.prioritySupport).toBe(true);
    expect((await ownAdmin.get('/api/admin/config/support-requests')).body).toEqual({ enabled: true });

    const off = await ownAdmin.put('/api/admin/config/support-requests', { enabled: false });
    expect([off.status, off.body]).toEqual([200, { enabled: false }]);
    const refused = await b.client.post(REQUESTS, request());
    expect([refused.status, refused.body.error.message]).toEqual([409, SUPPORT_MESSAGES.switchedOff]);
    expect((await b.client.get(REQUESTS)).status).toBe(200);

    const tiersOff = (await client(own.app).get('/api/tiers')).body;
    expect(tiersOff.supportRequests).toBe(false);
    expect(tiersOff.tiers.map((x: { features: { prioritySupport: boolean } }) => x.features.prioritySupport)).toEqual([
      false,
      false,
      false,
    ]);
    // The editor's save answers the tier as the list shows it; the stored flag is kept for when it is on again.
    const agencyId = tiersOff.tiers.find((x: { name: string }) => x.name === 'Agency').id;
    const saved = await ownAdmin.patch(`/api/admin/tiers/${agencyId}`, { maxSmsMonthly: 5001 });
    expect(saved.body.tier.features.prioritySupport).toBe(false);

    const switched = await own.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'support.switch'));
    expect(switched).toMatchObject([{ before: { supportRequests: true }, after: { supportRequests: false } }]);
    // Switching to the state it is in records nothing.
    await ownAdmin.put('/api/admin/config/support-requests', { enabled: false });
    expect(await own.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'support.switch'))).toHaveLength(1);

    expect((await ownAdmin.put('/api/admin/config/support-requests', { enabled: true })).body).toEqual({
      enabled: true,
    });
    const tiersBack = (await client(own.app).get('/api/tiers')).body;
    expect(tiersBack.tiers.find((x: { name: string }) => x.name === 'Agency').features.prioritySupport).toBe(true);
    expect(await send(b.client)).toMatchObject({ priority: true });
  });

  it('refuses a switch that is not on or off', async () => {
    const ownAdmin = await superAdminClient(own);
    const res = await ownAdmin.put('/api/admin/config/support-requests', { enabled: 'maybe' });
    expect(res.status).toBe(400);
  });
});
