import {
  INVITATION_MESSAGES,
  ZAcceptInvitationResponse,
  ZAcceptSecondStep,
  ZAcceptWithNewAccount,
  ZAcceptWithSignIn,
  ZAcceptWithSignInAnswer,
  ZCompanyProfile,
  ZCompanySetupResponse,
  ZInvitationDetails,
  ZInvitationLookupRequest,
  ZInvitationResponse,
  ZInviteRequest,
  ZOk,
  ZTeamTwoStepRequirement,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { accountBrand, createSignInLimit, recoveryCodeNotice, twoStepNoticeEmail } from '../auth/index.ts';
import { getPublicBrand } from '../branding/index.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import { clientIp } from '../platform/client-ip.ts';
import type { TAppEnv } from '../platform/context.ts';
import { copyCookies } from '../platform/copy-cookies.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin, sessionOf } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { acceptWithNewAccount } from './accept-with-new-account.ts';
import { acceptWithSecondStep, acceptWithSignIn } from './accept-with-sign-in.ts';
import { ensureTenant } from './ensure-tenant.ts';
import { findUsableInvitation } from './find-invitation.ts';
import { getCompanyProfile } from './get-company-profile.ts';
import { inviteMember } from './invite-member.ts';
import { MEMBER_NOT_FOUND, removeMember } from './remove-member.ts';
import { requireTwoStep } from './require-two-step.ts';
import { resendInvitation } from './resend-invitation.ts';
import { resetMemberTwoStep } from './reset-member-two-step.ts';
import { revokeInvitation } from './revoke-invitation.ts';

const tag = 'Teams';
const auth = 'session';

/** The team of the signed-in business: /api/company… (members read, the admin manages). */
export function companyRoutes() {
  // Each invitation sends an email: cap them per business so the feature cannot be used to spam.
  const inviteLimiter = createRateLimiter({ name: 'invitations:business', max: 30, windowMs: 60 * 60_000 });

  return (
    new Hono<TAppEnv>()
      // Also matches /company itself.
      .use('/company/*', requireBusiness)
      .get(
        '/company',
        routeDoc({
          tag,
          auth,
          summary: 'Company profile: facts, seat usage, active members, pending invitations (admin only)',
          response: ZCompanyProfile,
        }),
        async (c) => {
          const { user } = await sessionOf(c);
          return c.json(
            await getCompanyProfile({
              db: c.var.deps.db,
              businessId: c.var.businessId,
              userId: user.id,
              role: c.var.teamRole,
            }),
          );
        },
      )
      .put(
        '/company/two-step',
        routeDoc({
          tag,
          auth,
          summary:
            'Require two-step sign-in of everyone who works in the business, or stop (team admin, whose own must be on)',
          response: ZTeamTwoStepRequirement,
        }),
        requireTeamAdmin,
        validate('json', ZTeamTwoStepRequirement),
        async (c) => {
          const { user } = await sessionOf(c);
          const { required } = c.req.valid('json');
          return c.json(
            await requireTwoStep({ db: c.var.deps.db, businessId: c.var.businessId, userId: user.id, required }),
          );
        },
      )
      .post(
        '/company/setup',
        routeDoc({
          tag,
          auth,
          summary: 'Create the team (tenant) of a business that has none; idempotent (team admin)',
          response: ZCompanySetupResponse,
        }),
        requireTeamAdmin,
        async (c) => c.json(await ensureTenant({ db: c.var.deps.db, businessId: c.var.businessId })),
      )
      .post(
        '/company/invitations',
        routeDoc({
          tag,
          auth,
          summary:
            'Invite a team member by email, as a member or a view-only analyst; refused at the seat limit (team admin)',
          response: ZInvitationResponse,
          status: 201,
        }),
        requireTeamAdmin,
        validate('json', ZInviteRequest),
        async (c) => {
          const { db, queue, config } = c.var.deps;
          await inviteLimiter.hit(db, c.var.businessId);
          const { user } = await sessionOf(c);
          const invitation = await inviteMember({
            db,
            queue,
            appUrl: config.appUrl,
            businessId: c.var.businessId,
            invitedByUserId: user.id,
            ...c.req.valid('json'),
          });
          return c.json({ invitation }, 201);
        },
      )
      .post(
        '/company/invitations/:id/resend',
        routeDoc({
          tag,
          auth,
          summary: 'Revoke a pending invitation and email a fresh one (team admin)',
          response: ZInvitationResponse,
          status: 201,
        }),
        requireTeamAdmin,
        async (c) => {
          const { db, queue, config } = c.var.deps;
          const invitationId = uuidParam(c, INVITATION_MESSAGES.notFound);
          await inviteLimiter.hit(db, c.var.businessId);
          const { user } = await sessionOf(c);
          const invitation = await resendInvitation({
            db,
            queue,
            appUrl: config.appUrl,
            businessId: c.var.businessId,
            invitedByUserId: user.id,
            invitationId,
          });
          return c.json({ invitation }, 201);
        },
      )
      .post(
        '/company/invitations/:id/revoke',
        routeDoc({ tag, auth, summary: 'Revoke a pending invitation (team admin)', status: 204 }),
        requireTeamAdmin,
        async (c) => {
          const invitationId = uuidParam(c, INVITATION_MESSAGES.notFound);
          await revokeInvitation({ db: c.var.deps.db, businessId: c.var.businessId, invitationId });
          return c.body(null, 204);
        },
      )
      .post(
        '/company/members/:id/two-step/reset',
        routeDoc({
          tag,
          auth,
          summary:
            "Reset a member's lost two-step sign-in: their key and recovery codes go, they are signed out, and they are emailed (team admin; not one's own)",
          response: ZOk,
        }),
        requireTeamAdmin,
        async (c) => {
          const { db, queue, config } = c.var.deps;
          const memberId = uuidParam(c, MEMBER_NOT_FOUND);
          const { user } = await sessionOf(c);
          const member = await resetMemberTwoStep({ db, businessId: c.var.businessId, actor: user, memberId });
          const notice = twoStepNoticeEmail({
            to: member.email,
            notice: { kind: 'reset', by: user.name?.trim() || user.email },
            brand: await accountBrand(db, member.userId),
            appUrl: config.appUrl,
          });
          await queue.send(MESSAGING_JOBS.sendEmail, notice);
          return c.json({ ok: true as const });
        },
      )
      .delete(
        '/company/members/:id',
        routeDoc({
          tag,
          auth,
          summary: "Remove a team member: inactive, and signed out at once (team admin; not one's own row)",
          status: 204,
        }),
        requireTeamAdmin,
        async (c) => {
          const memberId = uuidParam(c, MEMBER_NOT_FOUND);
          const { user } = await sessionOf(c);
          await removeMember({ db: c.var.deps.db, businessId: c.var.businessId, actingUserId: user.id, memberId });
          return c.body(null, 204);
        },
      )
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
    .post(
      '/invitations/lookup',
      routeDoc({
        tag,
        summary: "An invitation link's company, email and role (public, rate-limited; token in the body)",
        response: ZInvitationDetails,
      }),
      validate('json', ZInvitationLookupRequest),
      async (c) => {
        await lookupLimiter.hit(c.var.deps.db, clientIp(c));
        const { db, config } = c.var.deps;
        const invitation = await findUsableInvitation({ db, token: c.req.valid('json').token });
        // The business is its admin's (a business's id is its owner's user id).
        const brand = await getPublicBrand({ db, businessId: invitation.adminUserId, appUrl: config.appUrl });
        return c.json({ companyName: invitation.companyName, email: invitation.email, role: invitation.role, brand });
      },
    )
    .post(
      '/invitations/accept/create-account',
      routeDoc({
        tag,
        summary: 'Accept with a new account for the invited email; signs in (public, rate-limited)',
        response: ZAcceptInvitationResponse,
        status: 201,
      }),
      validate('json', ZAcceptWithNewAccount),
      async (c) => {
        const { db, auth } = c.var.deps;
        await acceptLimiter.hit(db, clientIp(c));
        const { setCookies } = await acceptWithNewAccount({
          db,
          auth,
          headers: c.req.raw.headers,
          ...c.req.valid('json'),
        });
        copyCookies(c, setCookies);
        return c.json({ redirectTo: '/dashboard' as const }, 201);
      },
    )
    .post(
      '/invitations/accept/sign-in',
      routeDoc({
        tag,
        summary:
          'Accept by signing in as the invited email; signs in (public, rate-limited). An account with two-step sign-in answers { secondStep: true }: then POST /invitations/accept/second-step',
        response: ZAcceptWithSignInAnswer,
      }),
      validate('json', ZAcceptWithSignIn),
      async (c) => {
        const { db, auth } = c.var.deps;
        await acceptLimiter.hit(db, clientIp(c));
        const { secondStep, setCookies } = await acceptWithSignIn({
          db,
          auth,
          signInLimit,
          ip: clientIp(c),
          headers: c.req.raw.headers,
          ...c.req.valid('json'),
        });
        copyCookies(c, setCookies);
        return c.json(secondStep ? { secondStep } : { redirectTo: '/dashboard' as const });
      },
    )
    .post(
      '/invitations/accept/second-step',
      routeDoc({
        tag,
        summary:
          "Accept by signing in, second step: the authenticator's code or a recovery code; the account must be the invited email's (public, rate-limited)",
        response: ZAcceptInvitationResponse,
      }),
      validate('json', ZAcceptSecondStep),
      async (c) => {
        const { db, auth } = c.var.deps;
        await acceptLimiter.hit(db, clientIp(c));
        const { token, ...input } = c.req.valid('json');
        const { user, setCookies } = await acceptWithSecondStep({ db, auth, headers: c.req.raw.headers, token, input });
        // A recovery code is never used silently: the account hears of it (as at sign-in).
        if (input.kind === 'recovery') {
          const notice = await recoveryCodeNotice({ db, auth, user, appUrl: c.var.deps.config.appUrl });
          await c.var.deps.queue.send(MESSAGING_JOBS.sendEmail, notice);
        }
        copyCookies(c, setCookies);
        return c.json({ redirectTo: '/dashboard' as const });
      },
    );
}
