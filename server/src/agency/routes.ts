import {
  AGENCY_MESSAGES,
  ZAgencyClients,
  ZClientListQuery,
  ZClientManagers,
  ZClientManagersResponse,
  ZCreateClient,
  ZCreateClientResponse,
  ZGiveClientCredits,
  ZGiveClientCreditsResponse,
  ZInvitationResponse,
  ZInviteRequest,
  ZOk,
  ZOpenClient,
  ZOpenClientResponse,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireAgency, requireTeamAdmin, sessionOf } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { setClientManagers } from './client-managers.ts';
import { createClient } from './create-client.ts';
import { giveClientCredits } from './give-client-credits.ts';
import { inviteClientOwner } from './invite-client-owner.ts';
import { listClients } from './list-clients.ts';
import { openClient } from './open-client.ts';
import { releaseClient } from './release-client.ts';

const tag = 'Agency';
const auth = 'session';

/**
 * /api/agency: an agency's client businesses (issue 32). These routes always act for the agency the caller works in,
 * whichever client the session has open; its team reads the overview and opens clients, its admin adds them and
 * invites their owners.
 */
export function agencyRoutes() {
  // Each owner invitation sends an email, like a team invitation: capped per agency.
  const inviteLimiter = createRateLimiter({ name: 'invitations:agency', max: 30, windowMs: 60 * 60_000 });

  return new Hono<TAppEnv>()
    .use('/agency/*', requireAgency)
    .get(
      '/agency/clients',
      routeDoc({
        tag,
        auth,
        summary:
          "The agency's client businesses by name, 25 a page, with this month's visits and messages, plan usage, credits and alerts",
        response: ZAgencyClients,
      }),
      validate('query', ZClientListQuery),
      async (c) => {
        const { search, page } = c.req.valid('query');
        const session = await sessionOf(c);
        return c.json(
          await listClients({
            db: c.var.deps.db,
            agencyId: c.var.businessId,
            search,
            page,
            canManage: c.var.teamRole === 'admin',
            openClientId: session.openClient?.id ?? null,
            // Account managers see their own clients; admins and analysts every one.
            managerId: c.var.teamRole === 'member' ? session.user.id : null,
          }),
        );
      },
    )
    .post(
      '/agency/clients',
      routeDoc({
        tag,
        auth,
        summary: "Add a client business on the agency's plan; 403 PLAN_LIMIT above max_clients (team admin)",
        response: ZCreateClientResponse,
        status: 201,
      }),
      requireTeamAdmin,
      validate('json', ZCreateClient),
      async (c) => {
        const { user } = await sessionOf(c);
        const client = await createClient({
          db: c.var.deps.db,
          agencyId: c.var.businessId,
          user,
          input: c.req.valid('json'),
        });
        return c.json({ client }, 201);
      },
    )
    .post(
      '/agency/open',
      routeDoc({
        tag,
        auth,
        summary:
          "Work in one of the agency's clients in this session (each opening in the client's audit trail), or null for the agency's own business",
        response: ZOpenClientResponse,
      }),
      validate('json', ZOpenClient),
      async (c) => {
        const session = await sessionOf(c);
        const open = await openClient({
          db: c.var.deps.db,
          agencyId: c.var.businessId,
          sessionId: session.sessionId,
          user: session.user,
          clientId: c.req.valid('json').businessId,
          managerOnly: c.var.teamRole === 'member',
        });
        return c.json({ openClient: open });
      },
    )
    .put(
      '/agency/clients/:id/managers',
      routeDoc({
        tag,
        auth,
        summary:
          "Choose the client's account managers from the agency's team (the whole list): they see and open it, the agency's admins every client (team admin)",
        response: ZClientManagersResponse,
      }),
      requireTeamAdmin,
      validate('json', ZClientManagers),
      async (c) => {
        const managers = await setClientManagers({
          db: c.var.deps.db,
          agencyId: c.var.businessId,
          clientId: uuidParam(c, AGENCY_MESSAGES.clientNotFound),
          userIds: c.req.valid('json').userIds,
        });
        return c.json({ managers });
      },
    )
    .post(
      '/agency/clients/:id/release',
      routeDoc({
        tag,
        auth,
        summary:
          "Move a client to its own subscription (Free until its owner picks a plan); it leaves the agency, what is left of the agency's credits goes back to it, and its counter devices, staff PINs, API keys and webhook endpoints end. 409 until its owner has joined (team admin)",
        response: ZOk,
      }),
      requireTeamAdmin,
      async (c) => {
        const { user } = await sessionOf(c);
        await releaseClient({
          db: c.var.deps.db,
          agencyId: c.var.businessId,
          clientId: uuidParam(c, AGENCY_MESSAGES.clientNotFound),
          user,
        });
        return c.json({ ok: true as const });
      },
    )
    .post(
      '/agency/clients/:id/credits',
      routeDoc({
        tag,
        auth,
        summary:
          "Give a client credits from the agency's own balance (a ledger row and an audit row on each side); 409 beyond that balance (team admin)",
        response: ZGiveClientCreditsResponse,
      }),
      requireTeamAdmin,
      validate('json', ZGiveClientCredits),
      async (c) => {
        const { user } = await sessionOf(c);
        return c.json(
          await giveClientCredits({
            db: c.var.deps.db,
            agencyId: c.var.businessId,
            clientId: uuidParam(c, AGENCY_MESSAGES.clientNotFound),
            credits: c.req.valid('json').credits,
            user,
          }),
        );
      },
    )
    .post(
      '/agency/clients/:id/owner-invitations',
      routeDoc({
        tag,
        auth,
        summary: "Invite the client's owner as the admin of that business only; refused at its seat limit (team admin)",
        response: ZInvitationResponse,
        status: 201,
      }),
      requireTeamAdmin,
      validate('json', ZInviteRequest),
      async (c) => {
        const { db, queue, config } = c.var.deps;
        const clientId = uuidParam(c, AGENCY_MESSAGES.clientNotFound);
        await inviteLimiter.hit(db, c.var.businessId);
        const { user } = await sessionOf(c);
        const invitation = await inviteClientOwner({
          db,
          queue,
          appUrl: config.appUrl,
          agencyId: c.var.businessId,
          clientId,
          invitedByUserId: user.id,
          email: c.req.valid('json').email,
        });
        return c.json({ invitation }, 201);
      },
    );
}
