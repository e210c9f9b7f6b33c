import type { TQuickTemplate } from '@regulars/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { emailTemplates, smsTemplates } from '../db/schema/index.ts';

/** The business's active templates of one channel, by name, for the quick modals. */
export async function listQuickTemplates({
  db,
  businessId,
  input,
}: {
  db: TDb;
  businessId: string;
  input: { type: 'email' | 'sms' };
}): Promise<TQuickTemplate[]> {
  if (input.type === 'email') {
    const rows = await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.businessId, businessId), eq(emailTemplates.active, true)))
      .orderBy(asc(emailTemplates.name));
    return rows.map((t) => ({ id: t.id, name: t.name, subject: t.subject, body: t.body }));
  }
  const rows = await db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.businessId, businessId), eq(smsTemplates.active, true)))
    .orderBy(asc(smsTemplates.name));
  return rows.map((t) => ({ id: t.id, name: t.name, subject: null, body: t.messageTemplate }));
}
