import { and, eq, ne } from 'drizzle-orm';
import { refundSpend } from '../billing/refund-spend.ts';
import type { TDb } from '../db/client.ts';
import { communicationLogs } from '../db/schema/index.ts';

type TLog = typeof communicationLogs.$inferSelect;

/**
 * The message did not go (refused before or by its provider, or reported undelivered): failed with the reason, and
 * its charge given back, in one transaction. Once only: false when it had already failed.
 */
export async function failAndRefund(
  db: TDb,
  log: Pick<TLog, 'id' | 'businessId' | 'type' | 'templateName' | 'metadata' | 'chargedCredits' | 'chargedSmsMonth'>,
  error: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(communicationLogs)
      .set({ status: 'failed', handedOverAt: null, metadata: { ...log.metadata, error } })
      .where(and(eq(communicationLogs.id, log.id), ne(communicationLogs.status, 'failed')))
      .returning({ id: communicationLogs.id });
    if (!failed) return false;
    await refundSpend({
      tx,
      businessId: log.businessId,
      charge: { credits: log.chargedCredits, smsMonth: log.chargedSmsMonth },
      description: `Refund: ${log.type === 'sms' ? 'SMS' : 'email'} not delivered (${log.templateName ?? 'message'})`,
    });
    return true;
  });
}
