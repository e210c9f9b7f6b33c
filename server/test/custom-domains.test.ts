import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOM_DOMAIN_MESSAGES, SIGNUP_FORM_NOT_FOUND_MESSAGE, type TCustomDomainState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates, outboxMessages } from '../src/db/schema/index.ts';
import { awayFromQuietHours, seedCustomers } from './campaign-seed.ts';
import { checkedDomain, domainOf, uniqueHost, verifiedDomain } from './factories/custom-domains.ts';
import { addCustomer } from './factories/customers.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, eventually, newBusiness, settledMessage, startIsolatedTestApp, type TTestApp } from './harness.ts';
import { startDnsStub } from './stubs/dns-stub.ts';

/*
 * A business's own domain (issue 53, "Their own domain"): added on a white-label plan, verified by its TXT record on
 * a local DNS server, then the proxy's `ask`, the Host check and every link answer for it. Its own database: the
 * check jobs must run on this app, which asks this file's DNS server.
 */
let t: TTestApp;
let dns: Awaited<ReturnType<typeof startDnsStub>>;

// A stand-in for web/dist, which may not be built when the API suite runs: the platform's title, description and icon.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-own-domain-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><meta name="description" content="Regulars — loyalty" /><link rel="icon" href="/favicon.svg" /><title>Regulars — Loyalty</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  dns = await startDnsStub();
  t = await startIsolatedTestApp('custom_domains', { DNS_SERVERS: dns.server, WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.stop();
  await dns?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('adding a domain', () => {
  it('is refused off a white-label plan, and changes nothing', async () => {
    const cafe = await newBusiness(t);
    expect(await domainOf(cafe.client)).toEqual({ allowed: false, domain: null });
    const res = await cafe.client.put('/api/settings/domain', { hostname: uniqueHost() });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PLAN_LIMIT', message: CUSTOM_DOMAIN_MESSAGES.notOnPlan });
    expect((await domainOf(cafe.client)).domain).toBeNull();
  });

  it('says what is wrong with a name that is not a domain of theirs', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const cases: [string, string][] = [
      ['', CUSTOM_DOMAIN_MESSAGES.hostnameRequired],
      ['https://loyalty.cafe.test/join', CUSTOM_DOMAIN_MESSAGES.hostnameInvalid],
      ['cafe', CUSTOM_DOMAIN_MESSAGES.hostnameInvalid],
      ['192.168.1.20', CUSTOM_DOMAIN_MESSAGES.hostnameInvalid],
      ['loyalty.cafe.test:8443', CUSTOM_DOMAIN_MESSAGES.hostnameInvalid],
      ['shop.localhost', CUSTOM_DOMAIN_MESSAGES.hostnameOurs],
    ];
    for (const [hostname, message] of cases) {
      const res = await agency.client.put('/api/settings/domain', { hostname });
      expect(res.status, hostname).toBe(400);
      expect(res.body.error.message, hostname).toBe(message);
    }
    expect((await domainOf(agency.client)).domain).toBeNull();
  });

  it('shows the two records to create, then verifies the domain once its TXT record holds the value', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const hostname = uniqueHost();
    const added = await agency.client.put<TCustomDomainState>('/api/settings/domain', {
      hostname: ` ${hostname.toUpperCase()}. `,
    });
    expect(added.status).toBe(200);
    const domain = added.body.domain;
    expect(added.body.allowed).toBe(true);
    expect(domain).toMatchObject({ hostname, status: 'pending', address: `http://${hostname}:3000` });
    expect(domain?.records).toEqual([
      { type: 'CNAME', name: hostname, value: 'localhost', purpose: 'traffic' },
      {
        type: 'TXT',
        name: `_regulars.${hostname}`,
        value: expect.stringMatching(/^regulars-verify=[0-9a-f]{32}$/),
        purpose: 'ownership',
      },
    ]);
    const txt = domain?.records[1];
    if (!txt) throw new Error('no TXT record');

    // Not created yet: the first check (queued on adding) says so, in plain words.
    const first = await eventually(async () => {
      const state = await domainOf(agency.client);
      return state.domain?.lastCheckedAt ? state : null;
    });
    expect(first.domain).toMatchObject({ status: 'pending', problem: CUSTOM_DOMAIN_MESSAGES.recordMissing });
    expect(dns.asked).toContain(txt.name);

    dns.records.set(txt.name, ['regulars-verify=someone-elses-value']);
    expect((await checkedDomain(agency.client)).domain).toMatchObject({
      status: 'pending',
      problem: CUSTOM_DOMAIN_MESSAGES.recordWrong,
    });

    dns.records.set(txt.name, ['v=spf1 -all', txt.value]);
    const verified = (await checkedDomain(agency.client)).domain;
    expect(verified).toMatchObject({ status: 'verified', problem: null, checking: false });
    expect(verified?.verifiedAt).not.toBeNull();

    const trail = await agency.client.get('/api/settings/audit');
    expect(trail.status).toBe(200);
    expect(JSON.stringify(trail.body)).toContain('custom_domain.add');
  });

  it('tells a DNS server that fails apart from a record not there', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const hostname = uniqueHost();
    dns.failing.add(`_regulars.${hostname}`);
    await agency.client.put('/api/settings/domain', { hostname });
    const state = await eventually(async () => {
      const s = await domainOf(agency.client);
      return s.domain?.lastCheckedAt ? s : null;
    });
    expect(state.domain).toMatchObject({ status: 'pending', problem: CUSTOM_DOMAIN_MESSAGES.lookupFailed });
  });

  it('is the team admin’s to change; another business never sees it; a verified name is not another’s to take', async () => {
    const owner = await verifiedDomain(t, dns);
    const { client: member } = await newTeamMember(t, owner.client);
    expect((await member.put('/api/settings/domain', { hostname: uniqueHost() })).status).toBe(403);
    expect((await member.delete('/api/settings/domain')).status).toBe(403);
    expect((await domainOf(member)).domain?.hostname).toBe(owner.hostname);

    const other = await newBusiness(t, { tierName: 'Agency' });
    expect((await domainOf(other.client)).domain).toBeNull();
    const taken = await other.client.put('/api/settings/domain', { hostname: owner.hostname });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(CUSTOM_DOMAIN_MESSAGES.hostnameTaken);
    expect((await other.client.post('/api/settings/domain/check')).status).toBe(404);
    expect((await other.client.delete('/api/settings/domain')).status).toBe(404);
    expect((await domainOf(owner.client)).domain?.status).toBe('verified');
  });
});

