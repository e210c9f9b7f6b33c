import {
  INVITATION_MESSAGES,
  ZAcceptWithNewAccount,
  ZAcceptWithSignIn,
  ZInvitationLookupRequest,
  ZInviteRequest,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createSignInLimit } from '../auth/sign-in-limit.ts';
import { sessions } from '../db/schema/index.ts';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { acceptWithExistingUser, acceptWithNewAccount } from './accept-invitation.ts';
import { ensureTenant } from './ensure-tenant.ts';
import { findUsableInvitation } from './find-invitation.ts';
import { getCompanyProfile } from './get-company-profile.ts';
import { MEMBER_NOT_FOUND, removeMember } from './remove-member.ts';
import { INVITATION_NOT_FOUND, inviteMember, resendInvitation, revokeInvitation } from './send-invitation.ts';

/** A malformed id is as unknown as a foreign one: 404, never a database error. */
function idParam(c: Context<TAppEnv>, notFound: string): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFound);
  return id;
}

/** The team of the signed-in business: /api/company… (members read, the admin manages). */
export function companyRoutes() {
  // Each invitation sends an email: cap them per business so the feature cannot be used to spam.
  const inviteLimiter = createRateLimiter({ name: 'invitations:business', max: 30, windowMs: 60 * 60_000 });

  return (
    new Hono<TAppEnv>()
      // Also matches /company itself.
      .use('/company/*', requireBusiness)
      .get('/company', async (c) => {
        const { db } = c.var.deps;
        const user = c.var.user;
        if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
        return c.json(
          await getCompanyProfile({ db, businessId: c.var.businessId, userId: user.id, role: c.var.teamRole }),
        );
      })
      .post('/company/setup', requireTeamAdmin, async (c) => {
        return c.json(await ensureTenant({ db: c.var.deps.db, businessId: c.var.businessId }));
      })
      .post('/company/invitations', requireTeamAdmin, validate('json', ZInviteRequest), async (c) => {
        const { db, queue, config } = c.var.deps;
        await inviteLimiter.hit(db, c.var.businessId);
        const invitation = await inviteMember({
          db,
          queue,
          appUrl: config.appUrl,
          businessId: c.var.businessId,
          invitedByUserId: c.var.user?.id ?? c.var.businessId,
          email: c.req.valid('json').email,
        });
        return c.json({ invitation }, 201);
      })
      .post('/company/invitations/:id/resend', requireTeamAdmin, async (c) => {
        const { db, queue, config } = c.var.deps;
        const invitationId = idParam(c, INVITATION_NOT_FOUND);
        await inviteLimiter.hit(db, c.var.businessId);
        const invitation = await resendInvitation({
          db,
          queue,
          appUrl: config.appUrl,
          businessId: c.var.businessId,
          invitedByUserId: c.var.user?.id ?? c.var.businessId,
          invitationId,
        });
        return c.json({ invitation }, 201);
      })
      .post('/company/invitations/:id/revoke', requireTeamAdmin, async (c) => {
        const invitationId = idParam(c, INVITATION_NOT_FOUND);
        await revokeInvitation({ db: c.var.deps.db, businessId: c.var.businessId, invitationId });
        return c.body(null, 204);
      })
      .delete('/company/members/:id', requireTeamAdmin, async (c) => {
        const memberId = idParam(c, MEMBER_NOT_FOUND);
        await removeMember({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actingUserId: c.var.user?.id ?? '',
          memberId,
        });
        return c.body(null, 204);
      })
  );
}

/**
 * The public accept-invitation calls. The token travels in the body, never the path, so it stays
 * out of request logs. Rate-limited per address: tokens are unguessable, and sign-in costs scrypt.
 */
export function invitationRoutes(opts: { loginRateLimit: number }) {
  const lookupLimiter = createRateLimiter({ name: 'invitations:lookup', max: 60, windowMs: 15 * 60_000 });
  const acceptLimiter = createRateLimiter({ name: 'invitations:accept', max: 20, windowMs: 15 * 60_000 });
  const signInLimit = createSignInLimit(opts.loginRateLimit);

  return new Hono<TAppEnv>()
    .post('/invitations/lookup', validate('json', ZInvitationLookupRequest), async (c) => {
      await lookupLimiter.hit(c.var.deps.db, clientIp(c));
      const invitation = await findUsableInvitation(c.var.deps.db, c.req.valid('json').token);
      return c.json({ companyName: invitation.companyName, email: invitation.email, role: invitation.role });
    })

    .post('/invitations/accept/create-account', validate('json', ZAcceptWithNewAccount), async (c) => {
      const { db, auth } = c.var.deps;
      const input = c.req.valid('json');
      await acceptLimiter.hit(db, clientIp(c));
      const { email } = await acceptWithNewAccount({ db, ...input });
      const signIn = await auth.api.signInEmail({
        body: { email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!signIn.ok) throw new AppError('INTERNAL', 'Failed to create session');
      copyCookies(signIn, c);
      return c.json({ redirectTo: '/dashboard' as const }, 201);
    })

    .post('/invitations/accept/sign-in', validate('json', ZAcceptWithSignIn), async (c) => {
      const { db, auth } = c.var.deps;
      const input = c.req.valid('json');
      await acceptLimiter.hit(db, clientIp(c));
      const invitation = await findUsableInvitation(db, input.token);
      if (input.email !== invitation.email.toLowerCase()) {
        throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongEmail(invitation.email));
      }
      await signInLimit.attempt(db, { ip: clientIp(c), email: input.email });
      const signIn = await auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!signIn.ok) {
        if (signIn.status === 401 || signIn.status === 400) {
          throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
        }
        throw new AppError('INTERNAL', 'Failed to log in');
      }
      await signInLimit.succeeded(db, input.email);
      const body = (await signIn.json()) as { token?: string; user: { id: string } };
      try {
        await acceptWithExistingUser({ db, invitation, userId: body.user.id });
      } catch (err) {
        // Not accepted: the session just made must not outlive the refusal.
        if (body.token) await db.delete(sessions).where(eq(sessions.token, body.token));
        throw err;
      }
      copyCookies(signIn, c);
      return c.json({ redirectTo: '/dashboard' as const });
    });
}

/** better-auth answers with its own Response; carry its Set-Cookie headers over to ours. */
function copyCookies(from: Response, c: Context) {
  for (const cookie of from.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}
