import { TEMPLATE_MESSAGES, type TEmailTemplate, type TSmsTemplate } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toEmailTemplate, toSmsTemplate } from './to-template.ts';

type TArgs = { db: TDb; businessId: string; templateId: string; active: boolean };

/**
 * Activate or deactivate a template: only active ones are offered in the quick modals and sent on their trigger.
 * Throws NOT_FOUND for another business's id.
 */
export async function setSmsTemplateActive({ db, businessId, templateId, active }: TArgs): Promise<TSmsTemplate> {
  const [row] = await db
    .update(smsTemplates)
    .set({ active })
    .where(and(eq(smsTemplates.id, templateId), eq(smsTemplates.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toSmsTemplate(row);
}

export async function setEmailTemplateActive({ db, businessId, templateId, active }: TArgs): Promise<TEmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({ active })
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toEmailTemplate(row);
}
