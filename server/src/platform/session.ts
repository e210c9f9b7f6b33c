import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { businesses, superAdmins, tenantMembers, tenants } from '../db/schema/index.ts';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** Reads the session cookie once per request; `user` is null when signed out. */
export const withSession = createMiddleware<TAppEnv>(async (c, next) => {
  const { auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
  await next();
});

export const requireUser = createMiddleware<TAppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  await next();
});

export const requireSuperAdmin = createMiddleware<TAppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  const { db } = c.var.deps;
  const [row] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, user.id)).limit(1);
  if (!row) throw new AppError('FORBIDDEN', 'Super admin access required');
  await next();
});

/**
 * Resolves the business this request works on from the session, never from the request: the
 * caller's own business, or for an active team member the tenant admin's business.
 */
export const requireBusiness = createMiddleware<TAppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  const { db } = c.var.deps;
  const [own] = await db
    .select({ id: businesses.id, tenantId: businesses.tenantId, isTenantAdmin: businesses.isTenantAdmin })
    .from(businesses)
    .where(eq(businesses.id, user.id))
    .limit(1);
  if (!own) throw new AppError('FORBIDDEN', 'Business context not available');
  if (!own.tenantId || own.isTenantAdmin) {
    c.set('businessId', own.id);
    c.set('teamRole', 'admin');
    return next();
  }
  const [membership] = await db
    .select({ role: tenantMembers.role, adminUserId: tenants.adminUserId })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(
      and(
        eq(tenantMembers.tenantId, own.tenantId),
        eq(tenantMembers.userId, user.id),
        eq(tenantMembers.status, 'active'),
      ),
    )
    .limit(1);
  if (!membership) throw new AppError('FORBIDDEN', 'Your access to this team has ended');
  c.set('businessId', membership.adminUserId);
  c.set('teamRole', membership.role);
  await next();
});

/** For routes only a team's admin may use (team, billing, settings). */
export const requireTeamAdmin = createMiddleware<TAppEnv>(async (c, next) => {
  if (c.var.teamRole !== 'admin') throw new AppError('FORBIDDEN', 'Only the team admin can do this');
  await next();
});
