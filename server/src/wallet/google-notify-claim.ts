import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';

/** Google tells a pass's holder of at most this many updates a day; past it, a patch goes out silently. */
export const GOOGLE_NOTIFY_CAP = 3;
const WINDOW = sql`interval '24 hours'`;

/**
 * Takes one of the pass's notifications, if any is left: a new 24-hour window once the last began 24 hours or more
 * ago, else one more while fewer than 3 were taken in it. One UPDATE … RETURNING, so the row's lock orders two
 * processes patching the same pass and the second sees the first's count: a 4th can never be taken.
 */
export async function claimGoogleNotification({
  db,
  businessId,
  serial,
  now,
}: {
  db: TExecutor;
  businessId: string;
  serial: string;
  now: Date;
}): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const fresh = sql`(${walletPasses.googleNotifyWindowFrom} is null or ${walletPasses.googleNotifyWindowFrom} <= ${at} - ${WINDOW})`;
  const taken = await db
    .update(walletPasses)
    .set({
      googleNotifyCount: sql`case when ${fresh} then 1 else ${walletPasses.googleNotifyCount} + 1 end`,
      googleNotifyWindowFrom: sql`case when ${fresh} then ${at} else ${walletPasses.googleNotifyWindowFrom} end`,
    })
    .where(
      and(
        eq(walletPasses.businessId, businessId),
        eq(walletPasses.serial, serial),
        or(fresh, lt(walletPasses.googleNotifyCount, GOOGLE_NOTIFY_CAP)),
      ),
    )
    .returning({ count: walletPasses.googleNotifyCount });
  return taken.length > 0;
}

/**
 * Gives a taken notification back when its patch never reached Google (out of reach, or refused): the retry takes
 * it again, so a failed attempt does not cost the customer one of their 3.
 */
export async function releaseGoogleNotification({
  db,
  businessId,
  serial,
}: {
  db: TExecutor;
  businessId: string;
  serial: string;
}): Promise<void> {
  await db
    .update(walletPasses)
    .set({ googleNotifyCount: sql`${walletPasses.googleNotifyCount} - 1` })
    .where(
      and(
        eq(walletPasses.businessId, businessId),
        eq(walletPasses.serial, serial),
        isNotNull(walletPasses.googleNotifyWindowFrom),
        sql`${walletPasses.googleNotifyCount} > 0`,
      ),
    );
}
