import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, campaigns, communicationLogs } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { channelFor, handOver, quietHoursEnd, type TMessageLinks } from '../messaging/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';
import { CAMPAIGN_BATCH, expandBatch, type TStoreNow } from './expand-batch.ts';
import { CAMPAIGN_JOBS } from './jobs.ts';
import { takeSendBudget } from './send-rate.ts';

/**
 * How long one job works a campaign before queueing its next slice behind everyone else's jobs: short, so another
 * business's campaign interleaves with a big one instead of waiting for it to finish.
 */
export const SLICE_MS = 2000;
/** While a business is suspended or closed its campaign waits, checking again this often (a purge deletes it). */
const SUSPENDED_RETRY_MS = 15 * 60_000;

export type TSliceDeps = {
  db: TDb;
  queue: TQueue;
  /** The provider a business's email goes through (its own SendGrid, or the platform's). */
  emailFor: (businessId: string) => Promise<TEmailProvider>;
  sms: TSmsProvider;
  tracking: TMessageLinks;
  logger: TLogger;
  config: Pick<TConfig, 'smsRatePerSecond' | 'twilio' | 'appUrl'>;
};

/**
 * The `campaign.send` job: one slice of a campaign's sending. A scheduled campaign whose time has come starts here.
 * Then, for up to SLICE_MS: the next batch of recipients made into messages (expand-batch.ts, from the checkpoint)
 * and the made messages handed over (messaging's handOver), SMS within the sender's rate. Then the next slice is queued,
 * or, when every message is made and handed over, the campaign is sent. Every step is safe to repeat, so a crash
 * (or two processes working one campaign) loses nobody and sends nobody a second copy.
 */
export async function runCampaignSlice(input: TSliceDeps & { businessId: string; campaignId: string }): Promise<void> {
  const { businessId, campaignId, ...deps } = input;
  const started = Date.now();
  const { db } = deps;
  const [row] = await db
    .select({
      campaign: campaigns,
      business: {
        name: customerFacingName,
        postalAddress: businesses.postalAddress,
        locale: businesses.locale,
        tracked: businesses.emailTrackingEnabled,
        timeZone: businesses.timeZone,
        start: businesses.quietHoursStart,
        end: businesses.quietHoursEnd,
        suspendedAt: businesses.suspendedAt,
        closedAt: businesses.closedAt,
      },
    })
    .from(campaigns)
    .innerJoin(businesses, eq(businesses.id, campaigns.businessId))
    .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, campaignId)))
    .limit(1);
  if (!row) return;
  const { campaign, business } = row;
  const again = (startAfter?: Date) =>
    deps.queue.send(CAMPAIGN_JOBS.sendCampaign, { businessId, campaignId }, startAfter ? { startAfter } : {});

  if (campaign.status === 'scheduled') {
    if (campaign.scheduledFor && campaign.scheduledFor.getTime() > Date.now())
      return void (await again(campaign.scheduledFor));
    await db
      .update(campaigns)
      .set({ status: 'sending', startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'scheduled')));
  } else if (campaign.status !== 'sending') {
    return;
  }
  if (business.suspendedAt || business.closedAt) return void (await again(new Date(Date.now() + SUSPENDED_RETRY_MS)));
  if (campaign.type === 'sms') {
    const until = quietHoursEnd({ now: new Date(), ...business });
    if (until) return void (await again(until));
  }

  const channel = await channelFor(db, { ...deps, type: campaign.type, businessId, sender: business });
  const rate = campaign.type === 'sms' ? deps.config.smsRatePerSecond : null;
  const senderName = `${channel.name}:${deps.config.twilio?.from ?? 'default'}`;
  // Without a rate to keep, the outbox takes each batch in the transaction that makes it.
  const storeNow: TStoreNow | undefined =
    channel.storeMany && !rate ? { provider: channel.name, store: channel.storeMany } : undefined;
  let expanded = !!campaign.expandedAt;
  while (Date.now() - started < SLICE_MS) {
    // Between batches, requests waiting for the database go first: the embedded one has a single connection.
    await new Promise((resolve) => setImmediate(resolve));
    if (!expanded) {
      const result = await expandBatch({
        db,
        tracking: deps.tracking,
        appUrl: deps.config.appUrl,
        businessId,
        campaignId,
        business,
        storeNow,
      });
      if (storeNow && !result.finished) continue;
      expanded = result.finished;
    }
    const limit = rate
      ? await takeSendBudget({ db, sender: senderName, perSecond: rate, wanted: Math.min(rate, CAMPAIGN_BATCH) })
      : CAMPAIGN_BATCH;
    if (rate && limit === 0) {
      await sleep(1000 - (Date.now() % 1000));
      continue;
    }
    // A message its provider refused for now is released: a later batch (this slice's or the next) tries it again.
    const { picked } = await handOver(db, {
      businessId,
      channel,
      logger: deps.logger,
      which: { campaignId },
      limit,
    });
    if (expanded && picked === 0) {
      if (await finishIfDone(db, campaign.id)) return;
      // Messages another slice is handing over right now: let it finish them.
      break;
    }
  }
  await again();
}

/** Sent (or failed when nothing went out) once every message is made and none waits to be handed over. */
async function finishIfDone(db: TDb, campaignId: string): Promise<boolean> {
  const waiting = db
    .select({ one: sql`1` })
    .from(communicationLogs)
    .where(
      and(
        eq(communicationLogs.businessId, campaigns.businessId),
        eq(communicationLogs.campaignId, campaigns.id),
        eq(communicationLogs.status, 'pending'),
        isNull(communicationLogs.handedOverAt),
      ),
    );
  // The campaign.sent event commits with the status that says so.
  return db.transaction(async (tx) => {
    const done = await tx
      .update(campaigns)
      .set({
        status: sql`case when ${campaigns.sentCount} = 0 and ${campaigns.failedCount} > 0 then 'failed' else 'sent' end`,
        sentAt: new Date(),
        recipientCount: sql`${campaigns.queuedCount}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.status, 'sending'),
          sql`${campaigns.expandedAt} is not null`,
          sql`not exists (${waiting})`,
        ),
      )
      .returning({
        id: campaigns.id,
        businessId: campaigns.businessId,
        name: campaigns.name,
        status: campaigns.status,
        sentCount: campaigns.sentCount,
        failedCount: campaigns.failedCount,
      });
    const [finished] = done;
    if (finished) {
      await emitWebhookEvents({
        tx,
        queue: undefined,
        businessId: finished.businessId,
        events: [
          {
            type: 'campaign.sent',
            data: {
              campaignId: finished.id,
              name: finished.name,
              status: finished.status,
              sent: finished.sentCount,
              failed: finished.failedCount,
            },
          },
        ],
      });
    }
    return done.length > 0;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
