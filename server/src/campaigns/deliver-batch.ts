import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { campaigns, communicationLogs, customers, smsOptOuts } from '../db/schema/index.ts';
import { DELIVERY_MESSAGES } from '../messaging/index.ts';
import type { TCampaignChannel, TCampaignRef } from './campaign-channel.ts';
import { failInBatch } from './fail-in-batch.ts';
import { handOverEach } from './hand-over-each.ts';

/**
 * Hands up to `limit` of a campaign's made messages to its channel and records the outcome. Consent is checked
 * again (it may have changed since the message was made): a customer deleted, unsubscribed or opted out gets
 * nothing, and that message fails with its charge given back. A provider that stores messages in our database (the
 * outbox) does it in the same transaction that marks them sent: exactly once, even through a crash. Any other
 * provider goes through handOverEach (claimed first, so a crash never sends one twice). Answers how many it handled.
 */
export async function deliverBatch(
  db: TDb,
  { campaign, channel, limit }: { campaign: TCampaignRef; channel: TCampaignChannel; limit: number },
): Promise<number> {
  const { storeMany } = channel;
  if (storeMany) {
    return db.transaction(async (tx) => {
      const rows = await nextMessages(tx, campaign, limit);
      const { ready, refused } = splitByConsent(rows, campaign.type);
      await failInBatch(tx, campaign, refused);
      const ids = await storeMany(tx, ready);
      await markSent(
        tx,
        campaign,
        channel.name,
        ready.map((row, i) => ({ id: row.id, providerId: ids[i] ?? '' })),
        true,
      );
      return rows.length;
    });
  }
  const claimed = await db.transaction(async (tx) => {
    const rows = await nextMessages(tx, campaign, limit);
    const { ready, refused } = splitByConsent(rows, campaign.type);
    await failInBatch(tx, campaign, refused);
    if (ready.length > 0) {
      await tx
        .update(communicationLogs)
        .set({ handedOverAt: sql`now()`, attempts: sql`${communicationLogs.attempts} + 1` })
        .where(
          sql`${communicationLogs.id} in (select (jsonb_array_elements_text(${JSON.stringify(ready.map((r) => r.id))}::jsonb))::uuid)`,
        );
    }
    return { ready, handled: rows.length };
  });
  const results = await handOverEach(db, campaign, claimed.ready, channel);
  await markSent(db, campaign, channel.name, results, !channel.reportsDelivery);
  return claimed.handled;
}

/** The campaign's next pending messages nobody is handing over, locked (another process's slice skips them). */
async function nextMessages(tx: TExecutor, campaign: TCampaignRef, limit: number) {
  return tx
    .select({
      id: communicationLogs.id,
      subject: communicationLogs.subject,
      content: communicationLogs.content,
      html: communicationLogs.html,
      metadata: communicationLogs.metadata,
      chargedCredits: communicationLogs.chargedCredits,
      chargedSmsMonth: communicationLogs.chargedSmsMonth,
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
        eq(communicationLogs.businessId, campaign.businessId),
        eq(communicationLogs.campaignId, campaign.id),
        eq(communicationLogs.status, 'pending'),
        isNull(communicationLogs.handedOverAt),
      ),
    )
    .orderBy(asc(communicationLogs.id))
    .limit(limit)
    .for('update', { of: communicationLogs, skipLocked: true });
}

export type TBatchRow = Awaited<ReturnType<typeof nextMessages>>[number];

function splitByConsent(rows: TBatchRow[], type: 'email' | 'sms') {
  const ready: (TBatchRow & { to: string })[] = [];
  const refused: { row: TBatchRow; error: string }[] = [];
  for (const row of rows) {
    const to = type === 'sms' ? row.phone : row.email;
    const error =
      row.deletedAt || !to
        ? DELIVERY_MESSAGES.customerGone
        : type === 'sms'
          ? !row.optedInSms || row.smsStopped
            ? DELIVERY_MESSAGES.smsOptedOut
            : null
          : !row.optedInEmail
            ? DELIVERY_MESSAGES.emailOptedOut
            : null;
    if (error) refused.push({ row, error });
    else ready.push({ ...row, to: to as string });
  }
  return { ready, refused };
}

/** Records messages the provider took: sent, with its ids, in one statement; the campaign's counters follow. */
async function markSent(
  db: TExecutor,
  campaign: TCampaignRef,
  provider: string,
  sent: { id: string; providerId: string; provider?: string }[],
  delivered: boolean,
): Promise<void> {
  if (sent.length === 0) return;
  const values = JSON.stringify(sent.map((s) => ({ id: s.id, pid: s.providerId, p: s.provider ?? provider })));
  await db.execute(sql`
    update ${communicationLogs} l set status = 'sent', provider = v.p, provider_message_id = v.pid,
      handed_over_at = coalesce(l.handed_over_at, now()), attempts = l.attempts + case when l.handed_over_at is null then 1 else 0 end
      ${delivered && campaign.type === 'sms' ? sql`, delivered_at = now()` : sql``}
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, pid text, p text)
    where l.id = v.id and l.business_id = ${campaign.businessId} and l.status = 'pending'`);
  await db
    .update(campaigns)
    .set({
      sentCount: sql`${campaigns.sentCount} + ${sent.length}`,
      ...(delivered ? { deliveredCount: sql`${campaigns.deliveredCount} + ${sent.length}` } : {}),
    })
    .where(eq(campaigns.id, campaign.id));
}
