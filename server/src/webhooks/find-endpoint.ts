import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

/** The business's endpoint (locked for update inside a transaction when asked); another business's id is 404. */
export async function findEndpoint({
  db,
  businessId,
  endpointId,
  forUpdate = false,
}: {
  db: TExecutor;
  businessId: string;
  endpointId: string;
  forUpdate?: boolean;
}): Promise<typeof webhookEndpoints.$inferSelect> {
  if (!isUuid(endpointId)) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return row;
}
