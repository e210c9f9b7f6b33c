import { TEMPLATE_MESSAGES, type TSmsTemplate, type TSmsTemplateInput } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toSmsTemplate } from './to-template.ts';

/** Rename, retrigger or reword one of the business's SMS templates. Throws NOT_FOUND for another business's id. */
export async function updateSmsTemplate({
  db,
  businessId,
  templateId,
  input,
}: {
  db: TDb;
  businessId: string;
  templateId: string;
  input: TSmsTemplateInput;
}): Promise<TSmsTemplate> {
  const [row] = await db
    .update(smsTemplates)
    .set({ name: input.name, triggerType: input.triggerType, messageTemplate: input.messageTemplate })
    .where(and(eq(smsTemplates.id, templateId), eq(smsTemplates.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toSmsTemplate(row);
}
