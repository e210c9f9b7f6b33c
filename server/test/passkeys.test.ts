import { PASSKEY_MESSAGES, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnOnTwoStep } from './factories/two-step.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';
import { softwareAuthenticator } from './stubs/passkey-authenticator.ts';

/**
 * Passkeys (issue 53): added under Settings with the password asked again, then signing in alone (the device checks
 * the person) or as the second step after the password. Each answer is checked against the challenge this browser
 * was given and the public key kept; anything else opens no session.
 */
let t: TTestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  origin = new URL(t.deps.config.appUrl).origin;
});
afterAll(() => t?.stop());

type TAuthenticator = ReturnType<typeof softwareAuthenticator>;

/** Adds a passkey to the signed-in account, as Settings does: the options, the device's answer, the name. */
async function addPasskey(c: TClient, password: string, device: TAuthenticator, name = 'MacBook') {
  const start = await c.post('/api/account/passkeys/options', { password });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const added = await c.post('/api/account/passkeys', { name, response: device.create(start.body.options) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body as { id: string; name: string };
}

/** Signs in with a passkey in a fresh browser: the options, then the device's answer. */
async function signInWithPasskey(device: TAuthenticator, opts: { verifyUser?: boolean } = {}) {
  const browser = client(t.app);
  const start = await browser.post('/api/login/passkey/options');
  expect(start.status).toBe(200);
  const res = await browser.post('/api/login/passkey', { response: device.get(start.body.options, opts) });
  return { browser, start, res };
}

async function noticesTo(email: string, subject: string) {
  const admin = await superAdminClient(t);
  return eventually(async () => {
    const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const found = (res.body.messages as { subject: string; text: string }[]).filter((m) => m.subject === subject);
    return found.length ? found : undefined;
  });
}

describe('adding one', () => {
  it('asks the password again, makes a discoverable, user-verified passkey for the app and tells the account', async () => {
    const owner = await newBusiness(t);
    const device = softwareAuthenticator(origin);
    expect((await owner.client.get('/api/account/passkeys')).body).toEqual({ passkeys: [], needsPassword: true });

    const noPassword = await owner.client.post('/api/account/passkeys/options', {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.message).toBe(TWO_STEP_MESSAGES.passwordRequired);
    const wrong = await owner.client.post('/api/account/passkeys/options', { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(TWO_STEP_MESSAGES.passwordWrong);

    const start = await owner.client.post('/api/account/passkeys/options', { password: owner.password });
    expect(start.status).toBe(200);
    expect(start.body.options).toMatchObject({
      rp: { name: 'Regulars', id: new URL(origin).hostname },
      user: { name: owner.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const unnamed = await owner.client.post('/api/account/passkeys', {
      name: ' ',
      response: device.create(start.body.options),
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.details).toEqual({ name: [PASSKEY_MESSAGES.nameRequired] });

    // The challenge is used once: the name refused, a new start is needed.
    const again = await owner.client.post('/api/account/passkeys/options', { password: owner.password });
    const added = await owner.client.post('/api/account/passkeys', {
      name: 'MacBook',
      response: device.create(again.body.options),
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'MacBook', lastUsedAt: null, synced: false });
    const list = (await owner.client.get('/api/account/passkeys')).body;
    expect(list.passkeys.map((p: { name: string }) => p.name)).toEqual(['MacBook']);

    // The account holds the second passkey the device made (the first went with the refused name): starts exclude it.
    const third = await owner.client.post('/api/account/passkeys/options', { password: owner.password });
    expect(third.body.options.excludeCredentials).toEqual([
      { id: isoBase64URL.fromBuffer(device.credentials[1].id), type: 'public-key', transports: ['internal'] },
    ]);

    const [notice] = await noticesTo(owner.email, 'A passkey was added');
    expect(notice.text).toContain('A passkey named “MacBook” was added');
  });

  it('refuses an answer the device did not verify the person for, or made for another challenge', async () => {
    const owner = await newBusiness(t);
    const device = softwareAuthenticator(origin);
    const start = await owner.client.post('/api/account/passkeys/options', { password: owner.password });
    const unverified = await owner.client.post('/api/account/passkeys', {
      name: 'Key',
      response: device.create(start.body.options, { verifyUser: false }),
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.message).toBe(PASSKEY_MESSAGES.notAdded);

    const other = await newBusiness(t);
    const theirs = await other.client.post('/api/account/passkeys/options', { password: other.password });
    const mine = await owner.client.post('/api/account/passkeys/options', { password: owner.password });
    expect(mine.status).toBe(200);
    const crossed = await owner.client.post('/api/account/passkeys', {
      name: 'Key',
      response: device.create(theirs.body.options),
    });
    expect(crossed.status).toBe(400);
    expect((await owner.client.get('/api/account/passkeys')).body.passkeys).toEqual([]);
  });
});

describe('signing in', () => {
  it('signs in with the passkey alone, without the email, and counts its use', async () => {
    const owner = await newBusiness(t);
    const device = softwareAuthenticator(origin);
    await addPasskey(owner.client, owner.password, device);

    const { browser, start, res } = await signInWithPasskey(device);
    expect(start.body.options).toMatchObject({ rpId: new URL(origin).hostname, userVerification: 'required' });
    expect(start.body.options.allowCredentials ?? []).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.email).toBe(owner.email);
    expect((await browser.get('/api/me')).body.user.email).toBe(owner.email);
    const [passkey] = (await owner.client.get('/api/account/passkeys')).body.passkeys;
    expect(passkey.lastUsedAt).not.toBeNull();
  });

  it('opens no session for an answer without the person verified, a replay, an unknown passkey or another challenge', async () => {
    const owner = await newBusiness(t);
    const device = softwareAuthenticator(origin);
    await addPasskey(owner.client, owner.password, device);

    const unverified = await signInWithPasskey(device, { verifyUser: false });
    expect(unverified.res.status).toBe(401);
    expect(unverified.res.body.error.message).toBe(PASSKEY_MESSAGES.failed);
    expect((await unverified.browser.get('/api/me')).status).toBe(401);

    // The same answer again: the challenge was used up.
    const browser = client(t.app);
    const start = await browser.post('/api/login/passkey/options');
    const answer = device.get(start.body.options);
    expect((await browser.post('/api/login/passkey', { response: answer })).status).toBe(200);
    const replay = await browser.post('/api/login/passkey', { response: answer });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(PASSKEY_MESSAGES.expired);

    // An answer to another browser's challenge.
    const elsewhere = client(t.app);
    await elsewhere.post('/api/login/passkey/options');
    const otherStart = await client(t.app).post('/api/login/passkey/options');
    const crossed = await elsewhere.post('/api/login/passkey', { response: device.get(otherStart.body.options) });
    expect(crossed.status).toBe(401);
    expect((await elsewhere.get('/api/me')).status).toBe(401);

    // A passkey made on a device but never added here.
    const stranger = softwareAuthenticator(origin);
    stranger.create({ challenge: 'x', user: { id: 'nobody' } });
    const unknown = await signInWithPasskey(stranger);
    expect(unknown.res.status).toBe(401);
    expect(unknown.res.body.error.message).toBe(PASSKEY_MESSAGES.notRecognised);
  });

  it('is the second step after the password for an account with two-step sign-in, with its own passkeys only', async () => {
    const owner = await newBusiness(t);
    await turnOnTwoStep(owner.client, owner.password);
    const device = softwareAuthenticator(origin);
    const passkey = await addPasskey(owner.client, owner.password, device);
    const other = await newBusiness(t);
    const otherDevice = softwareAuthenticator(origin);
    await addPasskey(other.client, other.password, otherDevice);

    const none = await client(t.app).post('/api/login/second-step/passkey/options');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(TWO_STEP_MESSAGES.expired);

    const passwordStep = async () => {
      const browser = client(t.app);
      const login = await browser.post('/api/login', { email: owner.email, password: owner.password });
      expect(login.body).toEqual({ secondStep: true });
      const start = await browser.post('/api/login/second-step/passkey/options');
      expect(start.status).toBe(200);
      return { browser, options: start.body.options };
    };

    // Another account's passkey does not finish this account's sign-in.
    const first = await passwordStep();
    expect(first.options.allowCredentials.length).toBe(1);
    const foreign = await first.browser.post('/api/login/second-step/passkey', {
      response: otherDevice.get(first.options),
    });
    expect(foreign.status).toBe(401);
    expect(foreign.body.error.message).toBe(PASSKEY_MESSAGES.notRecognised);
    expect((await first.browser.get('/api/me')).status).toBe(401);

    const second = await passwordStep();
    const done = await second.browser.post('/api/login/second-step/passkey', { response: device.get(second.options) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(owner.email);
    expect((await second.browser.get('/api/me')).status).toBe(200);
    // The waiting sign-in is used up.
    const again = await second.browser.post('/api/login/second-step/passkey/options');
    expect(again.status).toBe(400);
    expect(passkey.name).toBe('MacBook');
  });
});

describe('removing one', () => {
  it("removes one's own only, and it no longer signs in", async () => {
    const owner = await newBusiness(t);
    const device = softwareAuthenticator(origin);
    const passkey = await addPasskey(owner.client, owner.password, device);
    const other = await newBusiness(t);

    expect((await other.client.delete(`/api/account/passkeys/${passkey.id}`)).status).toBe(404);
    expect((await other.client.get('/api/account/passkeys')).body.passkeys).toEqual([]);
    expect((await owner.client.get('/api/account/passkeys')).body.passkeys).toHaveLength(1);

    expect((await owner.client.delete(`/api/account/passkeys/${passkey.id}`)).status).toBe(204);
    const gone = await signInWithPasskey(device);
    expect(gone.res.status).toBe(401);
    expect(gone.res.body.error.message).toBe(PASSKEY_MESSAGES.notRecognised);
    const [notice] = await noticesTo(owner.email, 'A passkey was removed');
    expect(notice.text).toContain('The passkey named “MacBook” was removed');
  });
});

describe('an install on an IP address', () => {
  it('says passkeys are not available there, and starts none', async () => {
    const onIp = await startTestApp({ APP_URL: 'http://127.0.0.1:3000' });
    try {
      const visitor = client(onIp.app, { origin: 'http://127.0.0.1:3000' });
      expect((await visitor.get('/api/auth-config')).body.passkeys).toBe(false);
      const start = await visitor.post('/api/login/passkey/options');
      expect(start.status).toBe(503);
      expect(start.body.error.message).toBe(PASSKEY_MESSAGES.unavailable);
    } finally {
      await onIp.stop();
    }
  });
});
