import { AGENCY_MESSAGES, type TTeamRole, TWO_STEP_MESSAGES } from '@regulars/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';
import type { TSession } from './session-reader.ts';
import { refuseWhenClosed, refuseWhenSuspended, refuseWhenViewOnly } from './suspension-guard.ts';

/**
 * The caller's session, read at most once per request and only by routes that ask for it: public
 * routes (tiers, the QR form, health) never pay for it.
 */
async function currentSession(c: Context<TAppEnv>): Promise<TSession | null> {
  let pending = c.get('session');
  if (!pending) {
    pending = c.var.deps.readSession(c.req.raw.headers);
    c.set('session', pending);
  }
  const session = await pending;
  if (session) {
    c.set('user', session.user);
    // better-auth extended the session: the browser gets the fresh cookie with this response.
    for (const cookie of session.setCookies) c.header('set-cookie', cookie, { append: true });
    session.setCookies = [];
  }
  return session;
}

/**
 * The caller's session. While two-step sign-in is required of the account and not set up (issue 53), only the routes
 * behind requireUserBeforeTwoStep answer: everything else, the super admin's and every business's, is refused.
 */
async function signedIn(c: Context<TAppEnv>): Promise<TSession> {
  const session = await currentSession(c);
  if (!session) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (session.twoStep.owed && !c.get('beforeTwoStep')) {
    throw new AppError('TWO_STEP_REQUIRED', TWO_STEP_MESSAGES.required);
  }
  return session;
}

export const requireUser = createMiddleware<TAppEnv>(async (c, next) => {
  await signedIn(c);
  await next();
});

/** For the few routes a session that still owes its second step may use: the profile, the set-up, the language. */
export const requireUserBeforeTwoStep = createMiddleware<TAppEnv>(async (c, next) => {
  c.set('beforeTwoStep', true);
  await signedIn(c);
  await next();
});

export const requireSuperAdmin = createMiddleware<TAppEnv>(async (c, next) => {
  const session = await signedIn(c);
  if (!session.isSuperAdmin) throw new AppError('FORBIDDEN', 'Super admin access required');
  await next();
});

/** The business the caller's team works in (their own, or for an active team member the tenant admin's) and their role. */
function teamBusiness(session: TSession): { businessId: string; role: TTeamRole } {
  const { ownBusiness: own, memberRole } = session;
  if (!own) throw new AppError('FORBIDDEN', 'Business context not available');
  if (!own.tenantId || own.isTenantAdmin) return { businessId: own.id, role: 'admin' };
  if (!memberRole || !own.tenantAdminUserId) throw new AppError('FORBIDDEN', 'Your access to this team has ended');
  return { businessId: own.tenantAdminUserId, role: memberRole };
}

/**
 * Resolves the business this request works on from the session, never from the request: the
 * caller's own business, or for an active team member the tenant admin's business; or the agency's client business the
 * session has open (issue 32), with the role the caller has in the agency.
 */
export const requireBusiness = createMiddleware<TAppEnv>(async (c, next) => {
  const session = await signedIn(c);
  const team = teamBusiness(session);
  const client = session.openClient;
  c.set('businessId', client?.id ?? team.businessId);
  c.set('teamRole', team.role);
  // The session read that business's country with it: no second read for each phone the request reads.
  const country = client ? client.country : session.ownBusiness?.country;
  c.set('phoneRegion', country ?? c.var.deps.config.defaultPhoneRegion);
  refuseWhenClosed(c, client ? client.closedAt !== null : session.ownBusiness?.closedAt != null);
  refuseWhenSuspended(c, session.workSuspended || Boolean(client?.suspended));
  refuseWhenViewOnly(c, team.role);
  await next();
});

/**
 * For the agency's own routes (its clients, opening one): the business the caller's team works in, whichever client
 * the session has open, and only while its plan runs client businesses.
 */
export const requireAgency = createMiddleware<TAppEnv>(async (c, next) => {
  const session = await signedIn(c);
  const team = teamBusiness(session);
  if (!session.ownBusiness?.runsClients) throw new AppError('FORBIDDEN', AGENCY_MESSAGES.notAnAgency);
  c.set('businessId', team.businessId);
  c.set('teamRole', team.role);
  refuseWhenClosed(c, session.ownBusiness?.closedAt != null);
  refuseWhenSuspended(c, session.workSuspended);
  await next();
});

/** For routes only a team's admin may use (team, billing, settings). */
export const requireTeamAdmin = createMiddleware<TAppEnv>(async (c, next) => {
  if (c.var.teamRole !== 'admin') throw new AppError('FORBIDDEN', 'Only the team admin can do this');
  await next();
});

/** The signed-in caller's session as read for this request (after requireUser). */
export async function sessionOf(c: Context<TAppEnv>): Promise<TSession> {
  return signedIn(c);
}
