import { TEMPLATE_MESSAGES, type TEmailTemplate, type TEmailTemplateInput } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { sanitizeEmailBody } from './sanitize-email-body.ts';
import { toEmailTemplate } from './to-template.ts';

/** Edit one of the business's email templates (HTML stored sanitised). Throws NOT_FOUND for another business's id. */
export async function updateEmailTemplate({
  db,
  businessId,
  templateId,
  input,
}: {
  db: TDb;
  businessId: string;
  templateId: string;
  input: TEmailTemplateInput;
}): Promise<TEmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({
      name: input.name,
      triggerType: input.triggerType,
      subject: input.subject,
      body: sanitizeEmailBody(input.body),
    })
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toEmailTemplate(row);
}
