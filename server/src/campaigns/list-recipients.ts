import { CAMPAIGN_RECIPIENTS_PAGE_SIZE, type TCampaignRecipients } from '@regulars/contracts';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { communicationLogs, customers } from '../db/schema/index.ts';
import { requireCampaignRow } from './get-campaign.ts';

export type TRecipientFilter = 'pending' | 'sent' | 'failed' | 'opened' | 'clicked';

/** A campaign's recipients and what happened to each one's message, 50 a page, optionally of one outcome. */
export async function listRecipients({
  db,
  businessId,
  campaignId,
  status,
  page,
}: {
  db: TDb;
  businessId: string;
  campaignId: string;
  status?: TRecipientFilter;
  page: number;
}): Promise<TCampaignRecipients> {
  await requireCampaignRow({ db, businessId, campaignId });
  const filter: SQL | undefined =
    status === 'opened'
      ? isNotNull(communicationLogs.openedAt)
      : status === 'clicked'
        ? isNotNull(communicationLogs.clickedAt)
        : status
          ? eq(communicationLogs.status, status)
          : undefined;
  const where = and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.campaignId, campaignId), filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        log: communicationLogs,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        deletedAt: customers.deletedAt,
      })
      .from(communicationLogs)
      .leftJoin(
        customers,
        and(eq(customers.id, communicationLogs.customerId), eq(customers.businessId, communicationLogs.businessId)),
      )
      .where(where)
      .orderBy(asc(communicationLogs.id))
      .limit(CAMPAIGN_RECIPIENTS_PAGE_SIZE)
      .offset((page - 1) * CAMPAIGN_RECIPIENTS_PAGE_SIZE),
    db.select({ n: count() }).from(communicationLogs).where(where),
  ]);
  return {
    recipients: rows.map(({ log, ...c }) => ({
      logId: log.id,
      customerId: log.customerId,
      name:
        c.deletedAt || !log.customerId
          ? 'Deleted customer'
          : [c.firstName, c.lastName].filter(Boolean).join(' ') || 'No name',
      to: c.deletedAt ? null : ((log.type === 'sms' ? c.phone : c.email) ?? null),
      status: log.status,
      delivered: log.status === 'sent' && (log.type === 'email' || !!log.deliveredAt),
      openedAt: log.openedAt?.toISOString() ?? null,
      clickedAt: log.clickedAt?.toISOString() ?? null,
      unsubscribedAt: log.unsubscribedAt?.toISOString() ?? null,
      error: typeof log.metadata.error === 'string' ? log.metadata.error : null,
      createdAt: log.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
