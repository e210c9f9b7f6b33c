import { TZDate } from '@date-fns/tz';
import { CAMPAIGN_MESSAGES, LIFT_MESSAGES, SMS_CHARGE_MESSAGES, type TCampaign } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { planLimitError } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, campaigns } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MARKETING_EMAIL_NEEDS_ADDRESS, type TMessageLinks } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { campaignCapacity, estimatedSmsSegments } from './campaign-capacity.ts';
import { linksOf } from './campaign-content.ts';
import { countAudience } from './count-audience.ts';
import { requireCampaignRow } from './get-campaign.ts';
import { CAMPAIGN_JOBS } from './jobs.ts';
import { campaignAnswer } from './quiet-hold.ts';

const YEAR_MS = 366 * 86_400_000;

/**
 * Send now, or schedule for a wall-clock time in the business's time zone. Refused, changing nothing: a campaign
 * that is not a draft (409); no message, no subject (version A's or an A/B test's version B's), or (email) no postal
 * address; nobody in the audience, or all of
 * it in the control group; more
 * recipients to message (the control group left out) than the plan and credits cover (403 PLAN_LIMIT, saying how many it can reach; an SMS campaign counts
 * each text's segments, estimated by estimatedSmsSegments); a time in the past or
 * more than a year ahead. Then, in one transaction, the campaign's status and its first `campaign.send` job (at the
 * scheduled time): the job does the sending (run-campaign-slice.ts), never this request.
 */
export async function startCampaign({
  db,
  queue,
  tracking,
  appUrl,
  businessId,
  campaignId,
  scheduledFor,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  /** Makes the tracked links an SMS is estimated with (they count towards its segments). */
  tracking: Pick<TMessageLinks, 'clickUrl'>;
  /** The app's address, for the invite links an SMS is estimated with. */
  appUrl: string;
  businessId: string;
  campaignId: string;
  /** 'YYYY-MM-DDTHH:mm' in the business's time zone; absent: now. */
  scheduledFor?: string | null;
  now?: Date;
}): Promise<TCampaign> {
  const [business] = await db
    .select({
      name: customerFacingName,
      timeZone: businesses.timeZone,
      postalAddress: businesses.postalAddress,
      locale: businesses.locale,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return db.transaction(async (tx) => {
    const row = await requireCampaignRow({ db: tx, businessId, campaignId, lock: true });
    if (row.status !== 'draft') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.onlyDraftEditable);
    if (!row.body.trim()) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.messageRequired);
    if (row.type === 'email' && !row.subject.trim())
      throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.subjectRequired);
    // An A/B test's version B is checked as version A is (a save cannot leave it empty, but an older row could be).
    const b = row.variantB && row.variantBShare > 0 ? row.variantB : null;
    if (b && !b.body.trim()) throw new AppError('VALIDATION', LIFT_MESSAGES.variantBBodyRequired);
    if (b && row.type === 'email' && !b.subject.trim())
      throw new AppError('VALIDATION', LIFT_MESSAGES.variantBSubjectRequired);
    if (row.type === 'email' && !business?.postalAddress)
      throw new AppError('VALIDATION', MARKETING_EMAIL_NEEDS_ADDRESS);
    const at = scheduledFor ? zonedTime(scheduledFor, business?.timeZone ?? null) : null;
    if (at && at.getTime() <= now.getTime()) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.scheduleInPast);
    if (at && at.getTime() - now.getTime() > YEAR_MS)
      throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.scheduleTooFar);

    const audience = await countAudience({
      db: tx,
      businessId,
      type: row.type,
      audience: row.audience,
      campaignId: row.id,
      controlShare: row.controlShare,
    });
    const links = linksOf(row.body, row.type);
    const variantB = b ? { ...b, links: linksOf(b.body, row.type) } : null;
    if (audience.count === 0) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.noRecipients);
    // The control group is neither messaged nor charged: the plan must cover the others only.
    const count = audience.count - audience.control;
    if (count === 0) throw new AppError('VALIDATION', LIFT_MESSAGES.allInControl);
    // With a version B, the longer of the two texts: the plan must cover every recipient getting it.
    const address = await customerAddress({ db: tx, appUrl, businessId });
    const segmentsEach =
      row.type === 'sms'
        ? Math.max(
            ...[{ body: row.body, links }, ...(variantB ? [variantB] : [])].map((campaign) =>
              estimatedSmsSegments({
                campaign,
                businessName: business?.name ?? '',
                locale: business?.locale ?? 'en-US',
                tracking,
                address,
              }),
            ),
          )
        : 1;
    const capacity = await campaignCapacity({ db: tx, businessId, channel: row.type, segmentsEach });
    if (count > capacity) {
      const what = row.type === 'sms' ? 'SMS' : 'emails';
      throw planLimitError(
        segmentsEach > 1
          ? SMS_CHARGE_MESSAGES.campaignNotCovered({
              recipients: count,
              segmentsEach,
              reachable: capacity,
            })
          : `This campaign would go to ${count.toLocaleString('en-US')} customers, but your plan and credits cover ${capacity.toLocaleString('en-US')} more ${what}. Upgrade your plan or add credits, or narrow the audience.`,
        { limit: capacity, current: count },
      );
    }
    const [updated] = await tx
      .update(campaigns)
      .set({
        status: at ? 'scheduled' : 'sending',
        scheduledFor: at,
        startedAt: at ? null : now,
        recipientCount: count,
        links,
        ...(variantB ? { variantB } : {}),
        error: null,
        updatedAt: now,
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new Error('the campaign was not started');
    await queue.send(CAMPAIGN_JOBS.sendCampaign, { businessId, campaignId }, { tx, ...(at ? { startAfter: at } : {}) });
    return campaignAnswer(tx, businessId, updated);
  });
}

/** '2026-12-01T09:30' on the business's clock, as an instant. */
function zonedTime(local: string, timeZone: string | null): Date {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const at = new TZDate(y, m - 1, d, h, min, timeZone ?? 'UTC');
  if (Number.isNaN(at.getTime()) || at.getMonth() !== m - 1) throw new AppError('VALIDATION', 'Choose a date and time');
  return new Date(at.getTime());
}
