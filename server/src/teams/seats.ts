import { SEAT_LIMIT_MESSAGE } from '@regulars/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { effectiveTier, isUnlimited, planLimitError } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { tenantInvitations, tenantMembers } from '../db/schema/index.ts';

/**
 * Seats in use: active members plus pending invitations that can still be accepted (each holds a
 * seat until it is accepted, revoked or expires). The limit is the tier's features.max_seats.
 */
export async function seatUsage({
  db,
  tenantId,
  businessId,
}: {
  db: TExecutor;
  tenantId: string;
  businessId: string;
}): Promise<{ used: number; max: number }> {
  const [[members], [invitations], tier] = await Promise.all([
    db
      .select({ n: count() })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.status, 'active'))),
    db
      .select({ n: count() })
      .from(tenantInvitations)
      .where(
        and(
          eq(tenantInvitations.tenantId, tenantId),
          eq(tenantInvitations.status, 'pending'),
          gt(tenantInvitations.expiresAt, sql`now()`),
        ),
      ),
    effectiveTier({ db, businessId }),
  ]);
  return { used: Number(members.n) + Number(invitations.n), max: tier.features.maxSeats };
}

export function hasFreeSeat(seats: { used: number; max: number }): boolean {
  return isUnlimited(seats.max) || seats.used < seats.max;
}

/** Refuses (403 PLAN_LIMIT) one more invitation when every seat is taken; run it with the team locked. */
export async function assertFreeSeat({
  tx,
  tenantId,
  businessId,
}: {
  tx: TExecutor;
  tenantId: string;
  businessId: string;
}): Promise<void> {
  const seats = await seatUsage({ db: tx, tenantId, businessId });
  if (!hasFreeSeat(seats)) throw planLimitError(SEAT_LIMIT_MESSAGE, { limit: seats.max, current: seats.used });
}
