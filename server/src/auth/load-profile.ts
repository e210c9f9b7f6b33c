import { knownLanguage, languageOfLocale, type TMe } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { effectiveFeaturesSql } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { businesses, subscriptionTiers, superAdmins, tenants, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import type { TOpenClient, TProfileBusiness } from '../platform/session-reader.ts';
import { findFreeTier } from '../tiers/index.ts';
import { provisionBusiness } from './provision-business.ts';
import { readTwoStepDemand, type TTwoStepDemand } from './two-step-demand.ts';

/** `language`: their choice for the owner's app (users.language); read when a sign-in did not bring it. */
type TUser = { id: string; email: string; name: string; language?: string | null };

/** The business the user works in: their own, or a team member's tenant admin's (as platform/session-reader.ts). */
export const WORK_BUSINESS_ID = sql`case when ${businesses.tenantId} is null or ${businesses.isTenantAdmin}
  then ${businesses.id} else ${tenants.adminUserId} end`;

/**
 * Whether the business the user works in is a client of an agency whose plan, not lapsed, is white-label (issue 53):
 * the session reader's rule (platform/session-reader.ts), read here right after sign-in and for account emails.
 */
export const WORK_WHITE_LABEL = sql<boolean>`coalesce((select wb.agency_id is not null
    and (${sql.raw(effectiveFeaturesSql('wb', 'st'))} ->> 'white_label')::boolean
  from businesses wb left join subscription_tiers st on st.id = wb.tier_id where wb.id = ${WORK_BUSINESS_ID}), false)`;

/** What the profile shows of the user's own business (the session reader reads the same with the session). */
const profileBusinessColumns = {
  id: businesses.id,
  companyName: businesses.companyName,
  email: businesses.email,
  subscriptionStatus: businesses.subscriptionStatus,
  tierId: businesses.tierId,
  tierName: subscriptionTiers.name,
  tenantId: businesses.tenantId,
  tenantCompanyName: tenants.companyName,
  isTenantAdmin: businesses.isTenantAdmin,
  createdAt: businesses.createdAt,
  trialEndsAt: businesses.trialEndsAt,
  // Right after sign-in, the own business's money (the session's next read gives a member their tenant admin's).
  currency: businesses.currency,
  locale: businesses.locale,
  country: sql<string | null>`(select wb.country from businesses wb where wb.id = ${WORK_BUSINESS_ID})`,
  // The business they work in: a member's team's (closing it closes it for the whole team).
  closedAt: sql<Date | string | null>`(select wb.closed_at from businesses wb where wb.id = ${WORK_BUSINESS_ID})`,
  runsClients: sql<boolean>`coalesce((select wb.agency_id is null and (st.features ->> 'clients')::boolean
    from businesses wb join subscription_tiers st on st.id = wb.tier_id where wb.id = ${WORK_BUSINESS_ID}), false)`,
  whiteLabel: WORK_WHITE_LABEL,
  viewOnly: sql<boolean>`coalesce((select tm.role = 'analyst' and not ${businesses.isTenantAdmin} from tenant_members tm
    where tm.tenant_id = ${businesses.tenantId} and tm.user_id = ${businesses.id} and tm.status = 'active'), false)`,
};

/**
 * The signed-in user's profile: a super admin has no business; everyone else gets their own business,
 * provisioned on first load for a user who came through Google sign-in and has none yet.
 */
export async function loadProfile(opts: {
  db: TDb;
  user: TUser;
  /** Known when the request's session was read (one query for both); looked up otherwise (right after sign-in). */
  known?: {
    isSuperAdmin: boolean;
    business: TProfileBusiness | null;
    openClient: TOpenClient | null;
    twoStep: TTwoStepDemand;
  };
  /** DEFAULT_PHONE_REGION: the country of a business that has none of its own. */
  defaultRegion: string;
}): Promise<TMe> {
  const { db, user, known, defaultRegion } = opts;
  const chosen = knownLanguage(user.language === undefined ? await storedLanguage(db, user.id) : user.language);
  const who = { id: user.id, email: user.email, name: user.name, language: chosen };
  const twoStep = known?.twoStep ?? (await readTwoStepDemand(db, user.id));
  const twoStepOwed = twoStep.owed ? twoStep.requiredBy : null;
  if (known?.isSuperAdmin ?? (await isSuperAdminUser(db, user.id))) {
    return {
      user: who,
      language: chosen ?? 'en',
      isSuperAdmin: true,
      business: null,
      tenant: null,
      isTenantAdmin: false,
      twoStepOwed,
    };
  }
  let business = known?.business ?? (await findBusiness(db, user.id));
  if (!business) {
    await provisionForOAuthUser(opts);
    business = await findBusiness(db, user.id);
    if (!business) throw new AppError('INTERNAL', 'Failed to create or find tenant');
  }
  return { ...toProfile(who, business, known?.openClient ?? null, defaultRegion), twoStepOwed };
}

function toProfile(user: TMe['user'], b: TProfileBusiness, client: TOpenClient | null, defaultRegion: string): TMe {
  return {
    user,
    // Their own business's language (an open client's is its customers', not its agency's staff's).
    language: user.language ?? languageOfLocale(b.locale),
    isSuperAdmin: false,
    business: {
      id: b.id,
      companyName: b.companyName,
      email: b.email,
      subscriptionStatus: b.subscriptionStatus,
      tierId: b.tierId,
      tierName: b.tierName,
      tenantId: b.tenantId,
      isTenantAdmin: b.isTenantAdmin,
      createdAt: b.createdAt.toISOString(),
      trialEndsAt: b.trialEndsAt?.toISOString() ?? null,
      // An open client's money and closing are what its screens need.
      currency: client?.currency ?? b.currency,
      locale: client?.locale ?? b.locale,
      country: (client ? client.country : b.country) ?? defaultRegion,
      closedAt: (client ? client.closedAt : b.closedAt)?.toISOString() ?? null,
      // An agency's staff in an open client work for the agency: they see the platform as the agency does.
      whiteLabel: b.whiteLabel,
    },
    tenant: b.tenantId && b.tenantCompanyName ? { id: b.tenantId, companyName: b.tenantCompanyName } : null,
    isTenantAdmin: b.isTenantAdmin,
    runsClients: b.runsClients,
    openClient: client && { id: client.id, companyName: client.companyName, agencyName: client.agencyName },
    viewOnly: b.viewOnly,
  };
}

async function storedLanguage(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

async function isSuperAdminUser(db: TDb, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: superAdmins.id }).from(superAdmins).where(eq(superAdmins.id, userId)).limit(1);
  return Boolean(row);
}

async function findBusiness(db: TDb, userId: string): Promise<TProfileBusiness | undefined> {
  const [row] = await db
    .select(profileBusinessColumns)
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(tenants, eq(tenants.id, businesses.tenantId))
    .where(eq(businesses.id, userId))
    .limit(1);
  return row && { ...row, closedAt: row.closedAt === null ? null : new Date(row.closedAt) };
}

/** A Google user's first business: named after their full name, else the email's local part; Free tier, active. */
async function provisionForOAuthUser(opts: { db: TDb; user: TUser }): Promise<void> {
  const { db, user } = opts;
  if (!user.email) throw new AppError('VALIDATION', 'No email address is available for this account');
  const free = await findFreeTier({ db });
  const [stored] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
  const companyName = stored?.name?.trim() || user.email.split('@')[0];
  try {
    await db.transaction((tx) =>
      provisionBusiness({
        tx,
        userId: user.id,
        email: user.email,
        companyName,
        tierId: free.id,
      }),
    );
  } catch (err) {
    // Two first loads at once: the other one provisioned it.
    if (!isUniqueViolation(err)) throw err;
  }
}