describe('serving a verified domain', () => {
  it("answers the proxy's question for verified domains only", async () => {
    const { hostname } = await verifiedDomain(t, dns);
    const ask = (domain: string) => t.app.request(`/api/public/domains/allowed?domain=${encodeURIComponent(domain)}`);
    expect((await ask(hostname)).status).toBe(200);
    expect((await ask(hostname.toUpperCase())).status).toBe(200);
    expect((await ask(uniqueHost())).status).toBe(404);
    expect((await ask('localhost')).status).toBe(404);
    expect((await ask('')).status).toBe(404);

    const pending = await newBusiness(t, { tierName: 'Agency' });
    const notYet = uniqueHost();
    await pending.client.put('/api/settings/domain', { hostname: notYet });
    expect((await ask(notYet)).status).toBe(404);
  });

  it("serves only its business's customer pages, in its brand", async () => {
    const owner = await verifiedDomain(t, dns);
    const own = await newQrCode(owner.client);
    const elsewhere = await newBusiness(t, { companyName: 'Other Bakery' });
    const theirs = await newQrCode(elsewhere.client);
    const visitor = client(t.app, { host: `${owner.hostname}:3000`, origin: `http://${owner.hostname}:3000` });

    const brand = await visitor.get('/api/public/host-brand');
    expect(brand.status).toBe(200);
    expect(brand.body).toMatchObject({ name: 'Harbour Loyalty', language: 'en' });
    expect((await client(t.app).get('/api/public/host-brand')).status).toBe(404);

    expect((await visitor.get(`/api/public/signup-form/${own.code}`)).status).toBe(200);
    const foreign = await visitor.get(`/api/public/signup-form/${theirs.code}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(SIGNUP_FORM_NOT_FOUND_MESSAGE);
    expect((await client(t.app).get(`/api/public/signup-form/${theirs.code}`)).status).toBe(200);

    // The owner's app, sign-in and the admin console are not served there.
    expect((await visitor.get('/api/me')).status).toBe(404);
    expect((await visitor.post('/api/login', { email: owner.email, password: owner.password })).status).toBe(404);
    const page = await t.app.request('/dashboard', { headers: { host: owner.hostname } });
    expect(page.status).toBe(404);
    // Its pages name nobody until the page names the business: no platform title, description or icon.
    const portal = await t.app.request('/customer/login', { headers: { host: owner.hostname } });
    expect(portal.status).toBe(200);
    const html = await portal.text();
    expect(html).toContain('<title></title>');
    expect(html).not.toContain('Regulars');
    expect(await (await t.app.request('/customer/login')).text()).toContain('<title>Regulars — Loyalty</title>');
    const root = await t.app.request('/', { headers: { host: owner.hostname } });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/customer/login');

    // Its pages' own calls pass the origin check there; another site's do not.
    const login = await visitor.post('/api/portal/login', { phone: '+14155550100', pin: '1234' });
    expect(login.body.error?.code).not.toBe('FORBIDDEN');
    const forged = client(t.app, { host: owner.hostname, origin: 'http://evil.test' });
    const refused = await forged.post('/api/portal/login', { phone: '+14155550100', pin: '1234' });
    expect(refused.status).toBe(403);
  });

  it("puts the domain on the business's links and QR codes, and takes it off when removed", async () => {
    const owner = await verifiedDomain(t, dns);
    const qr = await newQrCode(owner.client);
    expect(qr.url).toBe(`http://${owner.hostname}:3000/signup-form/${encodeURIComponent(qr.code)}`);
    expect(qr.shortUrl.startsWith(`http://${owner.hostname}:3000/j/`)).toBe(true);
    const listed = await owner.client.get('/api/qr-codes');
    expect(JSON.stringify(listed.body)).toContain(`http://${owner.hostname}:3000/signup-form/`);

    // A sign printed before still works on the platform's address, and lands on the own domain.
    const short = qr.shortUrl.split('/j/')[1];
    const typed = await t.app.request(`/j/${short}`);
    expect(typed.status).toBe(302);
    expect(typed.headers.get('location')).toBe(qr.url);

    expect((await owner.client.delete('/api/settings/domain')).status).toBe(204);
    expect((await t.app.request(`/api/public/domains/allowed?domain=${owner.hostname}`)).status).toBe(404);
    const after = await newQrCode(owner.client);
    expect(after.url.startsWith('http://localhost:3000/signup-form/')).toBe(true);
    const gone = await t.app.request(`/api/public/signup-form/${qr.code}`, { headers: { host: owner.hostname } });
    expect(gone.status).toBe(200);
  });

  it("sends the business's emails with their unsubscribe link and pixel on the domain", async () => {
    const owner = await verifiedDomain(t, dns);
    const [template] = await t.db
      .insert(emailTemplates)
      .values({ businessId: owner.businessId, name: 'Hello', subject: 'Hello', body: 'Hi {firstName}' })
      .returning();
    const customer = await addCustomer(owner.client, { email: `u-${randomUUID()}@example.test` });
    const res = await owner.client.post(`/api/customers/${customer.id}/quick-email`, { templateId: template?.id });
    expect(res.status).toBe(200);
    expect((await settledMessage(t, res.body.messageId)).status).toBe('sent');
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, customer.email ?? ''));
    const own = `http://${owner.hostname}:3000`;
    expect(mail?.text).toContain(`Unsubscribe: ${own}/unsubscribe/`);
    expect(mail?.html).toContain(`${own}/api/track/open/`);
    expect(mail?.text).not.toContain('localhost');

    // Its unsubscribe page answers on its own domain and the platform's, not on another business's domain.
    const token = mail?.text.match(/\/unsubscribe\/(\S+)/)?.[1] ?? '';
    const onOwn = client(t.app, { host: `${owner.hostname}:3000` });
    expect((await onOwn.get(`/api/unsubscribe/${token}`)).body.businessName).toBe('Harbour Loyalty');
    expect((await client(t.app).get(`/api/unsubscribe/${token}`)).status).toBe(200);
    const other = await verifiedDomain(t, dns);
    const onOther = client(t.app, { host: other.hostname, origin: `http://${other.hostname}` });
    expect((await onOther.get(`/api/unsubscribe/${token}`)).status).toBe(404);
    expect((await onOther.post(`/api/unsubscribe/${token}`)).status).toBe(404);
    expect((await onOwn.get(`/api/unsubscribe/${token}`)).body.unsubscribed).toBe(false);
  });

  it("opens only its business's portal accounts at sign-in", async () => {
    const owner = await verifiedDomain(t, dns);
    const elsewhere = await newBusiness(t, { companyName: 'Other Bakery' });
    const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    for (const shop of [owner, elsewhere]) {
      const customer = await addCustomer(shop.client, { phone });
      expect((await shop.client.put(`/api/customers/${customer.id}/pin`, { pin: '2468' })).status).toBe(204);
    }
    const onPlatform = await client(t.app).post('/api/portal/login', { phone, pin: '2468' });
    expect(onPlatform.body.status).toBe('choose');
    expect(onPlatform.body.choices).toHaveLength(2);

    const visitor = client(t.app, { host: owner.hostname, origin: `http://${owner.hostname}` });
    const onDomain = await visitor.post('/api/portal/login', { phone, pin: '2468' });
    expect(onDomain.status).toBe(200);
    expect(onDomain.body.status).toBe('signed_in');
    expect(onDomain.body.choices.map((c: { businessName: string }) => c.businessName)).toEqual(['Harbour Loyalty']);
  });

  it("sends a campaign's texts with tracked links on the domain, which another business's domain does not follow", async () => {
    const owner = await verifiedDomain(t, dns);
    await awayFromQuietHours(t, owner.businessId);
    await seedCustomers(t, owner.businessId, [{}]);
    const created = await owner.client.post('/api/campaigns', { name: 'Spring sms', type: 'sms' });
    const id = created.body.id as string;
    const body = 'Half price today: https://shop.example/deal. See you!';
    expect((await owner.client.put(`/api/campaigns/${id}`, { name: 'Spring sms', body })).status).toBe(200);
    expect((await owner.client.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    const message = await eventually(async () => {
      const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, owner.businessId));
      return row;
    });
    const own = `http://${owner.hostname}:3000`;
    const link = message.text.match(new RegExp(`${own.replace(/\./g, '\\.')}(/r/shop\\.example/\\S+?)\\.\\s`))?.[1];
    expect(link, message.text).toBeTruthy();

    const onOwn = await t.app.request(link ?? '', { headers: { host: `${owner.hostname}:3000` } });
    expect(onOwn.status).toBe(302);
    expect(onOwn.headers.get('location')).toBe('https://shop.example/deal');
    const other = await verifiedDomain(t, dns);
    expect((await t.app.request(link ?? '', { headers: { host: other.hostname } })).status).toBe(404);
  });
});
