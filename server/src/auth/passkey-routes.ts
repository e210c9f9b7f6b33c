import {
  TWO_STEP_MESSAGES,
  ZLoginAnswer,
  ZPasskey,
  ZPasskeyAdd,
  ZPasskeyAddStart,
  ZPasskeyList,
  ZPasskeyOptions,
  ZPasskeySignIn,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireUser, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import { accountBrand } from './account-brand.ts';
import { accountNotices } from './account-notices.ts';
import { addPasskey } from './add-passkey.ts';
import { listPasskeys } from './list-passkeys.ts';
import { addChallenge, signInChallenge } from './passkey-party.ts';
import { passkeySignIn } from './passkey-sign-in.ts';
import { removePasskey } from './remove-passkey.ts';
import { startPasskeyAdd } from './start-passkey-add.ts';
import { startPasskeySignIn } from './start-passkey-sign-in.ts';

const tag = 'Auth';
const auth = 'session';

/**
 * Passkeys (issue 53): Settings → Passkeys (one's own), signing in with one alone, and as the second step after the
 * password. Every passkey check is limited per address with the sign-ins (LOGIN_RATE_LIMIT × 5 per 15 minutes).
 */
export function passkeyRoutes({
  sendNotice,
  loginRateLimit,
}: {
  sendNotice: (message: TEmailMessage) => Promise<void>;
  loginRateLimit: number;
}) {
  const checksPerAddress = createRateLimiter({
    name: 'passkey:address',
    max: loginRateLimit * 5,
    windowMs: 15 * 60_000,
  });
  const passwordChecks = createRateLimiter({ name: 'passkey:password', max: 10, windowMs: 15 * 60_000 });
  const { notify, noticeOf } = accountNotices(sendNotice);

  return new Hono<TAppEnv>()
    .use('/account/passkeys', requireUser)
    .use('/account/passkeys/*', requireUser)
    .get(
      '/account/passkeys',
      routeDoc({ tag, auth, summary: "The account's own passkeys", response: ZPasskeyList }),
      async (c) => {
        const { user } = await sessionOf(c);
        return c.json(await listPasskeys(c.var.deps.db, user.id));
      },
    )
    .post(
      '/account/passkeys/options',
      routeDoc({
        tag,
        auth,
        summary: "Start adding a passkey (the password again, when the account has one): WebAuthn's options",
        response: ZPasskeyOptions,
      }),
      validate('json', ZPasskeyAddStart),
      async (c) => {
        const { db, auth: betterAuth, config } = c.var.deps;
        const { user } = await sessionOf(c);
        await passwordChecks.hit(db, user.id);
        const options = await startPasskeyAdd({
          db,
          auth: betterAuth,
          headers: c.req.raw.headers,
          appUrl: config.appUrl,
          user,
          brand: (await accountBrand(db, user.id)) ?? 'Regulars',
          password: c.req.valid('json').password,
        });
        await addChallenge.keep(c, { challenge: options.challenge, userId: user.id });
        return c.json({ options });
      },
    )
    .post(
      '/account/passkeys',
      routeDoc({
        tag,
        auth,
        summary: "Add the passkey the device made for this browser's challenge",
        response: ZPasskey,
        status: 201,
      }),
      validate('json', ZPasskeyAdd),
      async (c) => {
        const { db, config } = c.var.deps;
        const { user } = await sessionOf(c);
        const { name, response } = c.req.valid('json');
        const added = await addPasskey({
          db,
          appUrl: config.appUrl,
          userId: user.id,
          challenge: await addChallenge.take(c),
          name,
          response,
        });
        await notify(c, noticeOf(c, user, { kind: 'passkey-added', name: added.name }));
        return c.json(added, 201);
      },
    )
    .delete(
      '/account/passkeys/:id',
      routeDoc({ tag, auth, summary: 'Remove one of your passkeys', status: 204 }),
      validate('param', z.object({ id: z.string().max(100) })),
      async (c) => {
        const { user } = await sessionOf(c);
        const name = await removePasskey(c.var.deps.db, user.id, c.req.valid('param').id);
        await notify(c, noticeOf(c, user, { kind: 'passkey-removed', name }));
        return c.body(null, 204);
      },
    )
    .post(
      '/login/passkey/options',
      routeDoc({ tag, summary: "Start signing in with a passkey: WebAuthn's options", response: ZPasskeyOptions }),
      async (c) => {
        const { db, config } = c.var.deps;
        const options = await startPasskeySignIn({ db, appUrl: config.appUrl });
        await signInChallenge.keep(c, { challenge: options.challenge });
        return c.json({ options });
      },
    )
    .post(
      '/login/passkey',
      routeDoc({
        tag,
        summary: 'Sign in with a passkey (the device checked the person): opens the session and answers the profile',
        response: ZLoginAnswer,
      }),
      validate('json', ZPasskeySignIn),
      async (c) => {
        const { db, auth: betterAuth, config } = c.var.deps;
        await checksPerAddress.hit(db, clientIp(c));
        const { profile, setCookies } = await passkeySignIn({
          db,
          auth: betterAuth,
          appUrl: config.appUrl,
          challenge: await signInChallenge.take(c),
          response: c.req.valid('json').response,
          headers: c.req.raw.headers,
          defaultRegion: config.defaultPhoneRegion,
        });
        copyCookies(c, setCookies);
        return c.json(profile);
      },
    )
    .post(
      '/login/second-step/passkey/options',
      routeDoc({
        tag,
        summary: "The second step by passkey: WebAuthn's options for the account whose password step waits",
        response: ZPasskeyOptions,
      }),
      async (c) => {
        const { db, auth: betterAuth, config } = c.var.deps;
        const userId = await pendingSecondStep(betterAuth, c.req.raw.headers);
        const options = await startPasskeySignIn({ db, appUrl: config.appUrl, userId });
        await signInChallenge.keep(c, { challenge: options.challenge, userId });
        return c.json({ options });
      },
    )
    .post(
      '/login/second-step/passkey',
      routeDoc({
        tag,
        summary: "The second step by one of the account's passkeys: opens the session and answers the profile",
        response: ZLoginAnswer,
      }),
      validate('json', ZPasskeySignIn),
      async (c) => {
        const { db, auth: betterAuth, config } = c.var.deps;
        await checksPerAddress.hit(db, clientIp(c));
        const userId = await pendingSecondStep(betterAuth, c.req.raw.headers);
        const { profile, setCookies } = await passkeySignIn({
          db,
          auth: betterAuth,
          appUrl: config.appUrl,
          challenge: await signInChallenge.take(c),
          response: c.req.valid('json').response,
          headers: c.req.raw.headers,
          defaultRegion: config.defaultPhoneRegion,
          secondStepOf: userId,
        });
        copyCookies(c, setCookies);
        return c.json(profile);
      },
    );
}

/** The account whose password step waits in this browser; the step's own refusal when none does (or it is stale). */
async function pendingSecondStep(auth: TAppEnv['Variables']['deps']['auth'], headers: Headers): Promise<string> {
  const res = await auth.api.pendingSecondStep({ headers, asResponse: true });
  if (!res.ok) throw new AppError('INVALID_TOKEN', TWO_STEP_MESSAGES.expired);
  return ((await res.json()) as { userId: string }).userId;
}
