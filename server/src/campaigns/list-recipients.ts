import { CAMPAIGN_RECIPIENTS_PAGE_SIZE, type TCampaignRecipients } from '@regulars/contracts';
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaignRecipients, communicationLogs, customers } from '../db/schema/index.ts';
import { requireCampaignRow } from './get-campaign.ts';

export type TRecipientFilter = 'pending' | 'sent' | 'failed' | 'opened' | 'clicked' | 'control';

/**
 * A campaign's recipients and what happened to each one's message, 50 a page, optionally of one outcome; the control
 * group ('Control', no message) after the messages, or alone with the 'control' filter.
 */
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
  const campaign = await requireCampaignRow({ db, businessId, campaignId });
  const offset = (page - 1) * CAMPAIGN_RECIPIENTS_PAGE_SIZE;
  const limit = CAMPAIGN_RECIPIENTS_PAGE_SIZE;
  // The control group's size is the campaign's counter, not a count of its rows.
  if (status === 'control')
    return listControl({ db, businessId, campaignId, offset, limit, total: campaign.controlCount });
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
      .offset(offset),
    db.select({ n: count() }).from(communicationLogs).where(where),
  ]);
  const messages = total?.n ?? 0;
  // Unfiltered, the control group follows the messages.
  const control = status
    ? { recipients: [], total: 0 }
    : await listControl({
        db,
        businessId,
        campaignId,
        offset: Math.max(0, offset - messages),
        limit: rows.length >= limit ? 0 : limit - rows.length,
        total: campaign.controlCount,
      });
  const sent = rows.map(({ log, ...c }) => ({
    logId: log.id,
    // An A/B test's version B says so in its message's metadata (expand-batch.ts); the rest are version A's.
    group: log.metadata.variant === 'b' ? ('variant_b' as const) : ('message' as const),
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
  }));
  return { recipients: [...sent, ...control.recipients], total: messages + control.total };
}

/** The control group's customers, in id order: kept back, so no message, address or outcome. */
async function listControl({
  db,
  businessId,
  campaignId,
  offset,
  limit,
  total,
}: {
  db: TDb;
  businessId: string;
  campaignId: string;
  offset: number;
  limit: number;
  total: number;
}): Promise<TCampaignRecipients> {
  const where = and(
    eq(campaignRecipients.businessId, businessId),
    eq(campaignRecipients.campaignId, campaignId),
    eq(campaignRecipients.group, 'control'),
  );
  const rows =
    limit === 0
      ? []
      : await db
          .select({
            customerId: campaignRecipients.customerId,
            createdAt: campaignRecipients.createdAt,
            firstName: customers.firstName,
            lastName: customers.lastName,
            deletedAt: customers.deletedAt,
            found: customers.id,
          })
          .from(campaignRecipients)
          .leftJoin(
            customers,
            and(
              eq(customers.id, campaignRecipients.customerId),
              eq(customers.businessId, campaignRecipients.businessId),
            ),
          )
          .where(where)
          .orderBy(asc(campaignRecipients.customerId))
          .limit(limit)
          .offset(offset);
  return {
    recipients: rows.map((r) => ({
      logId: r.customerId,
      group: 'control' as const,
      customerId: r.customerId,
      name:
        r.deletedAt || !r.found ? 'Deleted customer' : [r.firstName, r.lastName].filter(Boolean).join(' ') || 'No name',
      to: null,
      status: 'control' as const,
      delivered: false,
      openedAt: null,
      clickedAt: null,
      unsubscribedAt: null,
      error: null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
