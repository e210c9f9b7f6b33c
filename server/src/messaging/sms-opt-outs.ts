import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerConsents, customers, smsOptOuts } from '../db/schema/index.ts';
import { emitWebhookEvents, type TWebhookEventInput } from '../webhooks/index.ts';

/** Whether the number asked the business to stop texting it (the suppression list every SMS send checks). */
export async function isOptedOut(db: TExecutor, businessId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: smsOptOuts.id })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.businessId, businessId), eq(smsOptOuts.phone, phone)))
    .limit(1);
  return Boolean(row);
}

/**
 * Puts the number on the business's suppression list and turns SMS consent off for its customers with that number,
 * in the caller's transaction. Returns false when it was already there (nothing changed).
 */
export async function optOut(
  tx: TExecutor,
  entry: { businessId: string; phone: string; source: 'keyword' | 'free_text' | 'manual'; message: string | null },
): Promise<boolean> {
  const [added] = await tx
    .insert(smsOptOuts)
    .values(entry)
    .onConflictDoNothing({ target: [smsOptOuts.businessId, smsOptOuts.phone] })
    .returning({ id: smsOptOuts.id });
  const changed = await tx
    .update(customers)
    .set({ optedInSms: false })
    .where(and(eq(customers.businessId, entry.businessId), eq(customers.authPhone, phoneDigits(entry.phone))))
    .returning({ id: customers.id, optedInEmail: customers.optedInEmail });
  await emitWebhookEvents({
    tx,
    queue: undefined,
    businessId: entry.businessId,
    events: changed.map((c) => consentEvent(c.id, { optedInSms: false, optedInEmail: c.optedInEmail }, entry.source)),
  });
  return Boolean(added);
}

/**
 * The number texted START: off the suppression list, and SMS consent on again for its customers, with the consent
 * recorded as given by text (the wording they answered).
 */
export async function optBackIn(
  tx: TExecutor,
  entry: { businessId: string; phone: string; wording: string },
): Promise<void> {
  await tx
    .delete(smsOptOuts)
    .where(and(eq(smsOptOuts.businessId, entry.businessId), eq(smsOptOuts.phone, entry.phone)));
  const rejoined = await tx
    .update(customers)
    .set({ optedInSms: true })
    .where(and(eq(customers.businessId, entry.businessId), eq(customers.authPhone, phoneDigits(entry.phone))))
    .returning({ id: customers.id, optedInEmail: customers.optedInEmail });
  if (rejoined.length === 0) return;
  await emitWebhookEvents({
    tx,
    queue: undefined,
    businessId: entry.businessId,
    events: rejoined.map((c) => consentEvent(c.id, { optedInSms: true, optedInEmail: c.optedInEmail }, 'sms_keyword')),
  });
  await tx.insert(customerConsents).values(
    rejoined.map((c) => ({
      businessId: entry.businessId,
      customerId: c.id,
      channel: 'sms' as const,
      wording: entry.wording,
      source: 'sms_keyword',
    })),
  );
}

/** customers.auth_phone: the E.164 number's digits (indexed with the business). */
export const phoneDigits = (e164: string) => e164.replace(/\D/g, '');

/** A customer's consent after a text or a staff change (no queue here: the minute's scheduled drain delivers it). */
function consentEvent(
  customerId: string,
  consent: { optedInSms: boolean; optedInEmail: boolean },
  source: string,
): TWebhookEventInput {
  return { type: 'consent.changed', customerId, data: { ...consent, source } };
}
