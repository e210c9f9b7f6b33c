import { SSO_MESSAGES } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw-sql.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';
import { startOidcIssuer } from './stubs/oidc-issuer.ts';

/**
 * Sign-in with the agency's own OpenID Connect provider (issue 53), against a local issuer that signs its id_tokens
 * as Google Workspace, Entra or Okta do. Only the agency's own team signs in through it; everything else goes back to
 * the sign-in page with its reason and opens no session.
 */
const CLIENT_ID = 'regulars-agency';
const CLIENT_SECRET = 'provider-secret-123';
let t: TTestApp;
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;

beforeAll(async () => {
  issuer = await startOidcIssuer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  t = await startTestApp({ SSO_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.stop();
  await issuer?.stop();
});

const settingsFor = (overrides: Record<string, string> = {}) => ({
  issuer: issuer.issuer,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  emailDomain: 'example.test',
  ...overrides,
});

/** An agency with single sign-on and one member on its team. */
async function agencyWithSso() {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
  await agency.client.post('/api/company/setup');
  const saved = await agency.client.put('/api/agency/sso', settingsFor());
  expect(saved.status).toBe(200);
  const member = await newTeamMember(t, agency.client, { firstName: 'Sam', lastName: 'Ortiz' });
  return { agency, member };
}

/** Starts single sign-on in a fresh browser and follows the provider's redirect back: the callback's answer. */
async function signInThroughProvider(email: string, browser: TClient = client(t.app)) {
  const start = await browser.post('/api/auth/sso/start', { email });
  expect(start.status).toBe(200);
  const atProvider = await fetch(start.body.url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/auth/sso/callback');
  const done = await browser.get(back.pathname + back.search);
  expect(done.status).toBe(302);
  return { browser, start, back, location: done.headers.get('location') };
}

describe('setting it up', () => {
  it("reads the provider's discovery document before saving, keeps the secret sealed and never sends it back", async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const empty = await agency.client.get('/api/agency/sso');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ settings: null, redirectUri: `${t.deps.config.appUrl}/api/auth/sso/callback` });

    const noSecret = await agency.client.put('/api/agency/sso', settingsFor({ clientSecret: '' }));
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.error.details).toEqual({ clientSecret: [SSO_MESSAGES.clientSecretRequired] });

    // Nothing answers there: said on the issuer field, nothing saved.
    const unreachable = await agency.client.put('/api/agency/sso', settingsFor({ issuer: 'http://127.0.0.1:9/idp' }));
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.error.details).toEqual({ issuer: [SSO_MESSAGES.discoveryFailed] });
    const badDomain = await agency.client.put('/api/agency/sso', settingsFor({ emailDomain: '@example.test' }));
    expect(badDomain.status).toBe(400);
    expect((await agency.client.get('/api/agency/sso')).body.settings).toBeNull();

    const saved = await agency.client.put(
      '/api/agency/sso',
      settingsFor({ issuer: `${issuer.issuer}/`, emailDomain: 'Example.TEST' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      issuer: issuer.issuer,
      clientId: CLIENT_ID,
      emailDomain: 'example.test',
      hasClientSecret: true,
      lastSignInAt: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(CLIENT_SECRET);
    const [row] = await rawQuery<{ sealed: string }>(
      t.deps.db,
      sql`select client_secret_sealed as sealed from agency_sso where business_id = ${agency.businessId}`,
    );
    expect(row.sealed).not.toContain(CLIENT_SECRET);
    expect(await t.deps.secrets.decrypt(row.sealed)).toBe(CLIENT_SECRET);

    // Saving again without a secret keeps the one saved.
    const kept = await agency.client.put('/api/agency/sso', settingsFor({ clientSecret: '', clientId: CLIENT_ID }));
    expect(kept.status).toBe(200);
    const [again] = await rawQuery<{ sealed: string }>(
      t.deps.db,
      sql`select client_secret_sealed as sealed from agency_sso where business_id = ${agency.businessId}`,
    );
    expect(await t.deps.secrets.decrypt(again.sealed)).toBe(CLIENT_SECRET);

    const audit = await rawQuery<{ action: string }>(
      t.deps.db,
      sql`select action from business_audit_log where business_id = ${agency.businessId} and target_type = 'single_sign_on'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['single_sign_on.save', 'single_sign_on.save']);
  });

  it("is the agency's team admin's alone: members, other plans and other agencies are refused", async () => {
    const { agency, member } = await agencyWithSso();
    expect((await member.client.get('/api/agency/sso')).status).toBe(403);
    expect((await member.client.put('/api/agency/sso', settingsFor())).status).toBe(403);
    expect((await member.client.delete('/api/agency/sso')).status).toBe(403);

    const cafe = await newBusiness(t, { tierName: 'Free' });
    expect((await cafe.client.get('/api/agency/sso')).status).toBe(403);
    expect((await cafe.client.put('/api/agency/sso', settingsFor())).status).toBe(403);

    // Another agency sees its own (none) and its removal leaves the first one's in place.
    const other = await newBusiness(t, { tierName: 'Agency' });
    expect((await other.client.get('/api/agency/sso')).body.settings).toBeNull();
    expect((await other.client.delete('/api/agency/sso')).status).toBe(204);
    expect((await agency.client.get('/api/agency/sso')).body.settings).toMatchObject({ clientId: CLIENT_ID });
  });
});

describe('signing in', () => {
  it('signs a member of the team in through the provider and lands on the dashboard', async () => {
    const { agency, member } = await agencyWithSso();
    issuer.state.signInAs = null;
    const before = issuer.state.tokenRequests.length;
    const { browser, start, location } = await signInThroughProvider(member.email.toUpperCase());

    const toProvider = new URL(start.body.url);
    expect(toProvider.origin + toProvider.pathname).toBe(`${issuer.issuer}/authorize`);
    expect(toProvider.searchParams.get('login_hint')).toBe(member.email);
    expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256');
    expect(toProvider.searchParams.get('nonce')).toBeTruthy();
    expect(toProvider.searchParams.get('redirect_uri')).toBe(`${t.deps.config.appUrl}/api/auth/sso/callback`);

    expect(location).toBe('/dashboard');
    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(member.email);
    // The secret went to the provider's token endpoint; the state cookie is gone.
    expect(issuer.state.tokenRequests.slice(before)).toEqual([{ clientId: CLIENT_ID, secretOk: true }]);
    expect([...browser.cookies.keys()].some((name) => name.includes('regulars_sso'))).toBe(false);
    const state = (await agency.client.get('/api/agency/sso')).body;
    expect(state.settings.lastSignInAt).not.toBeNull();

    // The owner of the agency signs in the same way.
    const owner = await signInThroughProvider(agency.email);
    expect(owner.location).toBe('/dashboard');
    expect((await owner.browser.get('/api/me')).body.user.email).toBe(agency.email);
  });

  it('refuses to start for an email without single sign-on, with the same answer whatever the reason', async () => {
    const { agency } = await agencyWithSso();
    const cafe = await newBusiness(t, { tierName: 'Free' });
    const admin = await superAdminClient(t);
    const adminEmail = (await admin.get('/api/me')).body.user.email as string;
    for (const email of [
      'nobody-here@example.test',
      cafe.email,
      adminEmail,
      agency.email.replace('@example.test', '@other.test'),
    ]) {
      const res = await client(t.app).post('/api/auth/sso/start', { email });
      expect(res.status, email).toBe(404);
      expect(res.body.error.message).toBe(SSO_MESSAGES.notSetUp);
    }
    const bad = await client(t.app).post('/api/auth/sso/start', { email: 'not an email' });
    expect(bad.status).toBe(400);

    // Turned off: its team signs in with passwords again.
    expect((await agency.client.delete('/api/agency/sso')).status).toBe(204);
    expect((await client(t.app).post('/api/auth/sso/start', { email: agency.email })).status).toBe(404);
  });

  it("opens no session for anyone the provider names who is not on the agency's team, another agency's included", async () => {
    const { member } = await agencyWithSso();
    // Another agency whose owner has an email at the same domain.
    const other = await newBusiness(t, { tierName: 'Agency' });
    const cases: [string | null, boolean | undefined, string][] = [
      [other.email, true, '/login?sso=notMember'],
      ['stranger@example.test', true, '/login?sso=notMember'],
      ['sam@elsewhere.test', true, '/login?sso=notMember'],
      [member.email, false, '/login?sso=notMember'],
    ];
    for (const [signInAs, verified, expected] of cases) {
      issuer.state.signInAs = signInAs;
      issuer.state.emailVerified = verified;
      const { browser, location } = await signInThroughProvider(member.email);
      expect(location, String(signInAs)).toBe(expected);
      expect((await browser.get('/api/me')).status).toBe(401);
    }
    issuer.state.signInAs = null;
    issuer.state.emailVerified = true;

    // id_tokens openid-client refuses: for another client, another sign-in's nonce, expired.
    for (const flaw of ['audience', 'nonce', 'expired'] as const) {
      issuer.state.flaw = flaw;
      const { browser, location } = await signInThroughProvider(member.email);
      expect(location, flaw).toBe('/login?sso=failed');
      expect((await browser.get('/api/me')).status).toBe(401);
    }
    issuer.state.flaw = null;

    issuer.state.deny = true;
    const denied = await signInThroughProvider(member.email);
    issuer.state.deny = false;
    expect(denied.location).toBe('/login?sso=denied');
    expect((await denied.browser.get('/api/me')).status).toBe(401);
  });

  it('takes a return only in the browser that started it, once', async () => {
    const { member } = await agencyWithSso();
    issuer.state.signInAs = null;
    const starter = client(t.app);
    const start = await starter.post('/api/auth/sso/start', { email: member.email });
    const back = new URL((await fetch(start.body.url, { redirect: 'manual' })).headers.get('location') ?? '');

    // Another browser (no state cookie) and a forged state are refused before the code is used.
    const elsewhere = await client(t.app).get(back.pathname + back.search);
    expect(elsewhere.headers.get('location')).toBe('/login?sso=expired');
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged');
    const wrongState = client(t.app);
    wrongState.cookies.set([...starter.cookies.keys()][0], [...starter.cookies.values()][0]);
    expect((await wrongState.get(forged.pathname + forged.search)).headers.get('location')).toBe('/login?sso=expired');

    const done = await starter.get(back.pathname + back.search);
    expect(done.headers.get('location')).toBe('/dashboard');
    // The same return again: the state cookie was used up.
    const replay = client(t.app);
    expect((await replay.get(back.pathname + back.search)).headers.get('location')).toBe('/login?sso=expired');
    expect((await replay.get('/api/me')).status).toBe(401);
  });
});
