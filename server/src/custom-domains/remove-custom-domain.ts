import { CUSTOM_DOMAIN_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { customDomains } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** DELETE /settings/domain: links and QR codes made from now on carry the platform's address again (team admin). */
export async function removeCustomDomain({
  db,
  businessId,
  actor,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(customDomains).where(eq(customDomains.businessId, businessId)).returning();
    if (!gone) throw new AppError('NOT_FOUND', CUSTOM_DOMAIN_MESSAGES.notFound);
    if (gone.status === 'verified') {
      await deleteBusinessKey({ tx, kind: 'custom_domain', key: gone.hostname, businessId });
    }
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'custom_domain.remove',
        targetType: 'custom_domain',
        details: { name: gone.hostname },
      },
    });
  });
}
