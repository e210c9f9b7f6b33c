import { CUSTOM_DOMAIN_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customDomains } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { CUSTOM_DOMAIN_JOBS } from './jobs.ts';

/** POST /settings/domain/check ("Check now"): queues a lookup of the records; the card shows "Checking…" till it ends. */
export async function requestDomainCheck({
  db,
  queue,
  businessId,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customDomains)
      .set({ checkRequestedAt: new Date() })
      .where(eq(customDomains.businessId, businessId))
      .returning({ status: customDomains.status });
    if (!row) throw new AppError('NOT_FOUND', CUSTOM_DOMAIN_MESSAGES.notFound);
    if (row.status === 'pending') await queue.send(CUSTOM_DOMAIN_JOBS.check, { businessId }, { tx });
  });
}
