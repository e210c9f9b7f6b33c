import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors } from '../src/db/schema/index.ts';
import { addClient, clientOwner } from './factories/agency.ts';
import { inviteByEmail } from './factories/teams.ts';
import { codeFor, turnOnTwoStep } from './factories/two-step.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

/**
 * Two-step sign-in (issue 53): set up with an authenticator app (TOTP, RFC 6238: computed here by an independent
 * library), confirmed by its first code; then every password sign-in asks for a code or a recovery code.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const STATE = '/api/account/two-step';

/** A six-digit code that is not the current one (nor the ones either side, which a verifier may accept). */
const wrongCodeFor = (secret: string) => {
  const near = new Set([-1, 0, 1].map((o) => codeFor(secret, o)));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.has(c)) as string;
};

/** A business whose owner turned two-step sign-in on; the key and the recovery codes the set-up showed. */
async function withTwoStep() {
  const b = await newBusiness(t);
  return { ...b, ...(await turnOnTwoStep(b.client, b.password)) };
}

type TMail = { subject: string; text: string; fromName: string | null };

/** The account's emails so far, once one with `subject` has arrived (the outbox, read as the super admin). */
async function mailsTo(email: string, subject: string): Promise<TMail[]> {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const messages = res.body.messages as TMail[];
    return messages.some((m) => m.subject === subject) ? messages : undefined;
  });
}

async function passwordStep(email: string, password: string): Promise<TClient> {
  const c = client(t.app);
  const res = await c.post('/api/login', { email, password });
  expect(res).toMatchObject({ status: 200, body: { secondStep: true } });
  return c;
}

describe('setting up two-step sign-in', () => {
  it('asks the password, shows a key and ten recovery codes, and is on only once a first code is confirmed', async () => {
    const b = await newBusiness(t);
    expect((await b.client.get(STATE)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: null,
      hasPassword: true,
      requiredBy: null,
    });

    const wrong = await b.client.post(`${STATE}/setup`, { password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.passwordWrong } } });
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, b.businessId))).toHaveLength(0);
    const blank = await b.client.post(`${STATE}/setup`, { password: '' });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.passwordRequired } } });

    const setup = await b.client.post(`${STATE}/setup`, { password: b.password });
    expect(setup.status).toBe(200);
    const { otpauthUrl, secret, recoveryCodes } = setup.body;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Regulars:/);
    expect(new URL(otpauthUrl).searchParams.get('issuer')).toBe('Regulars');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Stored encrypted: neither the key nor a code is readable in the row.
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, b.businessId));
    expect(`${row.secret} ${row.backupCodes}`).not.toContain(secret);
    expect(row.backupCodes).not.toContain(recoveryCodes[0]);
    expect(row.verified).toBe(false);

    // Not in force before the first code: the password alone still signs in.
    expect((await b.client.get(STATE)).body.enabled).toBe(false);
    expect((await client(t.app).post('/api/login', { email: b.email, password: b.password })).body.user.email).toBe(
      b.email,
    );

    const bad = await b.client.post(`${STATE}/confirm`, { code: wrongCodeFor(secret) });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.codeInvalid } } });
    const malformed = await b.client.post(`${STATE}/confirm`, { code: '12ab' });
    expect(malformed).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.codeRequired } } });
    expect((await b.client.get(STATE)).body.enabled).toBe(false);

    const on = await b.client.post(`${STATE}/confirm`, { code: codeFor(secret) });
    expect(on).toMatchObject({ status: 200, body: { enabled: true, recoveryCodesLeft: 10, hasPassword: true } });
    // The session the set-up ran in goes on working (better-auth renewed it).
    expect((await b.client.get('/api/me')).status).toBe(200);
    const again = await b.client.post(`${STATE}/setup`, { password: b.password });
    expect(again).toMatchObject({ status: 409, body: { error: { message: TWO_STEP_MESSAGES.alreadyOn } } });
  });

  it('names a white-label client’s own company in the authenticator app, not the platform', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Harbour Group' });
    const clientId = await addClient(agency.client, 'Sunset Yoga Studio');
    const owner = await clientOwner(t, agency.client, clientId);
    const setup = await owner.post(`${STATE}/setup`, { password: 'owner-pass-1' });
    expect(setup.status).toBe(200);
    expect(new URL(setup.body.otpauthUrl).searchParams.get('issuer')).toBe('Sunset Yoga Studio');
    expect(setup.body.otpauthUrl).not.toContain('Regulars');
    const code = codeFor(setup.body.secret);
    expect((await owner.post(`${STATE}/confirm`, { code })).status).toBe(200);
    const me = (await owner.get('/api/me')).body;
    const [on] = (await mailsTo(me.user.email, 'Two-step sign-in is on')).filter(
      (m) => m.subject === 'Two-step sign-in is on',
    );
    expect(on).toMatchObject({ fromName: 'Sunset Yoga Studio' });
    expect(on.text).toContain('your Sunset Yoga Studio account');
    expect(on.text).not.toContain('Regulars');
  });
});

