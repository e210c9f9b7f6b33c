import { randomUUID } from 'node:crypto';
import type { TProgram } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customers, transactions } from '../db/schema/index.ts';
import type { TProgress } from './load-customer-context.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Makes the customer a member of each program: a progress row and an `enrol` ledger row each, and a points
 * program's welcome bonus as a `welcome_bonus` row credited to the balance and the customer's totals. Used when a
 * customer signs up, and on a customer's first activity in a program launched after they joined. Returns the
 * welcome points credited and the new progress rows.
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
}): Promise<{ welcomePoints: number; progress: TProgress[] }> {
  if (programs.length === 0) return { welcomePoints: 0, progress: [] };
  const bonusOf = (p: TProgram) => (p.type === 'points' ? p.config.welcomeBonus : 0);
  const expiryOf = (p: TProgram) =>
    p.type === 'points' && p.config.pointsExpireDays > 0
      ? new Date(now.getTime() + p.config.pointsExpireDays * DAY)
      : null;
  // Ids are chosen here, so the new rows are known without reading them back: one statement writes them all.
  const progress: TProgress[] = programs.map((p) => ({
    id: randomUUID(),
    programId: p.id,
    pointsBalance: bonusOf(p),
    totalEarned: bonusOf(p),
    stampsCurrent: 0,
    lastActivityAt: now,
    cardExpiresAt: null,
  }));
  const progressInsert = tx
    .insert(customerProgramProgress)
    .values(progress.map((row) => ({ ...row, businessId, customerId })));
  const ledgerInsert = tx.insert(transactions).values([
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
  const totals = tx
    .update(customers)
    .set({
      totalPoints: sql`${customers.totalPoints} + ${total}`,
      lifetimePointsEarned: sql`${customers.lifetimePointsEarned} + ${total}`,
    })
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  await tx.execute(
    sql`with ledger as (${ledgerInsert.getSQL()})${total > 0 ? sql`, totals as (${totals.getSQL()})` : sql``} ${progressInsert.getSQL()}`,
  );
  return { welcomePoints: total, progress };
}
