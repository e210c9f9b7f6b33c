import { type TTeamTwoStepRequirement, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * The team admin requires two-step sign-in of everyone who works in the business, or stops (issue 53). From the next
 * request, each person who has not set it up reaches only its set-up (platform/session.ts). The admin turns it on for
 * their own account first: nobody asks of the team what they do not do.
 */
export async function requireTwoStep({
  db,
  businessId,
  userId,
  required,
}: {
  db: TDb;
  businessId: string;
  userId: string;
  required: boolean;
}): Promise<TTeamTwoStepRequirement> {
  if (required) {
    const [admin] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
    if (!admin?.on) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.yoursFirst);
  }
  await db.update(businesses).set({ requireTwoStep: required }).where(eq(businesses.id, businessId));
  return { required };
}
