import type { TCustomer, TCustomerListRow, TStampCount } from '@regulars/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, loyaltyPrograms } from '../db/schema/index.ts';
import { toProgram } from '../programs/index.ts';

/**
 * What a list of customers shows of their programs: each one's card in every active stamp card ('7 of 10', 0 before
 * the first stamp), and whether the business runs a points program at all (a stamp-card café sees no 'Points 0').
 */
export async function withStampCounts({
  db,
  businessId,
  customers,
}: {
  db: TExecutor;
  businessId: string;
  customers: TCustomer[];
}): Promise<{ rows: TCustomerListRow[]; hasPointsProgram: boolean }> {
  const rows = await db
    .select()
    .from(loyaltyPrograms)
    .where(
      and(
        eq(loyaltyPrograms.businessId, businessId),
        or(
          eq(loyaltyPrograms.type, 'points'),
          and(eq(loyaltyPrograms.type, 'stamp_card'), eq(loyaltyPrograms.status, 'active')),
        ),
      ),
    )
    .orderBy(loyaltyPrograms.createdAt, loyaltyPrograms.id);
  const programs = rows.map(toProgram);
  const cards = programs.flatMap((p) => (p.type === 'stamp_card' ? [p] : []));
  const hasPointsProgram = programs.some((p) => p.type === 'points');
  if (cards.length === 0 || customers.length === 0) {
    return { rows: customers.map((c) => ({ ...c, stamps: [] })), hasPointsProgram };
  }
  const progress = await db
    .select({
      customerId: customerProgramProgress.customerId,
      programId: customerProgramProgress.programId,
      stamps: customerProgramProgress.stampsCurrent,
    })
    .from(customerProgramProgress)
    .where(
      and(
        eq(customerProgramProgress.businessId, businessId),
        inArray(
          customerProgramProgress.customerId,
          customers.map((c) => c.id),
        ),
        inArray(
          customerProgramProgress.programId,
          cards.map((p) => p.id),
        ),
      ),
    );
  const stampsOf = new Map(progress.map((r) => [`${r.customerId}:${r.programId}`, r.stamps]));
  const listed = customers.map((customer) => ({
    ...customer,
    stamps: cards.map(
      (card): TStampCount => ({
        programId: card.id,
        programName: card.name,
        current: stampsOf.get(`${customer.id}:${card.id}`) ?? 0,
        required: card.config.stampsRequired,
      }),
    ),
  }));
  return { rows: listed, hasPointsProgram };
}
