import type { TEmailTemplate, TEmailTemplateInput } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { sanitizeEmailBody } from './sanitize-email-body.ts';
import { toEmailTemplate } from './to-template.ts';

/** A new email template of the business, active from the start; an HTML body is stored sanitised. */
export async function createEmailTemplate({
  db,
  businessId,
  input,
}: {
  db: TDb;
  businessId: string;
  input: TEmailTemplateInput;
}): Promise<TEmailTemplate> {
  const [row] = await db
    .insert(emailTemplates)
    .values({
      businessId,
      name: input.name,
      triggerType: input.triggerType,
      subject: input.subject,
      body: sanitizeEmailBody(input.body),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The template was not saved');
  return toEmailTemplate(row);
}
