import type { TProgram } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';

/**
 * Gives a new customer a progress row in each active program. Points programs credit their
 * welcome bonus to the program balance and the customer's totals, recorded as one transaction.
 * Returns the points credited.
 */
export async function enrolIntoPrograms(opts: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  programs: TProgram[];
  now?: Date;
}): Promise<number> {
  const { tx, businessId, customerId, programs } = opts;
  if (programs.length === 0) return 0;
  const now = opts.now ?? new Date();
  const bonusOf = (p: TProgram) => (p.type === 'points' ? p.config.welcomeBonus : 0);
  await tx.insert(customerProgramProgress).values(
    programs.map((p) => ({
      businessId,
      customerId,
      programId: p.id,
      pointsBalance: bonusOf(p),
      totalEarned: bonusOf(p),
      stampsCurrent: 0,
      lastActivityAt: now,
    })),
  );
  const bonuses = programs.filter((p) => bonusOf(p) > 0);
  if (bonuses.length > 0) {
    await tx
      .insert(transactions)
      .values(
        bonuses.map((p) => ({ businessId, customerId, programId: p.id, type: 'welcome_bonus', points: bonusOf(p) })),
      );
  }
  const total = bonuses.reduce((sum, p) => sum + bonusOf(p), 0);
  if (total > 0) {
    await tx
      .update(customers)
      .set({
        totalPoints: sql`${customers.totalPoints} + ${total}`,
        lifetimePointsEarned: sql`${customers.lifetimePointsEarned} + ${total}`,
      })
      .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  }
  return total;
}
