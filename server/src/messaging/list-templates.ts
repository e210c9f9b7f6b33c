import type { TEmailTemplate, TSmsTemplate } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { emailTemplates, smsTemplates } from '../db/schema/index.ts';
import { toEmailTemplate, toSmsTemplate } from './to-template.ts';

/** Every SMS template of the business, active or not, newest first (a new one lands at the top). */
export async function listSmsTemplates({ db, businessId }: { db: TDb; businessId: string }): Promise<TSmsTemplate[]> {
  const rows = await db
    .select()
    .from(smsTemplates)
    .where(eq(smsTemplates.businessId, businessId))
    .orderBy(desc(smsTemplates.createdAt), desc(smsTemplates.id));
  return rows.map(toSmsTemplate);
}

/** Every email template of the business, active or not, newest first. */
export async function listEmailTemplates({
  db,
  businessId,
}: {
  db: TDb;
  businessId: string;
}): Promise<TEmailTemplate[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.businessId, businessId))
    .orderBy(desc(emailTemplates.createdAt), desc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}
