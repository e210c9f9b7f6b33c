import type { TLanguage, TPortalReferral } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { referralInviteOf } from './referral-invite-of.ts';

/**
 * The portal's invitation card for a signed-in customer: their code (made now, the first time), their link, what
 * each side gets, and how many friends joined through them and were rewarded. Null while refer-a-friend is off.
 */
export async function portalReferralOf({
  db,
  appUrl,
  businessId,
  customerId,
  language,
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
  customerId: string;
  /** What the portal speaks. */
  language: TLanguage;
}): Promise<TPortalReferral | null> {
  const invite = await referralInviteOf({ db, appUrl, businessId, customerId, language });
  if (!invite) return null;
  const [counts] = await rawQuery<{ joined: number; rewarded: number }>(
    db,
    sql`select count(*)::int as joined, count(*) filter (where status = 'rewarded')::int as rewarded
      from referrals where business_id = ${businessId} and referrer_customer_id = ${customerId}`,
  );
  return { ...invite, joined: Number(counts?.joined ?? 0), rewarded: Number(counts?.rewarded ?? 0) };
}
