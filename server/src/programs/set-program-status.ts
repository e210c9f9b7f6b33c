import { PROGRAM_MESSAGES, type TProgram, type TProgramStatus } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { assertRoomForActiveProgram } from './active-program-limit.ts';
import { recordProgramAudit } from './program-audit.ts';
import { toProgram } from './to-program.ts';

export const PROGRAM_NOT_FOUND = PROGRAM_MESSAGES.notFound;

/** Pause or activate a program of this business; activating counts against max_programs. In the audit trail. */
export async function setProgramStatus(opts: {
  db: TDb;
  businessId: string;
  programId: string;
  actor: TBusinessActor;
  status: TProgramStatus;
}): Promise<TProgram> {
  const { db, businessId, programId, actor, status } = opts;
  return db.transaction(async (tx) => {
    const scope = and(eq(loyaltyPrograms.id, programId), eq(loyaltyPrograms.businessId, businessId));
    const [current] = await tx.select().from(loyaltyPrograms).where(scope).limit(1);
    if (!current) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    if (current.status === status) return toProgram(current);
    if (status === 'active') await assertRoomForActiveProgram({ tx, businessId });
    const [row] = await tx.update(loyaltyPrograms).set({ status }).where(scope).returning();
    if (!row) throw new AppError('NOT_FOUND', PROGRAM_NOT_FOUND);
    const action = status === 'active' ? 'program.activate' : 'program.pause';
    await recordProgramAudit(tx, { businessId, actor, action, program: row });
    return toProgram(row);
  });
}
