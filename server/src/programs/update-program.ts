import { PROGRAM_MESSAGES, type TProgram, type TUpdateProgram } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { recordProgramAudit } from './program-audit.ts';
import { toProgram } from './to-program.ts';

/**
 * Renames, describes or reconfigures a program of this business; its type stays. A new config acts from the next
 * action on: the loyalty engine reads the config when it acts, and what was earned keeps the terms it was earned on.
 * A change is in the business's audit trail.
 */
export async function updateProgram({
  db,
  businessId,
  programId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  programId: string;
  actor: TBusinessActor;
  input: TUpdateProgram;
}): Promise<TProgram> {
  return db.transaction(async (tx) => {
    const scope = and(eq(loyaltyPrograms.id, programId), eq(loyaltyPrograms.businessId, businessId));
    const [current] = await tx.select().from(loyaltyPrograms).where(scope).for('update');
    if (!current) throw new AppError('NOT_FOUND', PROGRAM_MESSAGES.notFound);
    if (current.type !== input.type) throw new AppError('VALIDATION', PROGRAM_MESSAGES.typeCannotChange);
    if (input.name === undefined && input.description === undefined && input.config === undefined) {
      return toProgram(current);
    }
    const [row] = await tx
      .update(loyaltyPrograms)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.config !== undefined && { config: input.config }),
      })
      .where(scope)
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PROGRAM_MESSAGES.notFound);
    await recordProgramAudit(tx, { businessId, actor, action: 'program.update', program: row });
    return toProgram(row);
  });
}
