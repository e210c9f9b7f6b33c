import { z } from 'zod';
import { ZGrowthPoint } from './admin-actions.ts';

/** The super admin's overview and tenant management (spec section 2: Super Admin Dashboard, Tenant Management). */
export const ADMIN_TENANT_MESSAGES = {
  dashboardTitle: 'Super Admin Dashboard',
  dashboardDescription: 'Overview of all tenants and revenue',
  tenantsTitle: 'Tenant Management',
  searchPlaceholder: 'Search by company name or email...',
  noTenants: 'No tenants found',
  tenantNotFound: 'Tenant not found',
} as const;

/** The status filter: anything that is neither active nor trial counts as canceled. */
export const TENANT_STATUS_FILTERS = ['all', 'active', 'trial', 'canceled'] as const;
export type TTenantStatusFilter = (typeof TENANT_STATUS_FILTERS)[number];
export const TENANT_STATUS_FILTER_LABELS: Record<TTenantStatusFilter, string> = {
  all: 'All Status',
  active: 'Active',
  trial: 'Trial',
  canceled: 'Canceled',
};

export const TENANT_PAGE_SIZE_DEFAULT = 25;
export const TENANT_PAGE_SIZE_MAX = 100;

export const ZTenantTier = z.object({ id: z.string(), name: z.string(), priceMonthly: z.number() });

/** One business as the tenant lists show it. */
export const ZTenant = z.object({
  id: z.string(),
  companyName: z.string(),
  email: z.string(),
  /** Null when the business has no tier (never expected, but the column is nullable). */
  tier: ZTenantTier.nullable(),
  /** active, trial, canceled or another provider status (shown as canceled). */
  status: z.string(),
  credits: z.number(),
  usageCustomers: z.number(),
  /** SMS counted this month (an earlier month's count reads as 0). */
  usageSms: z.number(),
  /** The tier's monthly price while active, else 0. */
  mrr: z.number(),
  createdAt: z.string(),
  /** Set while a super admin has the business suspended. */
  suspendedAt: z.string().nullable(),
  /** The agency a client business belongs to (issue 32), else null. */
  agencyName: z.string().nullable().optional(),
  /** How many client businesses an agency runs (0 for any other business). */
  clientCount: z.number().int().optional(),
});
export type TTenant = z.infer<typeof ZTenant>;

export const ZTenantDetail = ZTenant.extend({
  stripePriceId: z.string().nullable(),
  subscriptionPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type TTenantDetail = z.infer<typeof ZTenantDetail>;
export const ZTenantDetailResponse = z.object({ tenant: ZTenantDetail });

export const ZAdminOverview = z.object({
  /** Businesses on their own plan (an agency's clients are on the agency's). */
  totalTenants: z.number(),
  /** Active on a tier with a price: the subscriptions that pay. */
  activeSubscriptions: z.number(),
  trialAccounts: z.number(),
  /** Active on a free tier. */
  freeAccounts: z.number(),
  /** Neither active, trial nor free. */
  canceledAccounts: z.number(),
  /** Sum of price_monthly over active subscriptions (also the Active MRR). */
  monthlyRevenue: z.number(),
  /** monthlyRevenue / active subscriptions, to the cent; 0 when none is active. */
  avgRevenuePerTenant: z.number(),
  /** active subscriptions / total × 100, to one decimal; 0 with no tenants. */
  conversionRate: z.number(),
  /** The five newest tenants. */
  recentTenants: z.array(ZTenant),
  /** The last 12 months, oldest first, this month last. */
  growth: z.array(ZGrowthPoint),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

export const ZTenantListQuery = z.object({
  search: z.string().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(TENANT_STATUS_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(TENANT_PAGE_SIZE_MAX).default(TENANT_PAGE_SIZE_DEFAULT),
});

export const ZTenantList = z.object({
  tenants: z.array(ZTenant),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TTenantList = z.infer<typeof ZTenantList>;

export const ZTenantIdParam = z.object({ id: z.string().min(1).max(64) });

/** How a status is styled: active green, trial blue, anything else canceled (spec section 4). */
export function tenantStatusKind(status: string): 'active' | 'trial' | 'canceled' {
  return status === 'active' || status === 'trial' ? status : 'canceled';
}