describe('signing in with two-step sign-in on', () => {
  it('the password opens no session; the authenticator’s code does', async () => {
    const b = await withTwoStep();
    const c = await passwordStep(b.email, b.password);
    expect((await c.get('/api/me')).status).toBe(401);

    const wrong = await c.post('/api/login/second-step', { kind: 'app', code: wrongCodeFor(b.secret) });
    expect(wrong).toMatchObject({ status: 401, body: { error: { message: TWO_STEP_MESSAGES.codeInvalid } } });
    const malformed = await c.post('/api/login/second-step', { kind: 'app', code: 'abc' });
    expect(malformed).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.codeRequired } } });

    const right = await c.post('/api/login/second-step', { kind: 'app', code: codeFor(b.secret) });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ user: { email: b.email }, business: { id: b.businessId } });
    expect((await c.get('/api/me')).body.user.email).toBe(b.email);
  });

  it('a device trusted at the second step skips it next time; another device does not', async () => {
    const b = await withTwoStep();
    const c = await passwordStep(b.email, b.password);
    const trusted = await c.post('/api/login/second-step', { kind: 'app', code: codeFor(b.secret), trustDevice: true });
    expect(trusted.status).toBe(200);
    expect((await c.post('/api/logout')).status).toBe(204);
    expect((await c.get('/api/me')).status).toBe(401);
    const again = await c.post('/api/login', { email: b.email, password: b.password });
    expect(again).toMatchObject({ status: 200, body: { user: { email: b.email } } });
    // Another browser still takes the step.
    await passwordStep(b.email, b.password);
  });

  it('a recovery code signs in once; the settings count what is left', async () => {
    const b = await withTwoStep();
    const [first] = b.recoveryCodes;
    const c = await passwordStep(b.email, b.password);
    expect((await c.post('/api/login/second-step', { kind: 'recovery', code: first })).status).toBe(200);
    expect((await c.get(STATE)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    // Never silent: the account is told, with what is left and what to do if it was not them.
    const used = (await mailsTo(b.email, 'A recovery code was used to sign in')).find(
      (m) => m.subject === 'A recovery code was used to sign in',
    );
    expect(used?.text).toContain('Someone signed in to your Regulars account with one of your recovery codes.');
    expect(used?.text).toContain('9 recovery codes are left');
    expect(used?.text).toMatch(/reset your password now and sign out everywhere: http\S+\/reset-password/);

    const again = await passwordStep(b.email, b.password);
    const reused = await again.post('/api/login/second-step', { kind: 'recovery', code: first });
    expect(reused).toMatchObject({ status: 401, body: { error: { message: TWO_STEP_MESSAGES.recoveryInvalid } } });
    expect((await again.get('/api/me')).status).toBe(401);
  });

  it('five wrong codes end the step: even the right code then asks for the password again', async () => {
    const b = await withTwoStep();
    const c = await passwordStep(b.email, b.password);
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/login/second-step', { kind: 'app', code: wrongCodeFor(b.secret) })).status).toBe(401);
    }
    const sixth = await c.post('/api/login/second-step', { kind: 'app', code: codeFor(b.secret) });
    expect(sixth.status).toBeGreaterThanOrEqual(400);
    expect([TWO_STEP_MESSAGES.tooManyCodes, TWO_STEP_MESSAGES.expired]).toContain(sixth.body.error.message);
    expect((await c.get('/api/me')).status).toBe(401);
    // A new password step starts a new count.
    const fresh = await passwordStep(b.email, b.password);
    expect((await fresh.post('/api/login/second-step', { kind: 'app', code: codeFor(b.secret) })).status).toBe(200);
  });

  it('a second step without the password step first is refused', async () => {
    const res = await client(t.app).post('/api/login/second-step', { kind: 'app', code: '123456' });
    expect(res).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.expired } } });
  });

  it('an invitation is accepted with the password and then the code; another account’s code is refused', async () => {
    const b = await withTwoStep();
    const team = await newBusiness(t, { tierName: 'Pro' });
    const { token } = await inviteByEmail(t, team.client, b.email);
    const c = client(t.app);
    const first = await c.post('/api/invitations/accept/sign-in', { token, email: b.email, password: b.password });
    expect(first).toMatchObject({ status: 200, body: { secondStep: true } });
    // Nothing joined yet, and no session.
    expect((await c.get('/api/me')).status).toBe(401);
    expect((await team.client.get('/api/company')).body.members ?? []).not.toContainEqual(
      expect.objectContaining({ email: b.email }),
    );
    const wrong = await c.post('/api/invitations/accept/second-step', {
      token,
      kind: 'app',
      code: wrongCodeFor(b.secret),
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: { message: TWO_STEP_MESSAGES.codeInvalid } } });
    const right = await c.post('/api/invitations/accept/second-step', { token, kind: 'app', code: codeFor(b.secret) });
    expect(right).toMatchObject({ status: 200, body: { redirectTo: '/dashboard' } });
    expect((await c.get('/api/me')).body).toMatchObject({
      user: { email: b.email },
      tenant: { id: expect.any(String) },
    });
    expect((await c.get('/api/me')).body.isTenantAdmin).toBe(false);

    // Another invitation, but the second step is someone else's: refused, and no session stays open.
    const stranger = await withTwoStep();
    const other = await inviteByEmail(t, team.client);
    const s = client(t.app);
    await s.post('/api/login', { email: stranger.email, password: stranger.password });
    const refused = await s.post('/api/invitations/accept/second-step', {
      token: other.token,
      kind: 'app',
      code: codeFor(stranger.secret),
    });
    expect(refused.status).toBe(403);
    expect((await s.get('/api/me')).status).toBe(401);
  });
});

