import { randomUUID } from 'node:crypto';
import { languageOfLocale, withOptOutLine } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { recordBatchSpend, smsSegmentsOf } from '../billing/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { campaigns, customers } from '../db/schema/index.ts';
import type { TMessageLinks, TReadyMessage } from '../messaging/index.ts';
import { referralLinksOf } from '../referrals/index.ts';
import { audienceWhere } from './audience-filter.ts';
import { campaignRenderer } from './campaign-content.ts';
import { inControlGroup, inVariantB, recordCampaignRecipients } from './control-group.ts';
import { requireCampaignRow } from './get-campaign.ts';
import { insertCampaignLogs } from './insert-campaign-logs.ts';

/** Recipients made into messages per transaction: big enough to be fast, small enough to hold locks briefly. */
export const CAMPAIGN_BATCH = 500;

/**
 * A provider that stores messages in our own database (the outbox) takes them in the transaction that makes them:
 * they are written as sent at once, with the provider's ids, instead of pending rows handed over by another
 * transaction (half the writes per message).
 */
export type TStoreNow = { provider: string; store: (tx: TExecutor, made: TReadyMessage[]) => Promise<string[]> };

/**
 * The next batch of a sending campaign's recipients made into messages, in one transaction with the campaign row
 * locked: the customers after the checkpoint (in id order) who match its audience and consent now, rendered,
 * charged as a batch (an SMS per segment of its own text: names and points differ), written as pending messages
 * (the send key `campaign:<campaign>:<customer>` makes a second one impossible),
 * or as sent when `storeNow` takes them in the same transaction, and the checkpoint moved past them. Customers drawn
 * into the control group (control-group.ts) get no message and cost nothing: like the messaged ones, they are only
 * recorded in campaign_recipients with their group. In an A/B test, the messaged customers a second hash draws get
 * version B's words and tracked links (their message says so in its metadata, for the click redirect and the
 * per-version figures) and the group 'variant_b'. A crash before
 * the commit leaves nothing; after it, the next run goes on from the checkpoint. When the plan cannot pay for the
 * whole batch, the paid part is made and the campaign stops there, saying why. A campaign whose words use
 * `{referral_link}` gets each recipient's invite link (their code made now, the batch's together), or leaves its
 * sentence out while refer-a-friend is off.
 */
