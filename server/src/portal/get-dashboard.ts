import {
  describeProgram,
  knownLanguage,
  languageOfLocale,
  PORTAL_MESSAGES,
  type TPortalDashboard,
  type TPortalProgram,
} from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { getPublicBrand } from '../branding/index.ts';
import { deletionDueOn } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import {
  businesses,
  customerProgramProgress,
  customerRewards,
  customers,
  loyaltyPrograms,
} from '../db/schema/index.ts';
import { discountStanding, stampsRequiredOf, toReward } from '../loyalty/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { toProgram } from '../programs/index.ts';
import { portalReferralOf } from '../referrals/index.ts';
import { readCustomerStatus } from '../status-tiers/index.ts';
import { walletLinks } from '../wallet/index.ts';
import { findChosenCustomer } from './find-portal-session.ts';
import { assertPortalOpen } from './portal-open.ts';
import { progressPercent } from './progress-percent.ts';
import { recentActivity } from './recent-activity.ts';
import type { TPortalTillClaims } from './till-claims.ts';

/**
 * GET /portal/dashboard: the signed-in customer's own page, in the business they chose. Every query is scoped by that
 * customer and business, so nothing of another customer can show. Programs: those they have progress in (active or
 * paused) and the active ones they have not joined yet. Rewards: all but the voided, newest first.
 */
export async function getPortalDashboard({
  db,
  token,
  wallet,
  tills,
  now = new Date(),
}: {
  db: TExecutor;
  token: string | undefined;
  /** What the wallet links need: which wallets are set up and the pass tokens. */
  wallet: { config: TConfig; tokens: TPassTokens };
  /** Whether the business lets its customers claim a till sale here (the "Bought something" card). */
  tills: Pick<TPortalTillClaims, 'open'>;
  now?: Date;
}): Promise<TPortalDashboard> {
  const { customerId, businessId } = await findChosenCustomer({ db, token });

  const [row] = await db
    .select({
      customer: customers,
      businessName: customerFacingName,
      timeZone: businesses.timeZone,
      currency: businesses.currency,
      locale: businesses.locale,
      country: businesses.country,
      suspendedAt: businesses.suspendedAt,
      closedAt: businesses.closedAt,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  if (!row) throw new AppError('UNAUTHENTICATED', PORTAL_MESSAGES.notSignedIn);
  assertPortalOpen({ ...row, portalEnabled: row.customer.portalEnabled });
  const { customer } = row;
  const ownLanguage = knownLanguage(customer.language);
  const language = ownLanguage ?? languageOfLocale(row.locale);
  const translator = translatorFor(language);

  // One query at a time: inside a transaction they share one connection.
  const progressRows = await db
    .select()
    .from(customerProgramProgress)
    .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.customerId, customerId)));
  const progress = new Map(progressRows.map((p) => [p.programId, p]));
  const joined = [...progress.keys()];
  const programRows = await db
    .select()
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.businessId, businessId),
        joined.length > 0
          ? or(eq(loyaltyPrograms.status, 'active'), inArray(loyaltyPrograms.id, joined))
          : eq(loyaltyPrograms.status, 'active'),
      ),
    )
    .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id));
  const rewardRows = await db
    .select({ reward: customerRewards, programName: loyaltyPrograms.name })
    .from(customerRewards)
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.id, customerRewards.programId))
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, customerId),
        ne(customerRewards.status, 'void'),
      ),
    )
    .orderBy(desc(customerRewards.earnedAt), desc(customerRewards.id));

  const programs: TPortalProgram[] = programRows.map((programRow) => {
    const program = toProgram(programRow);
    const p = progress.get(program.id);
    const standing = {
      pointsBalance: p?.pointsBalance ?? 0,
      stampsCurrent: p?.stampsCurrent ?? 0,
      totalVisits: customer.totalVisits,
    };
    return {
      id: program.id,
      name: program.name,
      type: program.type,
      status: program.status,
      description: describeProgram(program, { currency: row.currency, locale: row.locale }, translator),
      pointsBalance: standing.pointsBalance,
      totalEarned: p?.totalEarned ?? 0,
      stampsCurrent: standing.stampsCurrent,
      stampsRequired: stampsRequiredOf(program),
      lastActivityAt: p?.lastActivityAt?.toISOString() ?? null,
      progressPercent: progressPercent(program, standing),
      discount: program.type === 'discount' ? discountStanding(program.config.tiers, customer.totalVisits) : null,
    };
  });

  return {
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      uniqueCustomerId: customer.uniqueCustomerId,
      phone: customer.phone,
      totalPoints: customer.totalPoints,
      totalVisits: customer.totalVisits,
      deletionRequestedAt: customer.deletionRequestedAt?.toISOString() ?? null,
      deletionDueAt: customer.deletionRequestedAt ? deletionDueOn(customer.deletionRequestedAt).toISOString() : null,
    },
    businessName: row.businessName,
    language,
    ownLanguage,
    brand: await getPublicBrand({ db, businessId, appUrl: wallet.config.appUrl }),
    timeZone: row.timeZone,
    currency: row.currency,
    locale: row.locale,
    country: row.country ?? wallet.config.defaultPhoneRegion,
    programs,
    rewards: rewardRows.map(({ reward, programName }) => toReward(reward, programName, now)),
    recentActivity: await recentActivity({ db, businessId, customerId }),
    wallet: await walletLinks({ db, ...wallet, businessId, customerId }),
    tillClaims: await tills.open({ db, businessId }),
    status: await readCustomerStatus({ db, businessId, customerId, now }),
    referral: await portalReferralOf({ db, appUrl: wallet.config.appUrl, businessId, customerId, language }),
  };
}
