import {
  ZAuthConfig,
  ZLoginAnswer,
  ZLoginRequest,
  ZMe,
  ZOk,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZUserLanguageRequest,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { clientIp } from '../platform/client-ip.ts';
import { isLoopbackUrl } from '../platform/config.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireUserBeforeTwoStep, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { testPaymentsAnnounced } from '../providers/payments/index.ts';
import { chooseLanguage } from './choose-language.ts';
import { loadProfile } from './load-profile.ts';
import { passkeysAvailable } from './passkey-party.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { createSignInLimit } from './sign-in-limit.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';

const tag = 'Auth';

export function authRoutes(opts: { loginRateLimit: number; signupRateLimit: number }) {
  const signInLimit = createSignInLimit(opts.loginRateLimit);
  const resetPerAccount = createRateLimiter({ name: 'reset:account', max: 5, windowMs: 15 * 60_000 });
  const resetPerAddress = createRateLimiter({ name: 'reset:address', max: 20, windowMs: 15 * 60_000 });
  const signupLimiter = createRateLimiter({
    name: 'sign-up:address',
    max: opts.signupRateLimit,
    windowMs: 60 * 60_000,
  });

  return new Hono<TAppEnv>()
    .get('/auth-config', routeDoc({ tag, summary: 'Which sign-in methods are enabled', response: ZAuthConfig }), (c) =>
      c.json({
        googleEnabled: Boolean(c.var.deps.config.google),
        appUrlIsLoopback: isLoopbackUrl(c.var.deps.config.appUrl),
        testPayments: testPaymentsAnnounced(c.var.deps.config),
        passkeys: passkeysAvailable(c.var.deps.config.appUrl),
      }),
    )

    .post(
      '/signup',
      routeDoc({
        tag,
        summary:
          'Create an account, its company and business; signs in, and a paid tier goes on to checkout (rate-limited per address)',
        response: ZSignupResponse,
        status: 201,
      }),
      validate('json', ZSignupRequest),
      async (c) => {
        const { db, config, auth, logger } = c.var.deps;
        await signupLimiter.hit(db, clientIp(c));
        const { body, setCookies } = await signUp({
          db,
          auth,
          config,
          logger,
          input: c.req.valid('json'),
          headers: c.req.raw.headers,
        });
        copyCookies(c, setCookies);
        return c.json(body, 201);
      },
    )

    .post(
      '/login',
      routeDoc({
        tag,
        summary:
          'Sign in with email and password (rate-limited per account and per address): the profile, or { secondStep: true } for an account with two-step sign-in (then POST /login/second-step)',
        response: ZLoginAnswer,
      }),
      validate('json', ZLoginRequest),
      async (c) => {
        const { db, auth, config } = c.var.deps;
        const { email, password } = c.req.valid('json');
        const { answer, setCookies } = await signIn({
          db,
          auth,
          signInLimit,
          email,
          password,
          ip: clientIp(c),
          headers: c.req.raw.headers,
          defaultRegion: config.defaultPhoneRegion,
        });
        copyCookies(c, setCookies);
        return c.json(answer);
      },
    )

    .post('/logout', routeDoc({ tag, summary: 'Sign out', status: 204 }), async (c) => {
      const { setCookies } = await signOut({ auth: c.var.deps.auth, headers: c.req.raw.headers });
      copyCookies(c, setCookies);
      return c.body(null, 204);
    })

    .get(
      '/me',
      routeDoc({ tag, summary: "The signed-in user's profile", auth: 'session', response: ZMe }),
      requireUserBeforeTwoStep,
      async (c) => {
        const { db, config } = c.var.deps;
        const { user, isSuperAdmin, ownBusiness, openClient, twoStep } = await sessionOf(c);
        const known = { isSuperAdmin, business: ownBusiness, openClient, twoStep };
        return c.json(await loadProfile({ db, user, known, defaultRegion: config.defaultPhoneRegion }));
      },
    )

    .put(
      '/me/language',
      routeDoc({
        tag,
        summary: "Choose the language the app speaks to you (null: your business's)",
        auth: 'session',
        status: 204,
      }),
      requireUserBeforeTwoStep,
      validate('json', ZUserLanguageRequest),
      async (c) => {
        const { user } = await sessionOf(c);
        await chooseLanguage({ db: c.var.deps.db, userId: user.id, language: c.req.valid('json').language });
        return c.body(null, 204);
      },
    )

    .post(
      '/password-reset/request',
      routeDoc({
        tag,
        summary: 'Email a password reset link (same answer whether or not the account exists; rate-limited)',
        response: ZOk,
      }),
      validate('json', ZPasswordResetRequest),
      async (c) => {
        const { email } = c.req.valid('json');
        const { db, auth } = c.var.deps;
        await resetPerAddress.hit(db, clientIp(c));
        await resetPerAccount.hit(db, email);
        await requestPasswordReset({ auth, email });
        return c.json({ ok: true as const });
      },
    )

    .post(
      '/password-reset/confirm',
      routeDoc({ tag, summary: 'Set a new password with the token from the link (rate-limited)', response: ZOk }),
      validate('json', ZPasswordResetConfirm),
      async (c) => {
        const { token, password } = c.req.valid('json');
        // A reset token names no account until it is checked: the address is what can be limited.
        await resetPerAddress.hit(c.var.deps.db, clientIp(c));
        await resetPassword({ auth: c.var.deps.auth, token, password });
        return c.json({ ok: true as const });
      },
    );
}
