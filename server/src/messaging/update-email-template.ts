import { TEMPLATE_MESSAGES, type TEmailTemplate, type ZEmailTemplateInput } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { emailBodyOf } from './email-body-of.ts';
import { toEmailTemplate } from './to-template.ts';

/**
 * Edit one of the business's email templates (body rendered from its design, or HTML stored sanitised). Throws
 * NOT_FOUND for another business's id.
 */
export async function updateEmailTemplate({
  db,
  appUrl,
  businessId,
  templateId,
  input,
}: {
  db: TDb;
  appUrl: string;
  businessId: string;
  templateId: string;
  input: z.output<typeof ZEmailTemplateInput>;
}): Promise<TEmailTemplate> {
  const content = await emailBodyOf({ db, appUrl, businessId, body: input.body, design: input.design });
  const [row] = await db
    .update(emailTemplates)
    .set({
      name: input.name,
      triggerType: input.triggerType,
      subject: input.subject,
      ...content,
    })
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.businessId, businessId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.notFound);
  return toEmailTemplate(row);
}
