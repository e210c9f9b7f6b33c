import type { TTenant } from '@regulars/contracts';
import { and, eq, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, subscriptionTiers, superAdmins } from '../db/schema/index.ts';

/**
 * A business that is a tenant: super admins are left out of every admin list and figure (spec section 6), and so are
 * team members' own rows (an invited member, a client's owner: linked to their team's tenant, not its admin), which
 * work in their team's business and are no tenant of their own.
 */
export const isTenant = (db: TExecutor): SQL =>
  and(
    eq(businesses.isSuperAdmin, false),
    notExists(db.select({ one: sql`1` }).from(superAdmins).where(eq(superAdmins.id, businesses.id))),
    or(isNull(businesses.tenantId), eq(businesses.isTenantAdmin, true)),
  ) as SQL;

/** The spec's three statuses: any value other than active or trial counts (and is styled) as canceled. */
export const statusKind = sql<string>`case when ${businesses.subscriptionStatus} in ('active', 'trial') then ${businesses.subscriptionStatus} else 'canceled' end`;

/**
 * The tier's price while the subscription is active (what the tenant adds to monthly revenue), else 0. An agency's
 * client (issue 32) is on the agency's plan and pays nothing of its own: 0.
 */
export const tenantMrr = sql<string>`case when ${businesses.subscriptionStatus} = 'active' and ${businesses.agencyId} is null then coalesce(${subscriptionTiers.priceMonthly}, 0) else 0 end`;

/** A business that pays for its own plan: every tenant but an agency's clients. */
export const paysOwnPlan = sql`${businesses.agencyId} is null`;

/** usage_sms_monthly counts the UTC month in usage_sms_month; an earlier month's count reads as 0 (send-charge.ts). */
const smsThisMonth = sql<number>`case when ${businesses.usageSmsMonth} = to_char(now() at time zone 'UTC', 'YYYY-MM') then ${businesses.usageSmsMonthly} else 0 end`;

/** The columns every tenant view reads, tier joined. */
export const tenantColumns = {
  id: businesses.id,
  companyName: businesses.companyName,
  email: businesses.email,
  status: businesses.subscriptionStatus,
  credits: businesses.creditsRemaining,
  usageCustomers: businesses.usageCustomers,
  usageSms: smsThisMonth,
  mrr: tenantMrr,
  createdAt: businesses.createdAt,
  suspendedAt: businesses.suspendedAt,
  tierId: subscriptionTiers.id,
  tierName: subscriptionTiers.name,
  tierPrice: subscriptionTiers.priceMonthly,
  // Agencies with their clients (issue 32): the agency a client belongs to, and an agency's number of clients.
  agencyName: sql<string | null>`(select a.company_name from businesses a where a.id = ${businesses.agencyId})`,
  clientCount: sql<number>`(select count(*)::int from businesses c where c.agency_id = ${businesses.id})`,
};

export type TTenantRow = {
  id: string;
  companyName: string;
  email: string;
  status: string;
  credits: number;
  usageCustomers: number;
  usageSms: number | string;
  mrr: number | string;
  createdAt: Date;
  suspendedAt: Date | null;
  tierId: string | null;
  tierName: string | null;
  tierPrice: number | null;
  agencyName: string | null;
  clientCount: number;
};

/** businesses with their tier: the FROM of every tenant query. */
export const tenantsFrom = (db: TExecutor) =>
  db.select(tenantColumns).from(businesses).leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId));

export function toTenant(r: TTenantRow): TTenant {
  return {
    id: r.id,
    companyName: r.companyName,
    email: r.email,
    tier:
      r.tierId && r.tierName !== null
        ? { id: r.tierId, name: r.tierName, priceMonthly: Number(r.tierPrice ?? 0) }
        : null,
    status: r.status,
    credits: r.credits,
    usageCustomers: r.usageCustomers,
    usageSms: Number(r.usageSms),
    mrr: Number(r.mrr),
    createdAt: r.createdAt.toISOString(),
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    agencyName: r.agencyName,
    clientCount: Number(r.clientCount),
  };
}
