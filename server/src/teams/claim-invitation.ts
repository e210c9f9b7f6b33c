import { INVITATION_MESSAGES } from '@regulars/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tenantInvitations } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Marks the invitation accepted if it is still pending and unexpired: the conditional update makes
 * the token single use even when two acceptances race (the loser gets CONFLICT).
 */
export async function claimInvitation({ tx, invitationId }: { tx: TExecutor; invitationId: string }): Promise<void> {
  const claimed = await tx
    .update(tenantInvitations)
    .set({ status: 'accepted' })
    .where(
      and(
        eq(tenantInvitations.id, invitationId),
        eq(tenantInvitations.status, 'pending'),
        gt(tenantInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: tenantInvitations.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', INVITATION_MESSAGES.usedOrRevoked);
}
