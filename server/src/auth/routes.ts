import { RESET_LINK_INVALID, ZLoginRequest, ZSignupRequest } from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { requireUser, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { loadProfile } from './load-profile.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { createSignInLimit } from './sign-in-limit.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';

const ZResetRequest = z.object({ email: z.email('Please enter a valid email address').trim().toLowerCase() });
const ZResetConfirm = z.object({
  token: z.string().min(1, RESET_LINK_INVALID),
  password: z.string().min(6, 'Password must be at least 6 characters').max(128),
});

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
    .get('/auth-config', (c) => c.json({ googleEnabled: Boolean(c.var.deps.config.google) }))

    .post('/signup', validate('json', ZSignupRequest), async (c) => {
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
    })

    .post('/login', validate('json', ZLoginRequest), async (c) => {
      const { db, config, auth } = c.var.deps;
      const { email, password } = c.req.valid('json');
      const { profile, setCookies } = await signIn({
        db,
        auth,
        signInLimit,
        trialDays: config.trialDays,
        email,
        password,
        ip: clientIp(c),
        headers: c.req.raw.headers,
      });
      copyCookies(c, setCookies);
      return c.json(profile);
    })

    .post('/logout', async (c) => {
      const { setCookies } = await signOut({ auth: c.var.deps.auth, headers: c.req.raw.headers });
      copyCookies(c, setCookies);
      return c.body(null, 204);
    })

    .get('/me', requireUser, async (c) => {
      const { db, config } = c.var.deps;
      const { user, isSuperAdmin, ownBusiness } = await sessionOf(c);
      const known = { isSuperAdmin, business: ownBusiness };
      return c.json(await loadProfile({ db, user, trialDays: config.trialDays, known }));
    })

    .post('/password-reset/request', validate('json', ZResetRequest), async (c) => {
      const { email } = c.req.valid('json');
      const { db, auth } = c.var.deps;
      await resetPerAddress.hit(db, clientIp(c));
      await resetPerAccount.hit(db, email);
      await requestPasswordReset({ auth, email });
      return c.json({ ok: true });
    })

    .post('/password-reset/confirm', validate('json', ZResetConfirm), async (c) => {
      const { token, password } = c.req.valid('json');
      // A reset token names no account until it is checked: the address is what can be limited.
      await resetPerAddress.hit(c.var.deps.db, clientIp(c));
      await resetPassword({ auth: c.var.deps.auth, token, password });
      return c.json({ ok: true });
    });
}
