import { and, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/** A number joining more businesses than this in 24 hours gets no welcome text: real guests do not, SMS pumping does. */
export const MAX_WELCOMED_BUSINESSES_PER_DAY = 3;

/**
 * How many businesses the phone (its digits, customers.auth_phone) joined in the last 24 hours, the caller's new
 * customer included. Deliberately across businesses: the abuse is one number spread over many forms, and only a
 * count leaves this function. A transaction lock on the number makes parallel sign-ups count one after another, so
 * the later one sees the earlier.
 */
export async function businessesJoinedToday({ tx, authPhone }: { tx: TExecutor; authPhone: string }): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`enrolment-phone:${authPhone}`}, 0))`);
  const [row] = await tx
    .select({ businesses: countDistinct(customers.businessId) })
    .from(customers)
    .where(and(eq(customers.authPhone, authPhone), gt(customers.createdAt, sql`now() - interval '24 hours'`)));
  return Number(row?.businesses ?? 0);
}
