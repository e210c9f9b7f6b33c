import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { agencySso } from '../db/schema/index.ts';

/** DELETE /agency/sso: the team signs in with passwords again; sessions already open stay open. */
export async function removeSso({
  db,
  businessId,
  actor,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(agencySso).where(eq(agencySso.businessId, businessId)).returning();
    if (!gone) return;
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'single_sign_on.remove',
        targetType: 'single_sign_on',
        details: { name: gone.emailDomain },
      },
    });
  });
}
