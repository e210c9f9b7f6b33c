import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';

/** A program made, changed, paused, activated or deleted, in the business's audit trail, in the change's transaction. */
export async function recordProgramAudit(
  tx: TExecutor,
  {
    businessId,
    actor,
    action,
    program,
  }: {
    businessId: string;
    actor: TBusinessActor;
    action: 'program.create' | 'program.update' | 'program.pause' | 'program.activate' | 'program.delete';
    program: { id: string; name: string };
  },
): Promise<void> {
  await recordBusinessAudit({
    db: tx,
    entry: { businessId, actor, action, targetType: 'program', targetId: program.id, details: { name: program.name } },
  });
}
