import type { TSmsTemplate, TSmsTemplateInput } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { smsTemplates } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toSmsTemplate } from './to-template.ts';

/** A new SMS template of the business, active from the start. */
export async function createSmsTemplate({
  db,
  businessId,
  input,
}: {
  db: TDb;
  businessId: string;
  input: TSmsTemplateInput;
}): Promise<TSmsTemplate> {
  const [row] = await db
    .insert(smsTemplates)
    .values({ businessId, name: input.name, triggerType: input.triggerType, messageTemplate: input.messageTemplate })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The template was not saved');
  return toSmsTemplate(row);
}