describe('changing two-step sign-in', () => {
  it('new recovery codes replace the old; turning it off asks the password and ends the second step', async () => {
    const b = await withTwoStep();
    const refused = await b.client.post(`${STATE}/recovery-codes`, { password: 'wrong-password' });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: TWO_STEP_MESSAGES.passwordWrong } } });
    const renewed = await b.client.post(`${STATE}/recovery-codes`, { password: b.password });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(b.recoveryCodes[0]);
    const old = await passwordStep(b.email, b.password);
    expect((await old.post('/api/login/second-step', { kind: 'recovery', code: b.recoveryCodes[0] })).status).toBe(401);
    const fresh = await passwordStep(b.email, b.password);
    const used = await fresh.post('/api/login/second-step', { kind: 'recovery', code: renewed.body.recoveryCodes[0] });
    expect(used.status).toBe(200);

    const wrongOff = await b.client.post(`${STATE}/off`, { password: 'wrong-password' });
    expect(wrongOff.status).toBe(400);
    expect((await b.client.get(STATE)).body.enabled).toBe(true);
    expect((await b.client.post(`${STATE}/off`, { password: b.password })).body).toEqual({ ok: true });
    const mails = (await mailsTo(b.email, 'Two-step sign-in was turned off')).map((m) => m.subject);
    expect(mails).toEqual(
      expect.arrayContaining([
        'Two-step sign-in is on',
        'New recovery codes were made',
        'Two-step sign-in was turned off',
      ]),
    );
    expect((await b.client.get(STATE)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: null,
      hasPassword: true,
      requiredBy: null,
    });
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, b.businessId))).toHaveLength(0);
    const oneStep = await client(t.app).post('/api/login', { email: b.email, password: b.password });
    expect(oneStep.body.user.email).toBe(b.email);
  });

  it('acts on the signed-in account only, and needs a session', async () => {
    const a = await withTwoStep();
    const other = await newBusiness(t);
    expect((await other.client.get(STATE)).body.enabled).toBe(false);
    const off = await other.client.post(`${STATE}/off`, { password: other.password });
    expect(off).toMatchObject({ status: 409, body: { error: { message: TWO_STEP_MESSAGES.notOn } } });
    expect((await a.client.get(STATE)).body.enabled).toBe(true);
    const anon = client(t.app);
    expect((await anon.get(STATE)).status).toBe(401);
    expect((await anon.post(`${STATE}/setup`, { password: 'x' })).status).toBe(401);
  });
});
