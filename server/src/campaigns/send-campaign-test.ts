import {
  CAMPAIGN_MESSAGES,
  LIFT_MESSAGES,
  normalizePhone,
  TEST_RECIPIENT_MESSAGES,
  withOptOutLine,
} from '@regulars/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordSpend, smsSegmentsOf } from '../billing/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, customers, testRecipients } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { emailHtml, isOptedOut } from '../messaging/index.ts';
import type { TSessionUser } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { linksOf, renderCampaignMessage } from './campaign-content.ts';
import { requireCampaignRow } from './get-campaign.ts';
import { CAMPAIGN_JOBS } from './jobs.ts';
import { ownVerifiedEmail } from './own-verified-email.ts';

/** A business may send itself a handful of tests, not use them as a second way to send. */
const testLimiter = createRateLimiter({
  name: 'campaign-test',
  max: 10,
  windowMs: 10 * 60_000,
  message: 'You have sent 10 tests in the last 10 minutes. Wait a few minutes before sending another.',
});

/**
 * The composer's "Send test": the campaign as a customer would get it, filled with the sender's name and sample
 * points, its links as written. It goes only where the team proved it receives messages: a number or address
 * verified by code (test_recipients), or the signed-in user's own verified email (the default for email). It is
 * charged like any send (the SMS allowance, then credits; refused at the plan's limit) and the suppression lists
 * apply; it is queued as a job (redacted once sent) and kept out of the history. `variant` 'b' sends an A/B test's
 * version B instead of the campaign's own words.
 */
export async function sendCampaignTest({
  db,
  queue,
  businessId,
  campaignId,
  user,
  to,
  variant = 'a',
  phoneRegion,
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  campaignId: string;
  user: TSessionUser;
  to: string;
  variant?: 'a' | 'b';
  phoneRegion: string;
}): Promise<{ message: string }> {
  const row = await requireCampaignRow({ db, businessId, campaignId });
  const b = row.variantB && row.variantBShare > 0 ? row.variantB : null;
  if (variant === 'b' && !b) throw new AppError('VALIDATION', LIFT_MESSAGES.noVariantB);
  const campaign = { type: row.type, ...(variant === 'b' && b ? b : row) };
  if (!campaign.body.trim()) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.messageRequired);
  if (campaign.type === 'email' && !campaign.subject.trim()) {
    throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.subjectRequired);
  }
  const channel = campaign.type;
  const ownEmail = channel === 'email' ? await ownVerifiedEmail({ db, userId: user.id }) : null;
  const address =
    channel === 'email'
      ? z.email().safeParse((to || ownEmail || user.email).trim().toLowerCase()).data
      : (normalizePhone(to, phoneRegion) ?? undefined);
  if (!address) {
    throw new AppError(
      'VALIDATION',
      channel === 'email' ? CAMPAIGN_MESSAGES.testEmailRequired : CAMPAIGN_MESSAGES.testPhoneRequired,
    );
  }
  if (address !== ownEmail && !(await isVerifiedRecipient(db, businessId, channel, address))) {
    throw new AppError(
      'VALIDATION',
      channel === 'sms' ? TEST_RECIPIENT_MESSAGES.verifyPhoneFirst : TEST_RECIPIENT_MESSAGES.verifyEmailFirst,
    );
  }
  if (channel === 'sms' && (await isOptedOut(db, businessId, address))) {
    throw new AppError('VALIDATION', TEST_RECIPIENT_MESSAGES.optedOut);
  }
  if (channel === 'email' && (await isUnsubscribedEmail(db, businessId, address))) {
    throw new AppError('VALIDATION', TEST_RECIPIENT_MESSAGES.unsubscribed);
  }

  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [firstName, ...rest] = user.name.trim().split(/\s+/);
  const links = linksOf(campaign.body, channel);
  const body = channel === 'sms' ? withOptOutLine(campaign.body) : campaign.body;
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

  await testLimiter.hit(db, businessId);
  try {
    await db.transaction(async (tx) => {
      // Paid for like any send of its channel (an SMS per segment, as it goes out), in the transaction that queues
      // it: a refusal (PLAN_LIMIT) sends nothing.
      const segments = channel === 'sms' ? smsSegmentsOf(rendered.text) : 1;
      const description = `Campaign test ${channel === 'sms' ? 'SMS' : 'email'} to ${address}`;
      await recordSpend({
        tx,
        businessId,
        channel,
        segments,
        description: segments > 1 ? `${description} (${segments} segments)` : description,
      });
      // Quiet hours do not hold a test back: the owner asked for it now, to their own phone.
      await queue.send(
        CAMPAIGN_JOBS.sendCampaignTest,
        channel === 'sms'
          ? { businessId, channel: 'sms', to: address, body: rendered.text }
          : {
              businessId,
              channel: 'email',
              to: address,
              subject: `[Test${b ? `, version ${variant.toUpperCase()}` : ''}] ${rendered.subject ?? ''}`,
              text: rendered.text,
              html: emailHtml(rendered.html ?? ''),
            },
        { tx },
      );
    });
  } catch (err) {
    // A test that was refused (no allowance, no credits) does not use up one of the ten.
    await testLimiter.giveBack(db, businessId);
    throw err;
  }
  const which = b ? ` (version ${variant.toUpperCase()})` : '';
  return { message: `${CAMPAIGN_MESSAGES.testSent}${which} to ${address}` };
}

async function isVerifiedRecipient(db: TExecutor, businessId: string, channel: 'sms' | 'email', address: string) {
  const [row] = await db
    .select({ id: testRecipients.id })
    .from(testRecipients)
    .where(
      and(
        eq(testRecipients.businessId, businessId),
        eq(testRecipients.channel, channel),
        eq(testRecipients.address, address),
        isNotNull(testRecipients.verifiedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A customer of this business who unsubscribed with this address: no email of the business goes there, tests too. */
async function isUnsubscribedEmail(db: TExecutor, businessId: string, address: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.businessId, businessId),
        sql`lower(${customers.email}) = ${address}`,
        isNotNull(customers.emailUnsubscribedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
