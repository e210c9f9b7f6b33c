import { CAMPAIGN_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** A segment's program must be one of the business's own (another business's id is as unknown as a made-up one). */
export async function assertProgramOfBusiness({
  db,
  businessId,
  programId,
}: {
  db: TExecutor;
  businessId: string;
  programId: string | null | undefined;
}): Promise<void> {
  if (!programId) return;
  const [program] = await db
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.id, programId)))
    .limit(1);
  if (!program) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.unknownProgram);
}
