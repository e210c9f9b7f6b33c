import type { TEmailTemplate, ZEmailTemplateInput } from '@regulars/contracts';
import type { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { emailTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { emailBodyOf } from './email-body-of.ts';
import { toEmailTemplate } from './to-template.ts';

/** A new email template of the business, active from the start; its body rendered from its design or sanitised. */
export async function createEmailTemplate({
  db,
  appUrl,
  businessId,
  input,
}: {
  db: TDb;
  appUrl: string;
  businessId: string;
  input: z.output<typeof ZEmailTemplateInput>;
}): Promise<TEmailTemplate> {
  const content = await emailBodyOf({ db, appUrl, businessId, body: input.body, design: input.design });
  const [row] = await db
    .insert(emailTemplates)
    .values({
      businessId,
      name: input.name,
      triggerType: input.triggerType,
      subject: input.subject,
      ...content,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The template was not saved');
  return toEmailTemplate(row);
}
