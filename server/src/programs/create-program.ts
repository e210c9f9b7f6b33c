import type { TCreateProgram, TProgram } from '@regulars/contracts';
import type { TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { loyaltyPrograms } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { assertRoomForActiveProgram } from './active-program-limit.ts';
import { recordProgramAudit } from './program-audit.ts';
import { toProgram } from './to-program.ts';

/** Creates a program, active from the start, within the plan's max_programs; in the business's audit trail. */
export async function createProgram(opts: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TCreateProgram;
}): Promise<TProgram> {
  const { db, businessId, actor, input } = opts;
  return db.transaction(async (tx) => {
    await assertRoomForActiveProgram({ tx, businessId });
    const [row] = await tx
      .insert(loyaltyPrograms)
      .values({
        businessId,
        name: input.name,
        description: input.description,
        type: input.type,
        status: 'active',
        config: input.config,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Failed to create program');
    await recordProgramAudit(tx, { businessId, actor, action: 'program.create', program: row });
    return toProgram(row);
  });
}