export async function expandBatch({
  db,
  tracking,
  appUrl,
  businessId,
  campaignId,
  business,
  storeNow,
  now = new Date(),
}: {
  db: TDb;
  tracking: TMessageLinks;
  /** The app's address, for the recipients' invite links. */
  appUrl: string;
  businessId: string;
  campaignId: string;
  /** `locale`: the business's, whose language the line on how to stop is in. */
  business: { name: string; timeZone: string | null; locale: string };
  storeNow?: TStoreNow;
  now?: Date;
}): Promise<{ made: number; finished: boolean }> {
  return db.transaction(async (tx) => {
    const c = await requireCampaignRow({ db: tx, businessId, campaignId, lock: true });
    if (c.status !== 'sending' || c.expandedAt) return { made: 0, finished: true };
    const rows = await tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        points: customers.totalPoints,
        control: inControlGroup({ businessId, campaignId: c.id, share: c.controlShare }),
        b: inVariantB({ businessId, campaignId: c.id, share: c.variantB ? c.variantBShare : 0 }),
      })
      .from(customers)
      .where(
        and(
          audienceWhere({ businessId, type: c.type, audience: c.audience, timeZone: business.timeZone, now }),
          c.expandedThrough ? gt(customers.id, c.expandedThrough) : undefined,
        ),
      )
      .orderBy(asc(customers.id))
      .limit(CAMPAIGN_BATCH);
    const stopLine = translatorFor(languageOfLocale(business.locale));
    const versionOf = (content: { subject: string; body: string; links: string[] }) => ({
      links: content.links,
      render: campaignRenderer({
        type: c.type,
        subject: content.subject,
        body: c.type === 'sms' ? withOptOutLine(content.body, stopLine) : content.body,
        links: content.links,
      }),
    });
    const versionA = versionOf(c);
    const versionB = c.variantB ? versionOf(c.variantB) : versionA;
    const messaged = rows.filter((r) => !r.control);
    const words = [c.subject, c.body, c.variantB?.subject, c.variantB?.body];
    const invites = words.some((text) => text?.includes('{referral_link}'))
      ? await referralLinksOf({ tx, appUrl, businessId, customerIds: messaged.map((r) => r.id) })
      : null;
    // Its links on the business's own domain once verified (issue 53).
    const address = await customerAddress({ db: tx, appUrl, businessId });
    const rendered = messaged.map(({ control: _control, b, ...customer }) => {
      const id = randomUUID();
      const { links, render } = b ? versionB : versionA;
      const referralLink = invites?.get(customer.id) ?? null;
      // A version's link index points into its own links: the click redirect reads which version from the message.
      const message = render(
        { businessName: business.name, locale: business.locale, ...customer, referralLink },
        (index) => tracking.clickUrl(id, index, links[index] ?? '', address),
      );
      const to = (c.type === 'sms' ? customer.phone : customer.email) ?? '';
      const segments = c.type === 'sms' ? smsSegmentsOf(message.text) : 1;
      return {
        id,
        to,
        subject: message.subject,
        content: message.text,
        html: message.html,
        customerId: customer.id,
        segments,
        variantB: b,
      };
    });
    const segmentsTotal = rendered.reduce((sum, m) => sum + m.segments, 0);
    const spend =
      messaged.length === 0
        ? { paid: 0, creditsEach: [], smsMonth: null }
        : await recordBatchSpend({
            tx,
            businessId,
            channel: c.type,
            segments: rendered.map((m) => m.segments),
            description: `Campaign "${c.name}": ${messaged.length} ${c.type === 'sms' ? `SMS (${segmentsTotal} segments)` : 'emails'}`,
            now,
          });
    const paid = messaged.slice(0, spend.paid);
    const made = rendered.slice(0, spend.paid);
    // The batch as far as it was paid for: up to the first message the plan could not pay (control ones cost nothing).
    const firstUnpaid = messaged[spend.paid];
    const reached = firstUnpaid ? rows.slice(0, rows.indexOf(firstUnpaid)) : rows;
    const kept = reached.filter((r) => r.control);
    await recordCampaignRecipients(
      tx,
      { businessId, campaignId: c.id, now },
      reached.map((r) => ({
        customerId: r.id,
        group: r.control ? ('control' as const) : r.b ? ('variant_b' as const) : ('message' as const),
      })),
    );
    const providerIds = storeNow && made.length > 0 ? await storeNow.store(tx, made) : null;
    await insertCampaignLogs(
      tx,
      {
        businessId,
        campaign: c,
        chargedSmsMonth: spend.smsMonth,
        now,
        sent: providerIds && storeNow ? { provider: storeNow.provider } : null,
      },
      made.map((message, i) => ({
        ...message,
        chargedCredits: spend.creditsEach[i] ?? 0,
        providerMessageId: providerIds?.[i] ?? null,
      })),
    );
    const stopped = spend.paid < messaged.length;
    const finished = stopped || rows.length < CAMPAIGN_BATCH;
    const madeSoFar = c.queuedCount + paid.length;
    await tx
      .update(campaigns)
      .set({
        expandedThrough: reached.at(-1)?.id ?? c.expandedThrough,
        queuedCount: sql`${campaigns.queuedCount} + ${paid.length}`,
        ...(kept.length > 0 ? { controlCount: sql`${campaigns.controlCount} + ${kept.length}` } : {}),
        ...(providerIds
          ? {
              sentCount: sql`${campaigns.sentCount} + ${paid.length}`,
              deliveredCount: sql`${campaigns.deliveredCount} + ${paid.length}`,
            }
          : {}),
        ...(finished ? { expandedAt: now } : {}),
        ...(stopped
          ? {
              error: `Stopped after ${madeSoFar.toLocaleString('en-US')} messages: your plan's allowance and credits ran out. Upgrade your plan or add credits to reach the rest.`,
            }
          : {}),
      })
      .where(eq(campaigns.id, c.id));
    return { made: paid.length, finished };
  });
}
