import { PROGRAM_MESSAGES } from '@regulars/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import {
  campaigns,
  customerProgramProgress,
  customerRewards,
  loyaltyPrograms,
  transactions,
} from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordProgramAudit } from './program-audit.ts';

type TScope = { tx: TExecutor; businessId: string; programId: string };

/** Anything a customer earned in the program: a ledger row beyond joining it, a reward, or progress above zero. */
async function hasEarnings({ tx, businessId, programId }: TScope): Promise<boolean> {
  const [ledger, reward, progress] = await Promise.all([
    tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.businessId, businessId),
          eq(transactions.programId, programId),
          ne(transactions.type, 'enrol'),
        ),
      )
      .limit(1),
    tx
      .select({ id: customerRewards.id })
      .from(customerRewards)
      .where(and(eq(customerRewards.businessId, businessId), eq(customerRewards.programId, programId)))
      .limit(1),
    tx
      .select({ id: customerProgramProgress.id })
      .from(customerProgramProgress)
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.programId, programId),
          or(
            ne(customerProgramProgress.pointsBalance, 0),
            ne(customerProgramProgress.totalEarned, 0),
            ne(customerProgramProgress.stampsCurrent, 0),
          ),
        ),
      )
      .limit(1),
  ]);
  return ledger.length + reward.length + progress.length > 0;
}

/** A campaign still to be sent whose segment is this program's members (a sent one keeps its audience as history). */
async function hasUnsentCampaign({ tx, businessId, programId }: TScope): Promise<boolean> {
  const rows = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.businessId, businessId),
        inArray(campaigns.status, ['draft', 'scheduled', 'sending']),
        sql`${campaigns.audience}->>'programId' = ${programId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes a program nobody has earned in, which frees its place under the plan's max_programs. Its members' empty
 * progress rows and their "joined" ledger rows go with it. The program row is locked first: a check-in that
 * earns in it meanwhile either lands before (and is seen here) or finds the program gone.
 */
export async function deleteProgram({
  db,
  businessId,
  programId,
  actor,
}: {
  db: TDb;
  businessId: string;
  programId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const scope = and(eq(loyaltyPrograms.id, programId), eq(loyaltyPrograms.businessId, businessId));
    const [program] = await tx
      .select({ id: loyaltyPrograms.id, name: loyaltyPrograms.name })
      .from(loyaltyPrograms)
      .where(scope)
      .for('update');
    if (!program) throw new AppError('NOT_FOUND', PROGRAM_MESSAGES.notFound);
    if (await hasEarnings({ tx, businessId, programId })) throw new AppError('CONFLICT', PROGRAM_MESSAGES.hasEarnings);
    if (await hasUnsentCampaign({ tx, businessId, programId })) {
      throw new AppError('CONFLICT', PROGRAM_MESSAGES.unsentCampaign);
    }
    await tx
      .delete(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.programId, programId)));
    await tx
      .delete(customerProgramProgress)
      .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.programId, programId)));
    await tx.delete(loyaltyPrograms).where(scope);
    await recordProgramAudit(tx, { businessId, actor, action: 'program.delete', program });
  });
}
