import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { communicationLogs, customers, smsOptOuts } from '../db/schema/index.ts';
import type { TReadyMessage } from './delivery-channel.ts';
import { addressOrRefusal } from './delivery-refusal.ts';

/** One campaign's messages, or the messages named. */
export type TWhich = { campaignId: string } | { ids: string[] };

/** A pending message picked for delivery: ready for its provider, or refused with the reason. */
export type TPicked = { id: string; refusal: string } | (TReadyMessage & { refusal: null });

/**
 * Pending messages nobody is handing over, locked for the caller's transaction (another process's delivery skips
 * them), each with its customer's consent read again now: one campaign's next `limit` in id order, or the messages
 * named. The same reading decides for every kind of message (delivery-refusal.ts).
 */
export async function pickPending(
  tx: TExecutor,
  { businessId, which, limit }: { businessId: string; which: TWhich; limit: number },
): Promise<TPicked[]> {
  const rows = await tx
    .select({
      id: communicationLogs.id,
      type: communicationLogs.type,
      subject: communicationLogs.subject,
      content: communicationLogs.content,
      html: communicationLogs.html,
      quick: sql<boolean>`coalesce((${communicationLogs.metadata}->>'quick')::boolean, false)`,
      // Null when the message's customer row is gone.
      customerId: customers.id,
      email: customers.email,
      phone: customers.phone,
      optedInEmail: customers.optedInEmail,
      optedInSms: customers.optedInSms,
      deletedAt: customers.deletedAt,
      smsStopped: sql<boolean>`exists (select 1 from ${smsOptOuts} where ${smsOptOuts.businessId} = ${communicationLogs.businessId} and ${smsOptOuts.phone} = ${customers.phone})`,
    })
    .from(communicationLogs)
    .leftJoin(
      customers,
      and(eq(customers.id, communicationLogs.customerId), eq(customers.businessId, communicationLogs.businessId)),
    )
    .where(
      and(
        eq(communicationLogs.businessId, businessId),
        'campaignId' in which
          ? eq(communicationLogs.campaignId, which.campaignId)
          : inArray(communicationLogs.id, which.ids),
        eq(communicationLogs.status, 'pending'),
        isNull(communicationLogs.handedOverAt),
      ),
    )
    .orderBy(asc(communicationLogs.id))
    .limit(limit)
    .for('update', { of: communicationLogs, skipLocked: true });
  return rows.map((row): TPicked => {
    const now = addressOrRefusal({
      type: row.type,
      to: (row.type === 'sms' ? row.phone : row.email) ?? null,
      customerGone: !row.customerId || !!row.deletedAt,
      optedInSms: !!row.optedInSms,
      optedInEmail: !!row.optedInEmail,
      smsStopped: !!row.smsStopped,
      quick: !!row.quick,
    });
    if ('refusal' in now) return { id: row.id, refusal: now.refusal };
    return { id: row.id, to: now.to, subject: row.subject, content: row.content, html: row.html, refusal: null };
  });
}
