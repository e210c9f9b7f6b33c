import type { TProgram } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Makes the customer a member of each program: a progress row and an `enrol` ledger row each, and a points
 * program's welcome bonus as a `welcome_bonus` row credited to the balance and the customer's totals. Used when a
 * customer signs up, and on a customer's first activity in a program launched after they joined. Returns the
 * welcome points credited.
 */
export async function joinPrograms({
  tx,
  businessId,
  customerId,
  programs,
  staffUserId = null,
  now = new Date(),
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  programs: TProgram[];
  staffUserId?: string | null;
  now?: Date;
}): Promise<number> {
  if (programs.length === 0) return 0;
  const bonusOf = (p: TProgram) => (p.type === 'points' ? p.config.welcomeBonus : 0);
  const expiryOf = (p: TProgram) =>
    p.type === 'points' && p.config.pointsExpireDays > 0
      ? new Date(now.getTime() + p.config.pointsExpireDays * DAY)
      : null;
  await tx.insert(customerProgramProgress).values(
    programs.map((p) => ({
      businessId,
      customerId,
      programId: p.id,
      pointsBalance: bonusOf(p),
      totalEarned: bonusOf(p),
      lastActivityAt: now,
    })),
  );
  await tx.insert(transactions).values([
    ...programs.map((p) => ({ businessId, customerId, programId: p.id, type: 'enrol', staffUserId, createdAt: now })),
    ...programs
      .filter((p) => bonusOf(p) > 0)
      .map((p) => ({
        businessId,
        customerId,
        programId: p.id,
        type: 'welcome_bonus',
        points: bonusOf(p),
        pointsExpireAt: expiryOf(p),
        staffUserId,
        createdAt: now,
      })),
  ]);
  const total = programs.reduce((sum, p) => sum + bonusOf(p), 0);
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
