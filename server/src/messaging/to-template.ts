import type { TEmailTemplate, TSmsTemplate } from '@regulars/contracts';
import type { emailTemplates, smsTemplates } from '../db/schema/index.ts';

/** A template row as the API answers it. */
export function toSmsTemplate(row: typeof smsTemplates.$inferSelect): TSmsTemplate {
  return {
    id: row.id,
    name: row.name,
    triggerType: row.triggerType,
    messageTemplate: row.messageTemplate,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEmailTemplate(row: typeof emailTemplates.$inferSelect): TEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    triggerType: row.triggerType,
    subject: row.subject,
    body: row.body,
    design: row.design,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
