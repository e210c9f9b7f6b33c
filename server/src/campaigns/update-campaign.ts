import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  LIFT_MESSAGES,
  type TCampaign,
  type ZUpdateCampaign,
} from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { campaigns } from '../db/schema/index.ts';
import { emailBodyOf } from '../messaging/index.ts';
import { AppError } from '../platform/errors.ts';
import { assertProgramOfBusiness } from './assert-program.ts';
import { requireCampaignRow } from './get-campaign.ts';
import { campaignAnswer } from './quiet-hold.ts';

/**
 * The composer's save. Only a draft changes (409 otherwise: what is scheduled or sent stays what it was). An SMS is
 * held to 1,600 characters; an email's body is rendered from its design or its HTML stored sanitised, like a
 * template's. An A/B test's version B is held to the same rules as the campaign's own words (version A's) and must
 * say something (an email, a subject too); null drops it.
 */
export async function updateCampaign({
  db,
  appUrl,
  businessId,
  campaignId,
  input,
}: {
  db: TDb;
  appUrl: string;
  businessId: string;
  campaignId: string;
  input: z.output<typeof ZUpdateCampaign>;
}): Promise<TCampaign> {
  await assertProgramOfBusiness({ db, businessId, programId: input.audience.programId });
  // Rendered before the transaction, which then holds the row's lock only for the write.
  const email = await emailBodyOf({ db, appUrl, businessId, body: input.body, design: input.design });
  const b = input.variantB;
  const emailB = b ? await emailBodyOf({ db, appUrl, businessId, body: b.body, design: b.design }) : null;
  return db.transaction(async (tx) => {
    const row = await requireCampaignRow({ db: tx, businessId, campaignId, lock: true });
    if (row.status !== 'draft') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.onlyDraftEditable);
    if (
      row.type === 'sms' &&
      (input.body.length > CAMPAIGN_LIMITS.smsBody || (b?.body.length ?? 0) > CAMPAIGN_LIMITS.smsBody)
    ) {
      throw new AppError(
        'VALIDATION',
        `Message must be at most ${CAMPAIGN_LIMITS.smsBody.toLocaleString('en-US')} characters`,
      );
    }
    if (b && row.type === 'sms' && !b.body.trim()) throw new AppError('VALIDATION', LIFT_MESSAGES.variantBBodyRequired);
    if (b && row.type === 'email' && !b.subject.trim()) {
      throw new AppError('VALIDATION', LIFT_MESSAGES.variantBSubjectRequired);
    }
    const [updated] = await tx
      .update(campaigns)
      .set({
        name: input.name,
        templateId: input.templateId ?? null,
        subject: row.type === 'email' ? input.subject.trim() : '',
        body: row.type === 'email' ? email.body : input.body,
        design: row.type === 'email' ? email.design : null,
        audience: input.audience,
        ...(input.controlShare !== undefined ? { controlShare: input.controlShare } : {}),
        ...(input.outcomeWindowDays !== undefined ? { outcomeWindowDays: input.outcomeWindowDays } : {}),
        // Version B's links are read from its body when it starts sending, as version A's are.
        ...(b === null ? { variantB: null, variantBShare: 0 } : {}),
        ...(b && emailB
          ? {
              variantBShare: b.share,
              variantB:
                row.type === 'email'
                  ? { subject: b.subject.trim(), body: emailB.body, design: emailB.design, links: [] }
                  : { subject: '', body: b.body, design: null, links: [] },
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new Error('the campaign was not saved');
    return campaignAnswer(tx, businessId, updated);
  });
}
