import { ZLoginRequest, ZSignupRequest } from '@regulars/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { startCheckout } from '../billing/checkout.ts';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { requireUser, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { createAccountWithBusiness } from './create-account.ts';
import { loadProfile } from './load-profile.ts';
import { createSignInLimit } from './sign-in-limit.ts';

const ZResetRequest = z.object({ email: z.email('Please enter a valid email address').trim().toLowerCase() });
const ZResetConfirm = z.object({
  token: z.string().min(1, 'This reset link is invalid or has expired'),
  password: z.string().min(6, 'Password must be at least 6 characters').max(128),
});

const INVALID_RESET = 'This reset link is invalid or has expired';

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
      const { db, config, auth } = c.var.deps;
      const input = c.req.valid('json');
      await signupLimiter.hit(db, clientIp(c));
      const account = await createAccountWithBusiness({ db, input, trialDays: config.trialDays });
      const signIn = await auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      copyCookies(signIn, c);
      if (!account.tierHasCheckout) return c.json({ redirectTo: '/dashboard' }, 201);
      // A paid tier goes to checkout; if that fails the account still exists and the web app says so.
      try {
        const checkout = await startCheckout(c.var.deps, { businessId: account.userId, tierId: input.tierId });
        return c.json({ redirectTo: checkout.url }, 201);
      } catch {
        return c.json({ redirectTo: '/dashboard', checkoutFailed: true }, 201);
      }
    })

    .post('/login', validate('json', ZLoginRequest), async (c) => {
      const { db, config, auth } = c.var.deps;
      const { email, password } = c.req.valid('json');
      await signInLimit.attempt(db, { ip: clientIp(c), email });
      const res = await auth.api.signInEmail({
        body: { email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) {
        if (res.status === 401 || res.status === 400)
          throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
        throw new AppError('INTERNAL', 'Failed to log in');
      }
      await signInLimit.succeeded(db, email);
      const body = (await res.json()) as { user: { id: string; email: string; name: string } };
      copyCookies(res, c);
      const profile = await loadProfile({ db, user: pickUser(body.user), trialDays: config.trialDays });
      return c.json(profile);
    })

    .post('/logout', async (c) => {
      const res = await c.var.deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      copyCookies(res, c);
      return c.body(null, 204);
    })

    .get('/me', requireUser, async (c) => {
      const { db, config } = c.var.deps;
      const user = c.var.user;
      if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
      const { isSuperAdmin, ownBusiness } = await sessionOf(c);
      const known = { isSuperAdmin, business: ownBusiness };
      return c.json(await loadProfile({ db, user, trialDays: config.trialDays, known }));
    })

    .post('/password-reset/request', validate('json', ZResetRequest), async (c) => {
      const { email } = c.req.valid('json');
      const { db } = c.var.deps;
      await resetPerAddress.hit(db, clientIp(c));
      await resetPerAccount.hit(db, email);
      // Answers the same whether or not the account exists, so it reveals no addresses.
      await c.var.deps.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
      return c.json({ ok: true });
    })

    .post('/password-reset/confirm', validate('json', ZResetConfirm), async (c) => {
      const { token, password } = c.req.valid('json');
      // A reset token names no account until it is checked: the address is what can be limited.
      await resetPerAddress.hit(c.var.deps.db, clientIp(c));
      const res = await c.var.deps.auth.api.resetPassword({ body: { token, newPassword: password }, asResponse: true });
      if (!res.ok) throw new AppError('INVALID_TOKEN', INVALID_RESET);
      return c.json({ ok: true });
    });
}

function pickUser(u: { id: string; email: string; name: string }) {
  return { id: u.id, email: u.email, name: u.name };
}

/** better-auth answers with its own Response; carry its Set-Cookie headers over to ours. */
function copyCookies(from: Response, c: Context) {
  for (const cookie of from.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}
