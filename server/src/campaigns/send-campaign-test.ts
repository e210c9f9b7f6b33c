import { CAMPAIGN_MESSAGES, normalizePhone, withOptOutLine } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { JOBS, type TQueue } from '../jobs/queue.ts';
import { emailHtml } from '../messaging/email-html.ts';
import type { TSessionUser } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { linksOf, renderCampaignMessage } from './campaign-content.ts';
import { requireCampaignRow } from './get-campaign.ts';

/** Tests are free: a business may send itself a handful, not use them as free sends. */
const testLimiter = createRateLimiter({
  name: 'campaign-test',
  max: 10,
  windowMs: 10 * 60_000,
  message: 'You have sent 10 tests in the last 10 minutes. Wait a few minutes before sending another.',
});

/**
 * The composer's "Send test": the campaign as a customer would get it, to the sender's own address (email: the
 * signed-in user's unless another is given; SMS: the number given), filled with the sender's name and sample points,
 * its links as written. Queued as a job (redacted once sent); not charged, not counted, not in the history.
 */
export async function sendCampaignTest({
  db,
  queue,
  businessId,
  campaignId,
  user,
  to,
  phoneRegion,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  campaignId: string;
  user: TSessionUser;
  to: string;
  phoneRegion: string;
}): Promise<{ message: string }> {
  const campaign = await requireCampaignRow({ db, businessId, campaignId });
  if (!campaign.body.trim()) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.messageRequired);
  if (campaign.type === 'email' && !campaign.subject.trim()) {
    throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.subjectRequired);
  }
  const address =
    campaign.type === 'email'
      ? z
          .string()
          .email()
          .safeParse(to || user.email).data
      : (normalizePhone(to, phoneRegion) ?? undefined);
  if (!address) {
    throw new AppError(
      'VALIDATION',
      campaign.type === 'email' ? CAMPAIGN_MESSAGES.testEmailRequired : CAMPAIGN_MESSAGES.testPhoneRequired,
    );
  }
  await testLimiter.hit(db, businessId);
  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [firstName, ...rest] = user.name.trim().split(/\s+/);
  const links = linksOf(campaign.body, campaign.type);
  const body = campaign.type === 'sms' ? withOptOutLine(campaign.body) : campaign.body;
  const rendered = renderCampaignMessage(
    { ...campaign, body, links },
    {
      businessName: business?.name ?? '',
      firstName: firstName || null,
      lastName: rest.join(' ') || null,
      points: 120,
      email: address,
    },
    (index) => links[index] ?? '',
  );
  await queue.send(
    JOBS.sendCampaignTest,
    campaign.type === 'sms'
      ? { businessId, channel: 'sms', to: address, body: rendered.text }
      : {
          businessId,
          channel: 'email',
          to: address,
          subject: `[Test] ${rendered.subject ?? ''}`,
          text: rendered.text,
          html: emailHtml(rendered.html ?? ''),
        },
  );
  return { message: `${CAMPAIGN_MESSAGES.testSent} to ${address}` };
}
