import { COMMUNICATION_MESSAGES, type TCommunicationDetail } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { selectCommunications, toCommunication } from './communication-rows.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * One message of the business's history in full, with its customer, provider, provider message id and error.
 * Another business's message, or a malformed id, is NOT_FOUND (404).
 */
export async function getCommunication({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<TCommunicationDetail> {
  const [row] = isUuid(id)
    ? await selectCommunications(db, { fullContent: true })
        .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.id, id)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', COMMUNICATION_MESSAGES.notFound);
  const metadata = row.log.metadata ?? {};
  return {
    ...toCommunication(row),
    providerMessageId: row.log.providerMessageId,
    error: text(metadata.error),
  };
}
